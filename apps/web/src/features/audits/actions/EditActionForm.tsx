import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { TAuditAction } from '@hivis/contracts';
import { errorMessage } from '../../../api/api-error';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useServerForm } from '../../../ui/forms/useServerForm';
import { personOptions } from './action-words';
import { useActionPeople, useChangeAuditAction } from './actions-api';

/*
 * An account holder changes who an open action is given to and when it is due: someone closer to
 * the work, a later day once the part is on order. The server checks the person is of the company
 * and puts its refusals on the fields.
 */

type TValues = { assignedTo: string | null; dueOn: string };

const FIELDS = ['assignedTo', 'dueOn'] as const;

export function EditActionForm({ action, onClose }: { action: TAuditAction; onClose: () => void }) {
  const people = useActionPeople(true);
  const change = useChangeAuditAction(action.id);
  const form = useForm<TValues>({ mode: 'controlled', initialValues: { assignedTo: action.assignedTo?.id ?? null, dueOn: action.dueOn ?? '' } });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS });
  const save = async (values: TValues) => {
    await change.mutateAsync({ assignedTo: values.assignedTo, dueOn: values.dueOn || null });
    onClose();
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <form noValidate onSubmit={onSubmit(save)}>
        <Stack gap="sm">
          <FormProblem title="The action was not changed" problem={problem} />
          <Select
            label="Given to"
            placeholder={people.isPending ? 'Loading your people…' : 'Nobody'}
            size="md"
            searchable
            clearable
            data={personOptions(people.data?.items ?? [], action.assignedTo)}
            nothingFoundMessage="Nobody by that name."
            {...form.getInputProps('assignedTo')}
          />
          {people.isError && (
            <Text size="sm" c="red.9">
              Your people did not load: {errorMessage(people.error)}
            </Text>
          )}
          <TextInput type="date" label="Due day" description="Leave it empty for no due day." size="md" {...form.getInputProps('dueOn')} />
          <Group gap="sm" grow>
            <Button type="submit" size="md" loading={submitting}>
              Save changes
            </Button>
            <Button variant="default" size="md" onClick={onClose} disabled={submitting}>
              Cancel
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
