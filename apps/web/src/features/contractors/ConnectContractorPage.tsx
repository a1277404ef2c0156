import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlugConnected } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZConnectContractorSchema } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { validateWith } from '../../ui/forms/form-validation';
import { BackLink } from '../../ui/BackLink';
import { CONTRACTORS_PATH, contractorPath } from './contractor-paths';
import { connectContractor, useRefreshContractors } from './contractors-api';

type TValues = { email: string; abn: string; name: string };
const FIELDS = ['email', 'abn', 'name'] as const;
const payload = (values: TValues) => ({ email: values.email.trim() || undefined, abn: values.abn.trim() || undefined, name: values.name.trim() || undefined });

/** /staff/contractors/connect (and /home/contractor/connect): connect a company by email or ABN. */
export function ConnectContractorPage() {
  const navigate = useNavigate();
  const refreshContractors = useRefreshContractors();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: { email: '', abn: '', name: '' },
    validate: (values) => validateWith(ZConnectContractorSchema, payload(values)),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS, clearOnChange: true, invalidMessage: CHECK_FIELDS });
  const connect = useMutation({
    mutationFn: (values: TValues) => connectContractor(payload(values)),
    onSuccess: (connection) => {
      refreshContractors();
      notifySuccess(
        connection.contractorCompanyId
          ? `${connection.name} has been asked to connect.`
          : `An invitation has been emailed to ${connection.email ?? connection.name}.`,
      );
      void navigate(contractorPath(connection.id));
    },
  });
  return (
    <Page title="Connect a contractor">
      <BackLink to={CONTRACTORS_PATH}>All contractors</BackLink>
      <form noValidate aria-label="Connect a contractor" onSubmit={onSubmit(connect.mutateAsync)}>
        <Stack gap="lg">
          <FormSection id="connect-who" title="Who to connect">
            <Text size="sm">
              Enter the email of the contractor’s owner or office, or their ABN. If their company is on HiVis, they are asked in the app to accept. If not, we
              email them an invitation to join.
            </Text>
            <TextInput label="Email address" type="email" autoComplete="off" size="md" {...form.getInputProps('email')} />
            <TextInput label="ABN" description="11 digits, spaces allowed" inputMode="numeric" autoComplete="off" size="md" {...form.getInputProps('abn')} />
            <TextInput
              label="Contractor name"
              description="Optional: shown until they join HiVis"
              autoComplete="off"
              size="md"
              {...form.getInputProps('name')}
            />
          </FormSection>
          <FormProblem title="The contractor was not connected" problem={problem} />
          <Group>
            <Button type="submit" size="md" loading={submitting} leftSection={<IconPlugConnected size={20} aria-hidden />}>
              Send connection request
            </Button>
          </Group>
        </Stack>
      </form>
    </Page>
  );
}
