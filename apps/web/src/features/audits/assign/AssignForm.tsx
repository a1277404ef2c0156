import { Alert, Anchor, Button, Group, NativeSelect, Paper, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarPlus, IconLink } from '@tabler/icons-react';
import { AUDIT_ASSIGNMENT_MAX_EMAILS, AUDIT_ASSIGNMENT_MESSAGES } from '@hivis/contracts';
import type { TAuditAssignment, TAuditAssignmentTarget } from '@hivis/contracts';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useServerForm } from '../../../ui/forms/useServerForm';
import { auditWebLinksPath } from '../audit-paths';
import { useAuditLinks } from '../links/links-api';
import { useAssign, useContractorChoices, usePeopleChoices, useSiteChoices } from './assign-api';
import { SERVER_FIELD_NAMES, TARGET_FIELDS, assignErrors, assignFieldsOf, assignRequestOf, emailList, newAssignValues } from './assign-form';
import type { TAssignFormValues } from './assign-form';
import { ScheduleFields } from './ScheduleFields';

/** The choices of who does it, as the form offers them. */
export const TARGET_CHOICES: Record<TAuditAssignmentTarget, { label: string; hint: string }> = {
  site: { label: 'A site', hint: 'Whoever works at the worksite does it, in the app.' },
  user: { label: 'A person', hint: 'One person of your company does it, in the app.' },
  company: { label: 'A contractor company', hint: 'Their account holders get the audit’s web link by email, with reminders.' },
  emails: { label: 'Email addresses', hint: 'Each address gets the audit’s web link by email, with reminders: no account needed.' },
};

type TAssignFormProps = {
  templateId: string;
  templateName: string;
  /** The target chosen when the form opens (a site for /new-site). */
  initialTarget: TAuditAssignmentTarget;
  /** Contractor companies and email addresses answer through a web link: only with Audit Sharing. */
  sharing: boolean;
  timeZone: string;
  onAssigned: (assignment: TAuditAssignment) => void;
};

