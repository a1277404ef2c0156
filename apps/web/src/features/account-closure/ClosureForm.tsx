import { Alert, Button, Group, List, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { CLOSURE_MESSAGES, companyNameMatches, ZRequestClosureSchema } from '@hivis/contracts';
import type { TClosureStatus, TRequestClosure } from '@hivis/contracts';
import { useState } from 'react';
import { PasswordField } from '../../ui/forms/PasswordField';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { useServerForm } from '../../ui/forms/useServerForm';
import { formatDay, requestClosure } from './closure-api';

const FIELDS = ['companyName', 'password'] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

type TClosureFormProps = {
  status: TClosureStatus;
  timeZone: string | undefined;
  onClosed: (answer: TClosureStatus) => void;
};

/** What closing does, the typed confirmation and the password, then one last 'are you sure'. */
export function ClosureForm({ status, timeZone, onClosed }: TClosureFormProps) {
  const [confirming, setConfirming] = useState(false);
  const form = useForm<TRequestClosure>({
    mode: 'controlled',
    initialValues: { companyName: '', password: '' },
    validate: (values) => {
      const errors: Record<string, string> = { ...schemaResolver(ZRequestClosureSchema, { sync: true })(values) } as Record<string, string>;
      if (!errors.companyName && !companyNameMatches(values.companyName, status.companyName)) errors.companyName = CLOSURE_MESSAGES.companyName;
      return errors;
    },
  });
  const { problem, setProblem, fail } = useServerForm(form, { fields: FIELDS });
  const close = useMutation({
    mutationFn: requestClosure,
    onSuccess: onClosed,
    onError: (error) => {
      setConfirming(false);
      fail(error);
    },
  });
  // The date as of opening the page: a person reads it and decides, it need not tick over.
  const [openedAt] = useState(() => Date.now());
  const dueIfToday = formatDay(new Date(openedAt + status.graceDays * DAY_MS).toISOString(), timeZone);

  return (
    <>
      <FormSection id="closure-what" title="What happens when you close the account">
        <List spacing="sm">
          <List.Item>The account closes straight away. Everyone in {status.companyName} is signed out, you included, and the tools stop working.</List.Item>
          <List.Item>Billing stops: no further payments are taken.</List.Item>
          <List.Item>
            After {status.graceDays} days (on {dueIfToday} if you close it today), all of the company’s data is deleted for good: its people and their accounts,
            jobs, documents, reports, uploaded files and logo. We cannot bring it back after that.
          </List.Item>
          <List.Item>Until then, an account holder can sign in and choose ‘Keep my account’ to undo the closure.</List.Item>
        </List>
      </FormSection>

      <FormSection id="closure-confirm" title="Close the account">
        <FormProblem title="The account was not closed" problem={problem} />
        <form
          noValidate
          onSubmit={form.onSubmit(() => {
            setProblem(null);
            setConfirming(true);
          })}
        >
          <Stack gap="md">
            <TextInput
              label="Company name"
              description={
                <>
                  Type <strong>{status.companyName}</strong> to confirm.
                </>
              }
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              required
              {...form.getInputProps('companyName')}
            />
            <PasswordField label="Your password" autoComplete="current-password" required {...form.getInputProps('password')} />
            <Group justify="flex-end">
              <Button type="submit" color="red.9">
                Close account
              </Button>
            </Group>
          </Stack>
        </form>
      </FormSection>

      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Close the account of ${status.companyName}?`}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
            Everyone will be signed out now, and all of the company’s data will be deleted on {dueIfToday} unless an account holder keeps the account before
            then.
          </Alert>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} data-autofocus>
              Cancel
            </Button>
            <Button color="red.9" loading={close.isPending} onClick={() => close.mutate(form.getValues())}>
              Yes, close the account
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
