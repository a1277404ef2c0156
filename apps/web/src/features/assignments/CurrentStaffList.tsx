import { Alert, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TAssignment } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { AnswerBadge } from './AnswerBadge';
import { removeStaff, useStoreJobStaff } from './assignments-api';

const nameOf = (person: TAssignment) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** The people already on the job, with their answers, and taking someone off (confirmed first). */
export function CurrentStaffList({ jobId, people }: { jobId: string; people: TAssignment[] }) {
  const storeJobStaff = useStoreJobStaff();
  const [removing, setRemoving] = useState<TAssignment | null>(null);
  const remove = useMutation({
    mutationFn: (person: TAssignment) => removeStaff(jobId, person.userId),
    onSuccess: async (staff, person) => {
      setRemoving(null);
      notifySuccess(`${nameOf(person)} was taken off this job and told in the app.`);
      await storeJobStaff(jobId, staff, 'staff removed');
    },
  });
  const shown = people.filter((person) => person.status !== 'removed');
  if (shown.length === 0) return <Text>Nobody is on this job yet.</Text>;
  return (
    <Stack gap="xs">
      {remove.isError && <Alert color="red">{errorMessage(remove.error)}</Alert>}
      {shown.map((person) => (
        <Paper key={person.id} withBorder p="sm" radius="md">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={2}>
              <Text fw={600}>{nameOf(person)}</Text>
              <Text size="sm" c="dimmed">
                {person.email}
              </Text>
            </Stack>
            <Group gap="xs">
              <AnswerBadge status={person.status} />
              <Button
                variant="subtle"
                color="red.9"
                size="md"
                leftSection={<IconUserMinus size={18} aria-hidden />}
                onClick={() => setRemoving(person)}
                aria-label={`Remove ${nameOf(person)} from this job`}
              >
                Remove
              </Button>
            </Group>
          </Group>
        </Paper>
      ))}
      <Modal
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Take this person off the job?"
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack>
          <Text>{removing ? `${nameOf(removing)} will be told in the app, and their work request link will stop working.` : ''}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Keep them
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={() => removing && remove.mutate(removing)}>
              Remove from job
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
