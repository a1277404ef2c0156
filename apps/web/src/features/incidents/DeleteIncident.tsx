import { Button, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { INCIDENTS_PATH } from './incident-paths';
import { dayWords } from './incident-words';
import { useDeleteIncident } from './incidents-api';

/*
 * Deleting an incident report (account holders), after a question. A notifiable incident's record
 * must be kept for 5 years: the server refuses it until then, and its words are shown here.
 */
export function DeleteIncident({ incidentId, keepUntil }: { incidentId: string; keepUntil: string | null }) {
  const navigate = useNavigate();
  const remove = useDeleteIncident(incidentId);
  const ask = () =>
    modals.openConfirmModal({
      title: 'Delete this incident report?',
      children: <Text>The report, its photos, the investigation and its corrective actions are deleted. This cannot be undone.</Text>,
      labels: { confirm: 'Yes, delete it', cancel: 'Keep it' },
      confirmProps: { color: 'red.8', size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () =>
        remove.mutate(undefined, {
          onSuccess: () => {
            notifySuccess('Incident report deleted.');
            void navigate(INCIDENTS_PATH, { replace: true });
          },
        }),
    });
  return (
    <Stack gap="xs">
      {keepUntil && (
        <Text size="sm" c="dimmed">
          A notifiable incident’s record is kept until {dayWords(keepUntil)}.
        </Text>
      )}
      <Button variant="default" c="red.9" size="md" leftSection={<IconTrash size={18} aria-hidden />} loading={remove.isPending} onClick={ask} w="fit-content">
        Delete report
      </Button>
      {remove.isError && (
        <Text size="sm" c="red.9" role="alert">
          The report was not deleted: {errorMessage(remove.error)}
        </Text>
      )}
    </Stack>
  );
}
