import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZInviteEmployeeSchema } from '@hivis/contracts';
import type { TInviteEmployee } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { validateWith } from '../../ui/forms/form-validation';
import { SeatSummary } from '../users/SeatSummary';
import { employeePath, useEmployeeBase } from './employee-paths';
import { inviteEmployee, useRefreshTeamAndSeats } from './employees-api';
import { RoleChoice } from './RoleChoice';
import { SeatFullAlert, isSeatMessage } from './SeatFullAlert';
import { BackLink } from '../../ui/BackLink';

type TInviteValues = { email: string; firstName: string; lastName: string; role: string; phone: string; position: string };
const FIELDS = ['email', 'firstName', 'lastName', 'role', 'phone', 'position'] as const;
const EMPTY: TInviteValues = { email: '', firstName: '', lastName: '', role: '', phone: '', position: '' };

export const toInvitePayload = (values: TInviteValues) => ({ ...values, role: values.role as TInviteEmployee['role'] });

/** /staff/employee/add and /home/employee/add: invite one person by email and role. */
export function InviteEmployeePage() {
  const base = useEmployeeBase();
  const navigate = useNavigate();
  const refreshTeamAndSeats = useRefreshTeamAndSeats();
  const deviceId = useDeviceId();
  const form = useForm<TInviteValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: (values) => validateWith(ZInviteEmployeeSchema, toInvitePayload(values)),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS, clearOnChange: true, invalidMessage: CHECK_FIELDS });
  const draft = useFormDraft(form, { form: 'employee.invite', deviceId });
  const seatMessage = isSeatMessage(form.errors.role as string | undefined) ? (form.errors.role as string) : null;

  const invite = useMutation({
    mutationFn: (values: TInviteValues) => inviteEmployee({ ...toInvitePayload(values), id: deviceId.id }),
    onSuccess: ({ employee, message }) => {
      refreshTeamAndSeats();
      notifySuccess(message);
      void navigate(employeePath(employee.id));
    },
  });

  return (
    <Page title="Invite employee">
      <BackLink to={base}>All employees</BackLink>
      <SeatSummary />
      <form noValidate aria-label="Invite employee" onSubmit={onSubmit(draft.saveWith(invite.mutateAsync))}>
        <Stack gap="lg">
          {draft.prompt}
          <FormSection id="invite-person" title="Who to invite">
            <Text size="sm">We email them a link to choose a password. The link works once and expires in 7 days; you can send a new one from their page.</Text>
            <TextInput label="Email address" type="email" autoComplete="off" required size="md" {...form.getInputProps('email')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" required size="md" autoComplete="off" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" required size="md" autoComplete="off" {...form.getInputProps('lastName')} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Mobile phone" type="tel" size="md" autoComplete="off" {...form.getInputProps('phone')} />
              <TextInput label="Position" description="e.g. Carpenter, Site supervisor" size="md" autoComplete="off" {...form.getInputProps('position')} />
            </SimpleGrid>
          </FormSection>
          <FormSection id="invite-role" title="Role">
            <RoleChoice
              value={form.values.role}
              onChange={(role) => form.setFieldValue('role', role)}
              error={seatMessage ? 'No seat left for this role.' : form.errors.role}
            />
            <SeatFullAlert message={seatMessage} />
          </FormSection>
          <FormProblem title="The invitation was not sent" problem={problem} />
          <Group>
            <Button type="submit" size="md" loading={submitting} leftSection={<IconSend size={20} aria-hidden />}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
