import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZScopeNameSchema } from '@hivis/contracts';
import type { TScopeNameInput } from '@hivis/contracts';
import { useState } from 'react';
import { applyServerErrors } from '../../../ui/forms/server-errors';
import { FormProblem } from '../../../ui/forms/FormProblem';

type TScopeNameFormProps = {
  label: string;
  initial: string;
  submitLabel: string;
  busy: boolean;
  save: (name: string) => Promise<unknown>;
  onSaved: () => void;
};

/** One name (a scope's or a trade's), checked like the server checks it. */
export function ScopeNameForm({ label, initial, submitLabel, busy, save, onSaved }: TScopeNameFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<TScopeNameInput>({ mode: 'controlled', initialValues: { name: initial }, validate: schemaResolver(ZScopeNameSchema, { sync: true }) });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        setProblem(null);
        save(values.name.trim()).then(onSaved, (error: unknown) => setProblem(applyServerErrors(form, error, ['name'])));
      })}
    >
      <Stack gap="md">
        <FormProblem title="Not saved" problem={problem} />
        <TextInput label={label} size="md" required maxLength={120} {...form.getInputProps('name')} />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
