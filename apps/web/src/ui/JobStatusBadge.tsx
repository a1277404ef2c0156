import { Badge } from '@mantine/core';
import { JOB_STATUS_LABELS } from '@hivis/contracts';
import type { TJobStatus } from '@hivis/contracts';

const COLOURS: Record<TJobStatus, string> = { PENDING: 'yellow', IN_PROGRESS: 'blue', COMPLETED: 'green', CANCELLED: 'gray' };

/** The job's status in the spec's words; the colour only repeats what the words say. */
export function JobStatusBadge({ status, size = 'md' }: { status: TJobStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    // Spec labels to the letter (no capitals), never cut short in a narrow table cell.
    <Badge
      color={COLOURS[status]}
      variant="light"
      size={size}
      tt="none"
      styles={{ root: { maxWidth: 'none', flexShrink: 0 }, label: { color: 'var(--mantine-color-black)', overflow: 'visible' } }}
    >
      {JOB_STATUS_LABELS[status]}
    </Badge>
  );
}