/** Assigning a template: to whom (a site, a person, a contractor company, email addresses), then when it is due. */
export function AssignForm({ templateId, templateName, initialTarget, sharing, timeZone, onAssigned }: TAssignFormProps) {
  const headingId = useId();
  const form = useForm<TAssignFormValues>({
    mode: 'controlled',
    initialValues: newAssignValues(sharing || initialTarget === 'site' || initialTarget === 'user' ? initialTarget : 'site', timeZone),
    validate: assignErrors,
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: assignFieldsOf, fieldNames: SERVER_FIELD_NAMES });
  const assign = useAssign(templateId);
  const values = form.getValues();
  const targets = (Object.keys(TARGET_CHOICES) as TAuditAssignmentTarget[]).filter((target) => sharing || target === 'site' || target === 'user');
  const noLink = problem?.includes(AUDIT_ASSIGNMENT_MESSAGES.noLink) ?? false;

  const save = async (checked: TAssignFormValues) => {
    const assignment = await assign.mutateAsync(assignRequestOf(templateId, checked));
    // The next one is often the same audit somewhere else: the schedule stays, the choice clears.
    form.setValues({ worksiteId: '', userId: '', contractorCompanyId: '', emails: '' });
    form.resetDirty();
    onAssigned(assignment);
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby={headingId}>
      <form noValidate aria-label={`Assign ${templateName}`} onSubmit={onSubmit(save)}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId}>
            Who and when
          </Title>
          <Radio.Group label="Assign to" size="md" value={values.target} onChange={(target) => form.setFieldValue('target', target as TAuditAssignmentTarget)}>
            <Stack gap="xs" mt="xs">
              {targets.map((target) => (
                <Radio key={target} value={target} label={TARGET_CHOICES[target].label} description={TARGET_CHOICES[target].hint} />
              ))}
            </Stack>
          </Radio.Group>
          {!sharing && <Text size="sm">Contractor companies and email addresses answer through a web link: that needs Audit Sharing in your plan.</Text>}
          <TargetField form={form} templateId={templateId} />
          <ScheduleFields form={form} timeZone={timeZone} />
          {noLink ? (
            <NoLinkAlert templateId={templateId} title="The audit was not assigned" />
          ) : (
            <FormProblem title="The audit was not assigned" problem={problem} />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={submitting} leftSection={<IconCalendarPlus size={18} aria-hidden />}>
              Assign
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The chosen target's own field: a list to pick from, or the addresses. */
function TargetField({ form, templateId }: { form: UseFormReturnType<TAssignFormValues>; templateId: string }) {
  const { target } = form.getValues();
  const sites = useSiteChoices(target === 'site');
  const people = usePeopleChoices(target === 'user');
  const contractors = useContractorChoices(target === 'company');
  const inputProps = form.getInputProps(TARGET_FIELDS[target]);

  switch (target) {
    case 'site':
      return (
        <ChoiceField
          label="Worksite"
          placeholder="Choose a worksite"
          query={sites}
          options={(sites.data?.items ?? []).map((site) => ({ value: site.id, label: site.name }))}
          empty="You have no current worksites yet. Add one under Worksites first."
          inputProps={inputProps}
        />
      );
    case 'user':
      return (
        <ChoiceField
          label="Person"
          placeholder="Choose a person"
          query={people}
          options={(people.data?.items ?? [])
            .filter((person) => person.status !== 'deactivated')
            .map((person) => ({
              value: person.id,
              label: `${`${person.firstName} ${person.lastName}`.trim() || person.email}${person.status === 'pending_setup' ? ' (not joined yet)' : ''}`,
            }))
            .sort((a, b) => a.label.localeCompare(b.label, 'en-AU'))}
          empty="Nobody in your company can be assigned yet. Invite your team under Employees first."
          inputProps={inputProps}
        />
      );
    case 'company':
      return (
        <Stack gap="xs">
          <ChoiceField
            label="Contractor company"
            description="Your connected contractors. Their account holders get the web link."
            placeholder="Choose a contractor company"
            query={contractors}
            options={(contractors.data?.items ?? []).flatMap((connection) =>
              connection.contractorCompanyId ? [{ value: connection.contractorCompanyId, label: connection.name }] : [],
            )}
            empty="You have no connected contractor companies yet. Invite one under Contractors first; once they accept, you can assign them audits."
            inputProps={inputProps}
          />
          <WebLinkCheck templateId={templateId} />
        </Stack>
      );
    case 'emails': {
      const count = emailList(form.getValues().emails).length;
      return (
        <Stack gap="xs">
          <Textarea
            size="md"
            label="Email addresses to send it to"
            description={`One a line, or separated by commas. Up to ${AUDIT_ASSIGNMENT_MAX_EMAILS}.`}
            autosize
            minRows={3}
            maxRows={10}
            autoCapitalize="none"
            autoComplete="off"
            spellCheck={false}
            {...inputProps}
          />
          <Text size="sm" aria-live="polite">
            {count === 0 ? '' : count === 1 ? '1 address' : `${count} addresses`}
          </Text>
          <WebLinkCheck templateId={templateId} />
        </Stack>
      );
    }
  }
}

type TChoiceQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown; data?: { total: number; items: unknown[] } };

type TChoiceFieldProps = {
  label: string;
  description?: string;
  placeholder: string;
  query: TChoiceQuery;
  options: { value: string; label: string }[];
  /** Said in place of the list when there is nothing to choose. */
  empty: ReactNode;
  inputProps: ReturnType<UseFormReturnType<TAssignFormValues>['getInputProps']>;
};

/** A list to choose from, loading and failing in place, and saying so when there is nothing in it. */
function ChoiceField({ label, description, placeholder, query, options, empty, inputProps }: TChoiceFieldProps) {
  if (query.isError) {
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title={`The ${label.toLowerCase()} list did not load`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorMessage(query.error)}</Text>
          <Button variant="default" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!query.isPending && options.length === 0) {
    return (
      <Alert color="orange" title={`No ${label.toLowerCase()} to choose`}>
        <Text size="sm">{empty}</Text>
        {inputProps.error ? (
          <Text size="sm" c="red.9" mt="xs">
            {inputProps.error}
          </Text>
        ) : null}
      </Alert>
    );
  }
  const more = query.data && query.data.total > query.data.items.length;
  const hint = [description, more ? `Showing the first ${query.data?.items.length}.` : null].filter(Boolean).join(' ');
  return (
    <NativeSelect
      size="md"
      label={label}
      description={hint || undefined}
      disabled={query.isPending}
      aria-busy={query.isPending || undefined}
      data={[{ value: '', label: query.isPending ? 'Loading…' : placeholder, disabled: true }, ...options]}
      {...inputProps}
    />
  );
}

/** Contractors and email addresses answer through the template's web link: without one switched on the server refuses. */
function WebLinkCheck({ templateId }: { templateId: string }) {
  const links = useAuditLinks();
  if (!links.data) return null;
  const on = links.data.items.some((link) => link.auditTemplateId === templateId && link.state === 'on');
  if (on) return null;
  return <NoLinkAlert templateId={templateId} title="This audit has no web link on" tone="warning" />;
}

function NoLinkAlert({ templateId, title, tone = 'problem' }: { templateId: string; title: string; tone?: 'problem' | 'warning' }) {
  return (
    <Alert color={tone === 'problem' ? 'red' : 'orange'} icon={<IconLink aria-hidden />} title={title}>
      <Text size="sm">{AUDIT_ASSIGNMENT_MESSAGES.noLink}</Text>
      <Anchor component={Link} to={auditWebLinksPath(templateId)} fw={600} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
        Make a web link for this audit
      </Anchor>
    </Alert>
  );
}
