import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormProblem } from '../../ui/forms/FormProblem';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { initialProjectValues } from './project-form-values';
import type { TProjectFormValues } from './project-form-values';
import { useStoreProject } from './projects-api';

type TProjectPartFormProps = {
  project: TProject | null;
  label: string;
  submitLabel: string;
  /** Server field names this form shows; other field errors go in the form's alert. */
  fields: readonly string[];
  validate: (values: TProjectFormValues) => Record<string, string>;
  save: (values: TProjectFormValues) => Promise<TProject>;
  onSaved: (saved: TProject) => void;
  /** A second way out: 'Skip for now' while creating, 'Cancel' when changing. */
  secondary?: { label: string; to: string };
  children: (form: UseFormReturnType<TProjectFormValues>) => ReactNode;
};

/** One form over part (or all) of a project: checks with the contract, saves, shows the server's field errors. */
export function ProjectPartForm({ project, label, submitLabel, fields, validate, save, onSaved, secondary, children }: TProjectPartFormProps) {
  const storeProject = useStoreProject();
  const form = useForm<TProjectFormValues>({ mode: 'controlled', initialValues: initialProjectValues(project), validate });
  const readOnly = project?.archivedOn != null;

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      storeProject(saved);
      form.resetDirty();
      onSaved(saved);
    },
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: fields, invalidMessage: CHECK_FIELDS });

  return (
    <form noValidate aria-label={label} onSubmit={onSubmit(mutation.mutateAsync)}>
      <Fieldset variant="unstyled" disabled={readOnly}>
        <Stack gap="lg">
          {children(form)}
          <FormProblem title="The project was not saved" problem={problem} />
          {!readOnly && (
            <Group justify="flex-end" gap="sm">
              {secondary && (
                <Button component={Link} to={secondary.to} variant="default" size="md">
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
