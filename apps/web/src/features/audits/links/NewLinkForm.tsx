import { Alert, Anchor, Button, Group, NativeSelect, Paper, SegmentedControl, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLink } from '@tabler/icons-react';
import { AUDIT_LINK_KINDS } from '@hivis/contracts';
import type { TAuditLink, TAuditLinkCapacity, TAuditLinkKind, TAuditTemplateSummary } from '@hivis/contracts';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useServerForm } from '../../../ui/forms/useServerForm';
import { AUDITS_PATH } from '../audit-paths';
import { KIND_LABELS, capacityLine, isCapacityMessage, newLinkErrors, newLinkOf, newLinkValues, noRoomMessage } from './link-words';
import type { TLinkFormValues } from './link-words';
import { BrandingCheckbox, CapacityAlert, ExpiryFields } from './LinkFormParts';
import { useCreateAuditLink } from './links-api';

/** The form's fields shown, the server's expiresAt on the date; a permanent link's form has no expiry to show it on. */
const FIELDS = ['auditTemplateId', 'name', 'kind', 'expiresDate', 'expiresTime', 'brandingVisible'] as const;
const fieldsOf = (values: TLinkFormValues) => (values.kind === 'temporary' ? FIELDS : FIELDS.filter((field) => !field.startsWith('expires')));
const FIELD_NAMES = { expiresAt: 'expiresDate' };

const KIND_HINTS: Record<TAuditLinkKind, string> = {
  permanent: 'Works until you switch it off: for a sign-in sheet at the site gate, or a client’s regular check.',
  temporary: 'Stops taking answers at the time you choose: for one visit, one job or one week.',
};

type TNewLinkFormProps = {
  /** The company's templates in use: the ones a link can share. */
  templates: TAuditTemplateSummary[];
  /** The template the page was opened for (?template=), when it is one of them. */
  templateId: string | null;
  capacity: TAuditLinkCapacity | undefined;
  timeZone: string;
  onMade: (link: TAuditLink) => void;
  onCancel: () => void;
  /** Opened by a person (New link): the form takes the focus. Opened with the page, it does not. */
  focusOnOpen: boolean;
};

/** A new web link: which template, its name, permanent or until a time, and the page's branding. */
export function NewLinkForm({ templates, templateId, capacity, timeZone, onMade, onCancel, focusOnOpen }: TNewLinkFormProps) {
  const headingId = useId();
  const kindLabelId = useId();
  const kindHintId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useForm<TLinkFormValues>({
    mode: 'controlled',
    initialValues: newLinkValues(templateId, capacity, timeZone),
    validate: (values) => newLinkErrors(values, timeZone),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: fieldsOf, fieldNames: FIELD_NAMES });
  const create = useCreateAuditLink();
  const values = form.getValues();
  const line = capacity ? capacityLine(values.kind, capacity[values.kind]) : null;

  // Opened by a person (New link), the form takes the focus; the heading says where they are.
  useEffect(() => {
    if (focusOnOpen) heading.current?.focus();
  }, [focusOnOpen]);

  const save = async (checked: TLinkFormValues) => onMade(await create.mutateAsync(newLinkOf(checked, timeZone)));

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', xs: 'md' }} component="section" aria-labelledby={headingId}>
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit(save)}>
        <Stack gap="md">
          <Title order={2} size="h3" id={headingId} ref={heading} tabIndex={-1}>
            New link
          </Title>
          {templates.length === 0 ? (
            <Alert color="orange" title="No template of your own yet">
              <Text size="sm">
                A link shares one of your company’s audit templates. HiVis’s starter templates are copied first: copy one and change it to fit, or build your
                own.
              </Text>
              <Anchor component={Link} to={AUDITS_PATH} fw={600} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
                Go to the Audit Tool
              </Anchor>
            </Alert>
          ) : (
            <NativeSelect
              size="md"
              label="Audit template"
              description="Your company’s templates in use. Archived templates and HiVis’s starters cannot be shared."
              data={[{ value: '', label: 'Choose a template', disabled: true }, ...templates.map((template) => ({ value: template.id, label: template.name }))]}
              {...form.getInputProps('auditTemplateId')}
            />
          )}
          <TextInput
            label="Link name"
            description="So you can tell your links apart, e.g. “Visitors – 12 Smith St”."
            maxLength={120}
            autoComplete="off"
            {...form.getInputProps('name')}
          />
          <Stack gap={6}>
            <Text id={kindLabelId} fw={500} size="md">
              How long it works
            </Text>
            <SegmentedControl
              aria-labelledby={kindLabelId}
              aria-describedby={kindHintId}
              size="md"
              data={AUDIT_LINK_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
              value={values.kind}
              onChange={(kind) => form.setFieldValue('kind', kind as TAuditLinkKind)}
              style={{ alignSelf: 'flex-start' }}
            />
            <Text size="sm" id={kindHintId}>
              {KIND_HINTS[values.kind]}
            </Text>
            {line && !line.full && <Text size="sm">{line.text}</Text>}
            {form.errors.kind && (
              <Text size="sm" c="red.9" role="alert">
                {form.errors.kind}
              </Text>
            )}
          </Stack>
          {capacity && line?.full && !isCapacityMessage(problem) && (
            <CapacityAlert tone="warning" title={`No ${values.kind} link free`} message={noRoomMessage(values.kind, capacity[values.kind])} />
          )}
          {values.kind === 'temporary' && <ExpiryFields form={form} timeZone={timeZone} />}
          <BrandingCheckbox form={form} />
          {isCapacityMessage(problem) ? (
            <CapacityAlert tone="problem" title="The link was not made" message={problem} />
          ) : (
            <FormProblem title="The link was not made" problem={problem} />
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={submitting} disabled={templates.length === 0} leftSection={<IconLink size={18} aria-hidden />}>
              Make the link
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
