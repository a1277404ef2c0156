import { Anchor, Button, Group, Loader, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import type { TAuditTemplateSummary } from '@hivis/contracts';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { QueryGate } from '../../../ui/QueryGate';
import { AUDITS_PATH, assignAuditPath, auditDetailsPath } from '../audit-paths';
import { useShareableTemplates } from '../links/links-api';
import { useAssignments } from './assign-api';
import { AssignmentList, TintBadge } from './AssignmentList';
import { groupByTemplate } from './assignment-lists';
import type { TTemplateGroup } from './assignment-lists';
import { overdueCount, overdueWords } from './schedule-words';

/**
 * /audits/assign (spec 2.2, account holders): every assignment of the company, by template: who
 * does it, when, the next one and how many are overdue. A template is chosen to assign it.
 */
export function AssignmentsPage() {
  const assignments = useAssignments();
  const [shown, setShown] = useState('');
  return (
    <Page title="Assigned audits" size="lg">
      <BackLink to={AUDITS_PATH}>Audit Tool</BackLink>
      <Text maw={720}>
        Give an audit to a site, a person, a contractor company or email addresses, once or on a schedule. Each one shows in their list when it is due, and the
        reminders go out until it is done.
      </Text>
      <ChooseTemplate />
      <QueryGate query={assignments} errorTitle="Your assignments did not load" loading={<Loader aria-label="Loading your assignments" />}>
        {(list) => {
          if (list.items.length === 0) {
            return (
              <Paper withBorder radius="md">
                <EmptyState
                  title="No audits assigned yet"
                  body="Choose a template above and assign it: to a site, a person, a contractor company or email addresses, once or every day, week, month or year."
                />
              </Paper>
            );
          }
          const groups = groupByTemplate(list.items);
          const visible = groups.filter((group) => shown === '' || group.templateId === shown);
          return (
            <Stack gap="lg">
              {groups.length > 1 && (
                <NativeSelect
                  size="md"
                  label="Show the assignments of"
                  maw={420}
                  value={shown}
                  onChange={(event) => setShown(event.currentTarget.value)}
                  data={[{ value: '', label: 'All templates' }, ...groups.map((group) => ({ value: group.templateId, label: group.templateName }))]}
                />
              )}
              {visible.map((group) => (
                <TemplateGroup key={group.templateId} group={group} />
              ))}
            </Stack>
          );
        }}
      </QueryGate>
    </Page>
  );
}

/** One template's assignments, under its name, with the way to assign it again. */
function TemplateGroup({ group }: { group: TTemplateGroup }) {
  const headingId = useId();
  const overdue = group.assignments.reduce((sum, assignment) => sum + overdueCount(assignment), 0);
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Group justify="space-between" align="center" gap="xs" wrap="wrap">
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={auditDetailsPath(group.templateId)} inherit>
              {group.templateName}
            </Anchor>
          </Title>
          {overdue > 0 && <TintBadge color="red">{overdueWords(overdue)}</TintBadge>}
        </Group>
        <Button component={Link} to={assignAuditPath(group.templateId)} variant="default" leftSection={<IconCalendarPlus size={18} aria-hidden />}>
          Assign<span className="visually-hidden"> {group.templateName}</span>
        </Button>
      </Group>
      <AssignmentList assignments={group.assignments} linkContext={() => group.templateName} />
    </Stack>
  );
}

/** Which template to assign: the company's own in use (starters are copied first, archived ones rest). */
function ChooseTemplate() {
  const templates = useShareableTemplates();
  const headingId = useId();
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={headingId}>
          Assign an audit
        </Title>
        <QueryGate query={templates} errorTitle="Your templates did not load" loading={<Loader size="sm" aria-label="Loading your templates" />}>
          {(page) => <ChooseTemplateForm templates={page.items.filter((template) => template.auditType === 'company' && template.archivedOn === null)} />}
        </QueryGate>
      </Stack>
    </Paper>
  );
}

function ChooseTemplateForm({ templates }: { templates: TAuditTemplateSummary[] }) {
  const navigate = useNavigate();
  const [templateId, setTemplateId] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (templates.length === 0) {
    return (
      <Text size="sm">
        An assignment gives one of your company’s templates. HiVis’s starter templates are copied first:{' '}
        <Anchor component={Link} to={AUDITS_PATH}>
          copy one or build your own
        </Anchor>
        .
      </Text>
    );
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!templateId) {
      setError('Please choose a template.');
      return;
    }
    void navigate(assignAuditPath(templateId));
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Assign an audit">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          size="md"
          label="Audit template"
          style={{ flex: '1 1 16rem', maxWidth: 420 }}
          value={templateId}
          error={error}
          onChange={(event) => {
            setTemplateId(event.currentTarget.value);
            setError(null);
          }}
          data={[{ value: '', label: 'Choose a template', disabled: true }, ...templates.map((template) => ({ value: template.id, label: template.name }))]}
        />
        <Button type="submit" leftSection={<IconCalendarPlus size={18} aria-hidden />}>
          Assign an audit
        </Button>
      </Group>
    </form>
  );
}
