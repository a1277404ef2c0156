import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconCircleCheck } from '@tabler/icons-react';
import type { TAuditAssignment, TAuditAssignmentTarget, TAuditTemplateDetails } from '@hivis/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { BackLink } from '../../../ui/BackLink';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { QueryGate } from '../../../ui/QueryGate';
import { can, useAccess } from '../../auth/access';
import { AUDIT_ASSIGN_PATH, assignAuditPath, assignToSitePath, assignmentPath, auditDetailsPath, siteAssignmentsPath } from '../audit-paths';
import { useAuditTemplate } from '../audits-api';
import { useAssignments } from './assign-api';
import { AssignForm } from './AssignForm';
import { AssignmentList, useCompanyTimeZone } from './AssignmentList';
import { scheduleSentence, whoWords } from './schedule-words';

const NOT_FOUND = { title: 'Template not found', body: 'It may have been removed, or it belongs to another company.' };

/** Only the company's own templates in use are assigned: HiVis's starters are copied first, archived ones rest. */
const assignable = (template: TAuditTemplateDetails) => template.auditType === 'company' && template.archivedOn === null;

/** The template of /audits/assign/{auditId}, its page around it; a problem loading it shows in the same page. */
function TemplateGate({ title, children }: { title: string; children: (template: TAuditTemplateDetails) => ReactNode }) {
  const { auditId = '' } = useParams();
  const template = useAuditTemplate(auditId);
  return (
    <QueryGate
      query={template}
      errorTitle="The template did not load"
      notFound={NOT_FOUND}
      frame={(problem) => (
        <Page title={title}>
          <BackLink to={AUDIT_ASSIGN_PATH}>Assigned audits</BackLink>
          {problem}
        </Page>
      )}
    >
      {children}
    </QueryGate>
  );
}

function NotAssignable({ template }: { template: TAuditTemplateDetails }) {
  return (
    <Alert color="orange" title="This template cannot be assigned">
      <Text size="sm">
        {template.archivedOn
          ? 'It is archived: restore it on its page to assign it again. Its assignments below stay as they are.'
          : 'HiVis’s starter templates are copied first: copy it, change it to fit, and assign your copy.'}
      </Text>
      <Anchor component={Link} to={auditDetailsPath(template.id)} fw={600} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
        Go to the template
      </Anchor>
    </Alert>
  );
}

/** Said once an assignment is made, where the person is looking, with the way to it. */
function Assigned({ assignment }: { assignment: TAuditAssignment }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [assignment.id]);
  return (
    <Alert ref={box} tabIndex={-1} color="green" icon={<IconCircleCheck aria-hidden />} title={`Assigned to ${whoWords(assignment)}`}>
      <Text size="sm">{scheduleSentence(assignment)}.</Text>
      <Anchor component={Link} to={assignmentPath(assignment.id)} fw={600} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
        Open the assignment
      </Anchor>
    </Alert>
  );
}

type TAssignScreenProps = { template: TAuditTemplateDetails; initialTarget: TAuditAssignmentTarget; listTarget?: TAuditAssignmentTarget };

/** The form, what it just made, and the template's assignments below. */
function AssignScreen({ template, initialTarget, listTarget }: TAssignScreenProps) {
  const access = useAccess();
  const timeZone = useCompanyTimeZone();
  const [made, setMade] = useState<TAuditAssignment | null>(null);
  return (
    <>
      {assignable(template) ? (
        <>
          {made && <Assigned assignment={made} />}
          <AssignForm
            templateId={template.id}
            templateName={template.name}
            initialTarget={initialTarget}
            sharing={can(access, 'audits.sharing')}
            timeZone={timeZone}
            onAssigned={setMade}
          />
        </>
      ) : (
        <NotAssignable template={template} />
      )}
      <TemplateAssignments template={template} target={listTarget} />
    </>
  );
}

/** The template's assignments (of one kind of target when asked), newest changes shown as they land. */
function TemplateAssignments({ template, target }: { template: TAuditTemplateDetails; target?: TAuditAssignmentTarget }) {
  const assignments = useAssignments({ auditTemplateId: template.id, target });
  const headingId = useId();
  const site = target === 'site';
  return (
    <Stack component="section" gap="sm" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {site ? 'Sites it is assigned to' : 'Assigned so far'}
      </Title>
      <QueryGate query={assignments} errorTitle="Its assignments did not load" loading={<Loader aria-label="Loading its assignments" />}>
        {(list) =>
          list.items.length === 0 ? (
            <Paper withBorder radius="md">
              <EmptyState title={site ? 'Not assigned to a site yet' : 'Not assigned yet'} />
            </Paper>
          ) : (
            <AssignmentList assignments={list.items} linkContext={() => template.name} />
          )
        }
      </QueryGate>
    </Stack>
  );
}

function Links({ template }: { template: TAuditTemplateDetails }) {
  return (
    <Group gap="md" wrap="wrap">
      <BackLink to={AUDIT_ASSIGN_PATH}>Assigned audits</BackLink>
      <Anchor component={Link} to={auditDetailsPath(template.id)} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
        The template
      </Anchor>
    </Group>
  );
}

/** /audits/assign/{auditId}: one template's assignments, and the form to assign it. */
export function AssignTemplatePage() {
  return (
    <TemplateGate title="Assign an audit">
      {(template) => (
        <Page title={`Assign ${template.name}`} size="lg">
          <Links template={template} />
          <AssignScreen template={template} initialTarget="site" />
        </Page>
      )}
    </TemplateGate>
  );
}

/** /audits/assign/{auditId}/new-site: the same form, a site chosen; the template's sites below. */
export function AssignToSitePage() {
  return (
    <TemplateGate title="Assign an audit to a site">
      {(template) => (
        <Page title={`Assign ${template.name} to a site`} size="lg">
          <Group gap="md" wrap="wrap">
            <BackLink to={siteAssignmentsPath(template.id)}>Its site assignments</BackLink>
            <Anchor component={Link} to={assignAuditPath(template.id)} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
              All its assignments
            </Anchor>
          </Group>
          <AssignScreen template={template} initialTarget="site" listTarget="site" />
        </Page>
      )}
    </TemplateGate>
  );
}

/** /audits/assign/{auditId}/manage-site: the template's site assignments only. */
export function SiteAssignmentsPage() {
  return (
    <TemplateGate title="Site assignments">
      {(template) => (
        <Page title={`${template.name}: site assignments`} size="lg">
          <Links template={template} />
          <Group gap="sm" wrap="wrap">
            {assignable(template) && (
              <Button component={Link} to={assignToSitePath(template.id)} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
                Assign to a site
              </Button>
            )}
            <Button component={Link} to={assignAuditPath(template.id)} variant="default">
              All its assignments
            </Button>
          </Group>
          <TemplateAssignments template={template} target="site" />
        </Page>
      )}
    </TemplateGate>
  );
}
