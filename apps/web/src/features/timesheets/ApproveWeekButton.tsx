import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { formatCalendarDate, plusDays } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { approveWeek } from './timesheets-api';

/** Approves every finished shift of the week, after a confirm; running shifts wait for clock-out. */
export function ApproveWeekButton({ start, waiting, onApproved }: { start: string; waiting: number; onApproved: () => void }) {
  const [asking, setAsking] = useState(false);
  const approve = useMutation({
    mutationFn: () => approveWeek({ start }),
    onSuccess: ({ approved }) => {
      setAsking(false);
      notifySuccess(approved === 1 ? '1 shift approved.' : `${approved} shifts approved.`);
      onApproved();
    },
    onError: (error) => {
      setAsking(false);
      notifyError(errorMessage(error));
    },
  });
  const week = `${formatCalendarDate(start)} to ${formatCalendarDate(plusDays(start, 6))}`;
  return (
    <>
      <Button size="md" leftSection={<IconChecks size={20} aria-hidden />} onClick={() => setAsking(true)} disabled={waiting === 0}>
        Approve week
      </Button>
      <Modal opened={asking} onClose={() => setAsking(false)} title="Approve this week?" centered closeButtonProps={{ 'aria-label': 'Close' }}>
        <Stack gap="md">
          <Text>
            Approve every finished shift of everyone for {week}. Shifts still running are left for later. A shift you correct afterwards needs approving again.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button loading={approve.isPending} onClick={() => approve.mutate()}>
              Approve
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
