import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { ZProjectSchema } from '@hivis/contracts';
import type { TEditBase, TProject } from '@hivis/contracts';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { TDeviceId } from '../../ui/forms/useDeviceId';
import { useFormDraft } from '../../offline/drafts/useFormDraft';
import { EditConflictDialog, conflictRows } from '../../ui/forms/EditConflictDialog';
import { FormProblem } from '../../ui/forms/FormProblem';
import { useEditConflict } from '../../ui/forms/useEditConflict';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { PROJECT_CONFLICT_FIELDS, initialProjectValues } from './project-form-values';
import type { TProjectFormValues } from './project-form-values';
import { useStoreProject } from './projects-api';

type TProjectPartFormProps = {
  project: TProject | null;
  label: string;
  submitLabel: string;
  /** Server field names this form shows; other field errors go in the form's alert. */
  fields: readonly string[];
  validate: (values: TProjectFormValues) => Record<string, string>;
  /** `base`: the version an edit is based on (contracts edits.ts), for the save to send; a create step leaves it out. */
  save: (values: TProjectFormValues, base: TEditBase) => Promise<TProject>;
  onSaved: (saved: TProject) => void;
  /** A second way out: 'Skip for now' while creating, 'Cancel' when changing. */
  secondary?: { label: string; to: string };
  /** Which draft this step keeps on the device: the step's name, and the project (or, creating, its worksite). */
  draft: { form: string; recordId: string; deviceId?: TDeviceId };
  children: (form: UseFormReturnType<TProjectFormValues>) => ReactNode;
};

/** One form over part (or all) of a project: checks with the contract, saves, shows the server's field errors. */
export function ProjectPartForm({
  project,
  label,
  submitLabel,
  fields,
  validate,
  save,
  onSaved,
  secondary,
  draft: draftAddress,
  children,
}: TProjectPartFormProps) {
  const storeProject = useStoreProject();
  const form = useForm<TProjectFormValues>({ mode: 'controlled', initialValues: initialProjectValues(project), validate });
  const readOnly = project?.archivedOn != null;
  const draft = useFormDraft(form, { ...draftAddress, enabled: !readOnly });

  // An edit crossing someone else's save is a conflict to choose on (a create step sends no version).
  const conflict = useEditConflict(project, ZProjectSchema);
  const formElement = useRef<HTMLFormElement>(null);
  const takeTheirs = () => {
    const theirs = conflict.takeTheirs();
    if (!theirs) return;
    draft.discarded();
    form.setValues(initialProjectValues(theirs));
    form.resetDirty(initialProjectValues(theirs));
    storeProject(theirs);
  };
  const mutation = useMutation({
    mutationFn: (values: TProjectFormValues) => conflict.send((base) => save(values, base)),
    onSuccess: (saved) => {
      storeProject(saved);
      form.resetDirty();
      onSaved(saved);
    },
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: fields, invalidMessage: CHECK_FIELDS });

  return (
    <form ref={formElement} noValidate aria-label={label} onSubmit={onSubmit(draft.saveWith(mutation.mutateAsync))}>
      <Fieldset variant="unstyled" disabled={readOnly}>
        <Stack gap="lg">
          {draft.prompt}
          <EditConflictDialog
            rows={conflict.theirs && conflictRows(form.values, initialProjectValues(conflict.theirs), PROJECT_CONFLICT_FIELDS)}
            onKeepMine={() => {
              conflict.keepMine();
              formElement.current?.requestSubmit();
            }}
            onUseTheirs={takeTheirs}
            onDismiss={conflict.close}
          />
          {children(form)}
          <FormProblem title="The project was not saved" problem={problem} />
          {!readOnly && (
            <Group justify="flex-end" gap="sm">
              {secondary && (
                // Skipping or cancelling throws the typing away on purpose: no question, no draft.
                <Button component={Link} to={secondary.to} variant="default" size="md" onClick={draft.discarded}>
                  {secondary.label}
                </Button>
              )}
              <Button type="submit" size="md" leftSection={<IconDeviceFloppy size={20} aria-hidden />} loading={submitting}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
