import { Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { TPersonClash } from '@hivis/contracts';
import { Link } from 'react-router';

type TClashDialogProps = {
  clashes: TPersonClash[];
  opened: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Before double-booking anyone, the office sees each clashing job and chooses. */
export function ClashDialog({ clashes, opened, sending, onCancel, onConfirm }: TClashDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Already booked at this time" centered size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>These people are already on another job that overlaps this one:</Text>
        {clashes.map((clash) => (
          <Stack key={clash.userId} gap={4}>
            <Text fw={700}>{clash.name}</Text>
            <List spacing={4}>
              {clash.jobs.map((job) => (
                <List.Item key={job.jobId}>
                  <Anchor component={Link} to={`/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.jobId}/view`} target="_blank">
                    {job.title}
                  </Anchor>{' '}
                  at {job.siteName}, {job.when} ({job.answer === 'accepted' ? 'accepted' : 'not answered yet'})
                </List.Item>
              ))}
            </List>
          </Stack>
        ))}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" size="md" onClick={onCancel} disabled={sending}>
            Go back
          </Button>
          <Button size="md" color="orange" onClick={onConfirm} loading={sending}>
            Assign anyway
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
