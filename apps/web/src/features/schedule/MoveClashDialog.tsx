import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { TPersonClash } from '@hivis/contracts';
import { Link } from 'react-router';
import { jobPath } from '../jobs/job-paths';

type TMoveClashDialogProps = {
  jobTitle: string | null;
  /** The new times in words (DD/MM/YYYY hh:mm A). */
  when: string;
  clashes: TPersonClash[];
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
};

/** Before a move double-books anyone, the office sees who, on which job and where, and chooses. */
export function MoveClashDialog({ jobTitle, when, clashes, busy, onKeep, onConfirm }: TMoveClashDialogProps) {
  return (
    <Modal opened={jobTitle !== null} onClose={onKeep} title="People already booked then" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>
          Moving <strong>{jobTitle}</strong> to {when} overlaps other jobs of these people:
        </Text>
        {clashes.map((clash) => (
          <Stack key={clash.userId} gap={4}>
            <Text fw={700}>{clash.name}</Text>
            <List spacing={4}>
              {clash.jobs.map((job) => (
                <List.Item key={job.jobId}>
                  <Anchor component={Link} to={jobPath(job, job.jobId)} target="_blank">
                    {job.title}
                  </Anchor>{' '}
                  at {job.siteName}, {job.when} ({job.answer === 'accepted' ? 'accepted' : 'not answered yet'})
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onKeep} disabled={busy}>
            Keep the old time
          </Button>
          <Button color="orange" onClick={onConfirm} loading={busy}>
            Move anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
