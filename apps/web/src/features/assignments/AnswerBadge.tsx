import { Badge } from '@mantine/core';
import { ASSIGNMENT_STATUS_LABELS } from '@hivis/contracts';
import type { TAssignmentStatus } from '@hivis/contracts';
import { ANSWER_COLOURS } from './labels';

/** A person's answer to a work request, in words. */
export function AnswerBadge({ status, size = 'md' }: { status: TAssignmentStatus; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <Badge color={ANSWER_COLOURS[status]} variant="light" size={size} styles={{ label: { color: 'var(--mantine-color-black)' } }}>
      {ASSIGNMENT_STATUS_LABELS[status]}
    </Badge>
  );
}
