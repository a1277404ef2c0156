import { Alert, Anchor, Button, Code, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarEvent, IconPencil, IconPlayerStop } from '@tabler/icons-react';
import { dayIn } from '@hivis/contracts';
import type { TAuditAssignment } from '@hivis/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { ArchiveDialog } from '../../../ui/ArchiveDialog';
import { BackLink } from '../../../ui/BackLink';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useServerForm } from '../../../ui/forms/useServerForm';
import { notifySuccess } from '../../../ui/notify';
import { Page } from '../../../ui/Page';
import { QueryGate } from '../../../ui/QueryGate';
import { AUDIT_ASSIGN_PATH, assignAuditPath, auditDetailsPath, auditResponsePath } from '../audit-paths';
import { useAssignment, useEditSchedule, useStopAssignment } from './assign-api';
import { scheduleBody, scheduleErrors, scheduleFieldsOf, scheduleValuesOf } from './assign-form';
import type { TScheduleValues } from './assign-form';
import { OccurrenceStateBadge, StoppedBadge, TintBadge, useCompanyTimeZone } from './AssignmentList';
import { ScheduleFields } from './ScheduleFields';
import { TARGET_LABELS, formatDay, noNextWords, occurrenceWhen, overdueCount, overdueWords, scheduleSentence, whoWords } from './schedule-words';

const NOT_FOUND = { title: 'Assignment not found', body: 'It may have been removed, or it belongs to another company.' };

/** /audits/assign/site/{assignmentId} (the spec's path, for any target): one assignment, its occurrences, its schedule and stopping it. */
export function AssignmentPage() {
  const { assignmentId = '' } = useParams();
  const assignment = useAssignment(assignmentId);
  return (
    <QueryGate
      query={assignment}
      errorTitle="The assignment did not load"
      notFound={NOT_FOUND}
      frame={(problem) => (
        <Page title="Assigned audit">
          <BackLink to={AUDIT_ASSIGN_PATH}>Assigned audits</BackLink>
          {problem}
        </Page>
      )}
    >
      {(loaded) => <AssignmentView assignment={loaded} />}
    </QueryGate>
  );
}

