import { Button, List, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconSignature } from '@tabler/icons-react';
import type { TIncidentDetails } from '@hivis/contracts';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { whenWords } from './incident-words';
import { useSignOff } from './incidents-api';

/*
 * The account holder's sign-off closes the incident: the report, the notice and the investigation
 * are kept as they are. The server refuses while something is missing (the questions, the notice
 * of a notifiable incident, open actions) and says what; its words are shown as they come.
 */

export function SignOffSection({ incident, canManage }: { incident: TIncidentDetails; canManage: boolean }) {
  const { signOff } = incident;
  if (signOff) {
    return (
      <Stack gap={4} data-testid="signed-off">
        <Text fw={600}>
          Signed off by {signOff.by?.name ?? 'someone who has left'} on {whenWords(signOff.on)}
        </Text>
        {signOff.comment && <Text style={{ whiteSpace: 'pre-wrap' }}>“{signOff.comment}”</Text>}
      </Stack>
    );
  }
  if (!canManage) return <Text c="dimmed">Not signed off yet. An account holder signs it off once the corrective actions are done.</Text>;
  return <SignOffForm incident={incident} />;
}

function SignOffForm({ incident }: { incident: TIncidentDetails }) {
  const form = useForm({ mode: 'controlled', initialValues: { comment: '' } });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: ['comment'] });
  const signOff = useSignOff(incident.id);
  const send = async (values: { comment: string }) => {
    await signOff.mutateAsync(values.comment.trim() ? { comment: values.comment.trim() } : {});
    notifySuccess('Incident signed off.');
  };
  return (
    <form noValidate onSubmit={onSubmit(send)} aria-label="Sign off">
      <Stack gap="sm">
        <Text size="sm">Signing off closes the incident: its record can no longer be changed. Before you sign off:</Text>
        <List size="sm" spacing={2}>
          <List.Item>the notification questions are answered;</List.Item>
          <List.Item>for a notifiable incident, the notice to the regulator is recorded;</List.Item>
          <List.Item>every corrective action is done.</List.Item>
        </List>
        <FormProblem title="Not signed off" problem={problem} />
        <Textarea label="Comment (optional)" size="md" autosize minRows={2} maxLength={2000} {...form.getInputProps('comment')} />
        <Button type="submit" size="lg" loading={submitting} leftSection={<IconSignature size={22} aria-hidden />} w="fit-content">
          Sign off
        </Button>
      </Stack>
    </form>
  );
}
