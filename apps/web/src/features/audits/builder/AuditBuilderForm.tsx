import { Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import type { TAuditTemplateDetails } from '@hivis/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { isApiError } from '../../../api/api-error';
import { useFormDraft } from '../../../offline/drafts/useFormDraft';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useDeviceId } from '../../../ui/forms/useDeviceId';
import { CHECK_FIELDS, useServerForm } from '../../../ui/forms/useServerForm';
import { useSaveAuditTemplate } from '../audits-api';
import { SectionCard, sectionName } from './SectionCard';
import { SortableList } from './SortableList';
import { duplicateSection, firstQuestionWithProblem, newSection, templateInput, validateBuilder } from './builder-values';
import type { TBuilderValues } from './builder-values';

type TAuditBuilderFormProps = {
  /** The template being changed; null to build a new one. */
  template: TAuditTemplateDetails | null;
  initialValues: TBuilderValues;
  /** The template a new one is copied from (derivedFromAuditTemplateId). */
  derivedFrom: string | null;
  onSaved: (template: TAuditTemplateDetails) => void;
  onCancel: () => void;
};

/**
 * The template builder: name and description, then sections and their questions, added,
 * duplicated, deleted and reordered by dragging or from each one's menu. What is typed stays on
 * the device until it is saved (useFormDraft); the server's checks are run here first, with the
 * same messages, and land on the fields they are about.
 */
export function AuditBuilderForm({ template, initialValues, derivedFrom, onSaved, onCancel }: TAuditBuilderFormProps) {
  const form = useForm<TBuilderValues>({ initialValues, validate: validateBuilder, validateInputOnBlur: false });
  const deviceId = useDeviceId();
  // A new template's draft (or a copy's, by the template copied) is kept apart from an edit's.
  const draft = useFormDraft(form, {
    form: template ? 'audit-template' : 'audit-template.new',
    recordId: template?.id ?? derivedFrom,
    deviceId: template ? undefined : deviceId,
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { invalidMessage: CHECK_FIELDS });
  const save = useSaveAuditTemplate(template?.id ?? null);
  const [openQuestion, setOpenQuestion] = useState<string | null>(initialValues.sections[0]?.elements[0]?.id ?? null);
  const values = form.getValues();
  const sectionNames = values.sections.map((section, index) => sectionName(section.title, index));

  // A question closed in the list shows only "Needs attention": open the first one with a problem.
  const openFirstProblem = (errors: Record<string, unknown>) => {
    const id = firstQuestionWithProblem(form.getValues(), Object.keys(errors));
    if (id) setOpenQuestion(id);
  };

  const submit = draft.saveWith(async (submitted: TBuilderValues) => {
    const input = templateInput(submitted, template ? null : derivedFrom);
    try {
      const saved = await save.mutateAsync(template ? { ...input, basedOn: template.updatedOn } : { ...input, id: deviceId.id });
      draft.saved();
      onSaved(saved);
    } catch (error) {
      if (isApiError(error)) openFirstProblem(error.errors);
      throw error;
    }
  });
  const checkThenSubmit = (event: FormEvent<HTMLFormElement>) => {
    const checked = form.validate();
    if (checked.hasErrors) openFirstProblem(checked.errors);
    onSubmit(submit)(event);
  };

  const addSection = () => {
    const section = newSection();
    form.insertListItem('sections', section);
    setOpenQuestion(section.elements[0]?.id ?? null);
  };

  return (
    <form onSubmit={checkThenSubmit} noValidate aria-label="Audit template">
      <Stack gap="lg">
        {draft.prompt}
        <FormProblem title="The template was not saved" problem={problem} />
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <TextInput label="Template name" required maxLength={120} placeholder="e.g. Weekly scaffold check" {...form.getInputProps('name')} />
            <Textarea
              label="Description"
              required
              withAsterisk={false}
              autosize
              minRows={2}
              maxLength={2000}
              description="When and by whom it is done"
              {...form.getInputProps('description')}
            />
          </Stack>
        </Paper>
        <Stack gap="md">
          <SortableList
            ids={values.sections.map((section) => section.id)}
            onMove={(from, to) => form.reorderListItem('sections', { from, to })}
            nameOf={(id) => `section ${values.sections.findIndex((section) => section.id === id) + 1}`}
            renderItem={(_id, s, handle) => (
              <Stack pb="md">
                <SectionCard
                  form={form}
                  s={s}
                  handle={handle}
                  openQuestion={openQuestion}
                  setOpenQuestion={setOpenQuestion}
                  onDuplicate={() => {
                    const section = values.sections[s];
                    if (section) form.insertListItem('sections', duplicateSection(section), s + 1);
                  }}
                  onMove={(to) => form.reorderListItem('sections', { from: s, to })}
                  onDelete={values.sections.length > 1 ? () => form.removeListItem('sections', s) : undefined}
                  sectionNames={sectionNames}
                />
              </Stack>
            )}
          />
          {typeof form.errors.sections === 'string' && (
            <Text size="sm" c="red.8" role="alert">
              {form.errors.sections}
            </Text>
          )}
          <Button variant="default" leftSection={<IconPlus aria-hidden size={18} />} onClick={addSection} w="fit-content">
            Add section
          </Button>
        </Stack>
        <Group
          gap="sm"
          justify="flex-end"
          p="sm"
          bg="white"
          style={{ position: 'sticky', bottom: 0, zIndex: 3, borderTop: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Button
            variant="default"
            onClick={() => {
              draft.discarded();
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={submitting} leftSection={<IconDeviceFloppy aria-hidden size={18} />}>
            Save template
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
