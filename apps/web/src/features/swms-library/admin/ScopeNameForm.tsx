import { Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZScopeNameSchema } from '@hivis/contracts';
import type { TScopeNameInput } from '@hivis/contracts';
import { useServerForm } from '../../../ui/forms/useServerForm';
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
  const form = useForm<TScopeNameInput>({ mode: 'controlled', initialValues: { name: initial }, validate: schemaResolver(ZScopeNameSchema, { sync: true }) });
  const { problem, onSubmit } = useServerForm(form);
  return (
    <form noValidate onSubmit={onSubmit((values) => save(values.name.trim()).then(onSaved))}>
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
