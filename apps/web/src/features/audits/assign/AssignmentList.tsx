import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TAuditAssignment, TAuditOccurrence } from '@hivis/contracts';
import { DEFAULT_TIME_ZONE } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../auth/session';
import { assignmentPath } from '../audit-paths';
import {
  OCCURRENCE_STATE_COLOURS,
  OCCURRENCE_STATE_LABELS,
  TARGET_LABELS,
  nextOccurrence,
  noNextWords,
  occurrenceWhen,
  overdueCount,
  overdueWords,
  scheduleSentence,
  whoWords,
} from './schedule-words';
import { sortAssignments } from './assignment-lists';

/** The company's time zone: its days and due times are the company's. */
export function useCompanyTimeZone(): string {
  return useCurrentUser().data?.company?.timeZone || DEFAULT_TIME_ZONE;
}

/** Dark text on a light tint of a colour (shade 9 on shade 0; gray on 1, as gray.0 is near white). */
export function TintBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge
      size="lg"
      radius="sm"
      style={{
        flexShrink: 0,
        backgroundColor: `var(--mantine-color-${color}-${color === 'gray' ? 1 : 0})`,
        color: `var(--mantine-color-${color}-9)`,
        border: `1px solid var(--mantine-color-${color}-3)`,
      }}
    >
      {children}
    </Badge>
  );
}

export function OccurrenceStateBadge({ state }: { state: TAuditOccurrence['state'] }) {
  return <TintBadge color={OCCURRENCE_STATE_COLOURS[state]}>{OCCURRENCE_STATE_LABELS[state]}</TintBadge>;
}

/** Filled dark gray with white text: reads as "not running" without fading the row's words. */
export function StoppedBadge() {
  return (
    <Badge size="lg" radius="sm" color="gray.7" style={{ flexShrink: 0 }}>
      Stopped
    </Badge>
  );
}

type TAssignmentListProps = {
  assignments: TAuditAssignment[];
  /** Each row names its template (the company-wide list shows them grouped, so it need not). */
  showTemplate?: boolean;
  /** Said for each row by the link, for a screen reader that lists links: the template's name. */
  linkContext?: (assignment: TAuditAssignment) => string;
};

/** Assignments as rows: who, the schedule, the next occurrence and how many are overdue; each opens its page. */
export function AssignmentList({ assignments, showTemplate = false, linkContext }: TAssignmentListProps) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {sortAssignments(assignments).map((assignment) => (
        <AssignmentRow key={assignment.id} assignment={assignment} showTemplate={showTemplate} linkContext={linkContext?.(assignment)} />
      ))}
    </Stack>
  );
}

function AssignmentRow({ assignment, showTemplate, linkContext }: { assignment: TAuditAssignment; showTemplate: boolean; linkContext?: string }) {
  const timeZone = useCompanyTimeZone();
  const next = nextOccurrence(assignment);
  const overdue = overdueCount(assignment);
  const muted = assignment.stopped;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p={{ base: 'sm', xs: 'md' }}
      bg={muted ? 'gray.0' : undefined}
      style={{ borderStyle: muted ? 'dashed' : undefined }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Text size="sm" fw={600} c={muted ? 'gray.7' : undefined}>
              {TARGET_LABELS[assignment.target]}
            </Text>
            <Anchor
              component={Link}
              to={assignmentPath(assignment.id)}
              fw={700}
              size="lg"
              style={{ overflowWrap: 'anywhere' }}
              c={muted ? 'gray.8' : undefined}
            >
              {whoWords(assignment)}
              {linkContext && <span className="visually-hidden"> – {linkContext}</span>}
            </Anchor>
            {showTemplate && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {assignment.templateName}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            {muted && <StoppedBadge />}
            {overdue > 0 && <TintBadge color="red">{overdueWords(overdue)}</TintBadge>}
          </Group>
        </Group>
        <Text size="sm" c={muted ? 'gray.7' : undefined}>
          {scheduleSentence(assignment)}
        </Text>
        {next ? (
          <Group gap="xs" wrap="wrap" align="center">
            <Text size="sm">
              <Text span fw={600} size="sm">
                Next:
              </Text>{' '}
              {occurrenceWhen(next, timeZone)}
            </Text>
            <OccurrenceStateBadge state={next.state} />
          </Group>
        ) : (
          <Text size="sm" c={muted ? 'gray.7' : undefined}>
            {noNextWords(assignment)}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
