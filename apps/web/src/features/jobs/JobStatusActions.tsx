import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMutation } from '@tanstack/react-query';
import { JOB_STATUS_LABELS, jobMoveLabel, nextJobStatuses } from '@hivis/contracts';
import type { TJob, TJobStatus } from '@hivis/contracts';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { notifySuccess } from '../../ui/notify';
import { setJobStatus } from './jobs-api';
import { JobStatusBadge } from '../../ui/JobStatusBadge';

/** The job's status and the moves the status rule allows from it, one button each. */
export function JobStatusActions({ job, onChanged }: { job: TJob; onChanged: (job: TJob) => void }) {
  const move = useMutation({
    mutationFn: (status: TJobStatus) => setJobStatus(job.id, status),
    onSuccess: (saved) => {
      onChanged(saved);
      notifySuccess(`${saved.title} is now ‘${JOB_STATUS_LABELS[saved.status]}’.`);
    },
  });

  const ask = (to: TJobStatus) => {
    if (to !== 'CANCELLED') {
      move.mutate(to);
      return;
    }
    // Cancelling stops the work: one more tap, so a glove on the wrong button does not do it.
    modals.openConfirmModal({
      title: 'Cancel this job?',
      children: <Text>{job.title} will be marked Cancelled. You can reinstate it later as pending.</Text>,
      labels: { confirm: 'Cancel job', cancel: 'Keep the job' },
      confirmProps: { color: 'red', size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => move.mutate(to),
    });
  };

  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600}>Status:</Text>
        <JobStatusBadge status={job.status} size="lg" />
      </Group>
      <Group gap="sm">
        {nextJobStatuses(job.status).map((to) => (
          <Button
            key={to}
            size="md"
            variant={to === 'CANCELLED' ? 'outline' : to === 'PENDING' ? 'default' : 'filled'}
            color={to === 'CANCELLED' ? 'red' : undefined}
            loading={move.isPending && move.variables === to}
            disabled={move.isPending}
            onClick={() => ask(to)}
          >
            {jobMoveLabel(job.status, to)}
          </Button>
        ))}
      </Group>
      <FormProblem title="The status did not change" problem={move.isError ? errorMessage(move.error) : null} />
    </Stack>
  );
}