function AssignmentView({ assignment }: { assignment: TAuditAssignment }) {
  const timeZone = useCompanyTimeZone();
  const [editing, setEditing] = useState(false);
  const [stopping, setStopping] = useState(false);
  const [justStopped, setJustStopped] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const overdue = overdueCount(assignment);

  const closeEdit = () => {
    setEditing(false);
    window.setTimeout(() => editButton.current?.focus(), 0);
  };

  return (
    <Page title={`${assignment.templateName}: ${whoWords(assignment)}`} size="lg">
      <Group gap="md" wrap="wrap">
        <BackLink to={assignAuditPath(assignment.auditTemplateId)}>Its template’s assignments</BackLink>
        <Anchor component={Link} to={AUDIT_ASSIGN_PATH} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
          All assigned audits
        </Anchor>
      </Group>
      {assignment.stopped && <StoppedNotice focus={justStopped} />}
      <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} bg={assignment.stopped ? 'gray.0' : undefined}>
        <Stack gap="sm">
          <Group gap="xs" wrap="wrap">
            {assignment.stopped && <StoppedBadge />}
            {overdue > 0 && <TintBadge color="red">{overdueWords(overdue)}</TintBadge>}
          </Group>
          <Fact label="Audit">
            <Anchor component={Link} to={auditDetailsPath(assignment.auditTemplateId)} style={{ overflowWrap: 'anywhere' }}>
              {assignment.templateName}
            </Anchor>
          </Fact>
          <Fact label={`Assigned to (${TARGET_LABELS[assignment.target].toLowerCase()})`}>
            {assignment.target === 'emails' ? (
              <List spacing={2} size="md">
                {assignment.emails.map((email) => (
                  <List.Item key={email} style={{ overflowWrap: 'anywhere' }}>
                    {email}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text style={{ overflowWrap: 'anywhere' }}>{whoWords(assignment)}</Text>
            )}
          </Fact>
          <Fact label="When">
            <Text fw={600}>{scheduleSentence(assignment)}</Text>
          </Fact>
          <Fact label="Assigned">
            <Text>
              {formatDay(dayIn(new Date(assignment.createdOn), timeZone))}
              {assignment.assignedBy ? ` by ${assignment.assignedBy.name}` : ''}
            </Text>
          </Fact>
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              Calendar rule
            </Text>
            <Text size="sm">For a calendar that takes a repeat rule (iCalendar RRULE): copy it as it is.</Text>
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {assignment.rrule}
            </Code>
          </Stack>
          {!assignment.stopped && !editing && (
            <Group gap="sm" wrap="wrap">
              <Button ref={editButton} variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={() => setEditing(true)}>
                Edit schedule
              </Button>
              <Button variant="default" leftSection={<IconPlayerStop size={18} aria-hidden />} onClick={() => setStopping(true)}>
                Stop assigning
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      {editing && !assignment.stopped && <EditSchedule assignment={assignment} timeZone={timeZone} onDone={closeEdit} />}
      <Occurrences assignment={assignment} timeZone={timeZone} />
      {stopping && (
        <StopDialog
          assignment={assignment}
          onClose={() => setStopping(false)}
          onStopped={() => {
            setStopping(false);
            setJustStopped(true);
          }}
        />
      )}
    </Page>
  );
}

/** One fact of the assignment: a small heading over its value. */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** Said at the top of a stopped assignment; just stopped, it takes the focus (the Stop button is gone). */
function StoppedNotice({ focus }: { focus: boolean }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) box.current?.focus();
  }, [focus]);
  return (
    <Alert ref={box} tabIndex={-1} color="gray" icon={<IconPlayerStop aria-hidden />} title="Stopped">
      Nothing more is due and no reminders are sent. The audits already done stay with your submitted audits.
    </Alert>
  );
}

/** The last few occurrences and the next one, each with its state; a done one opens its audit. */
function Occurrences({ assignment, timeZone }: { assignment: TAuditAssignment; timeZone: string }) {
  const headingId = useId();
  const occurrences = [...assignment.occurrences].sort((a, b) => b.on.localeCompare(a.on));
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        Recent and next
      </Title>
      {occurrences.length === 0 ? (
        <Text>{assignment.stopped ? noNextWords(assignment) : 'None yet: the first is on its first day.'}</Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {occurrences.map((occurrence) => (
            <Paper key={occurrence.on} component="li" withBorder radius="md" p="sm">
              <Group justify="space-between" gap="xs" wrap="wrap" align="center">
                <Text>{occurrenceWhen(occurrence, timeZone)}</Text>
                <Group gap="sm" wrap="wrap" align="center">
                  <OccurrenceStateBadge state={occurrence.state} />
                  {occurrence.auditResponseId && (
                    <Anchor
                      component={Link}
                      to={auditResponsePath(occurrence.auditResponseId)}
                      style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}
                    >
                      See the audit<span className="visually-hidden"> of {occurrenceWhen(occurrence, timeZone)}</span>
                    </Anchor>
                  )}
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

/** A new schedule, from now on: the occurrences done stay done. */
function EditSchedule({ assignment, timeZone, onDone }: { assignment: TAuditAssignment; timeZone: string; onDone: () => void }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<TScheduleValues>({ mode: 'controlled', initialValues: scheduleValuesOf(assignment), validate: scheduleErrors });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: scheduleFieldsOf });
  const edit = useEditSchedule(assignment.id);

  useEffect(() => heading.current?.focus(), []);

  const save = async (values: TScheduleValues) => {
    const saved = await edit.mutateAsync(scheduleBody(values));
    notifySuccess(`Schedule saved: ${scheduleSentence(saved)}.`);
    onDone();
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby={headingId}>
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit(save)}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
            Edit schedule
          </Title>
          <Text size="sm">The new schedule counts from now on. Audits already done stay done.</Text>
          <ScheduleFields form={form} timeZone={timeZone} />
          <FormProblem title="The schedule was not saved" problem={problem} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} leftSection={<IconCalendarEvent size={18} aria-hidden />}>
              Save schedule
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The one question before stopping: nothing more is due, the audits done stay. */
function StopDialog({ assignment, onClose, onStopped }: { assignment: TAuditAssignment; onClose: () => void; onStopped: () => void }) {
  const stop = useStopAssignment(assignment.id);
  const confirm = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        notifySuccess(`Stopped: ${assignment.templateName} for ${whoWords(assignment)}.`);
        onStopped();
      },
    });
  return (
    <ArchiveDialog
      opened
      action="Stop this assignment"
      text={`${assignment.templateName} will no longer be due for ${whoWords(assignment)}, and no more reminders are sent. The audits already done stay. This cannot be undone: to start again, assign it anew.`}
      confirmLabel="Stop"
      confirmColor="red"
      busy={stop.isPending}
      problem={
        stop.isError ? (
          <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="It was not stopped">
            {errorMessage(stop.error)}
          </Alert>
        ) : undefined
      }
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
