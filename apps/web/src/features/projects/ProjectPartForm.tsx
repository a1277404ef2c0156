import { Button, Fieldset, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { UseFormReturnType } from '@mantine/form';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormProblem } from '../../ui/forms/FormProblem';
import { applyServerErrors } from '../../ui/forms/server-errors';
import { initialProjectValues } from './project-form-values';
import type { TProjectFormValues } from './project-form-values';
import { projectsKeys } from './projects-api';

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
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TProjectFormValues>({ mode: 'controlled', initialValues: initialProjectValues(project), validate });
  const readOnly = project?.archivedOn != null;

  const mutation = useMutation({
    mutationFn: save,
    onSuccess: (saved) => {
      queryClient.setQueryData(projectsKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['projects', 'page'] });
      form.resetDirty();
      onSaved(saved);
    },
    onError: (error) => setProblem(applyServerErrors(form, error, fields)),
  });

  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.onSubmit(
        (values) => {
          setProblem(null);
          mutation.mutate(values);
        },
        // On a phone the first wrong field can be far above the button: say so next to it.
        () => setProblem('Please check the fields marked in red.'),
      )}
    >
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
              <Button type="submit" size="md" leftSection={<IconDeviceFloppy size={20} aria-hidden />} loading={mutation.isPending}>
                {submitLabel}
              </Button>
            </Group>
          )}
        </Stack>
      </Fieldset>
    </form>
  );
}
