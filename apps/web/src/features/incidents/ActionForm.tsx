import { Button, Group, Paper, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ZIncidentActionBodySchema } from '@hivis/contracts';
import type { TIncidentAction } from '@hivis/contracts';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { validateWith } from '../../ui/forms/form-validation';
import { CHECK_FIELDS, useServerForm } from '../../ui/forms/useServerForm';
import { notifySuccess } from '../../ui/notify';
import { useEmployees } from '../employees/employees-api';
import { useSaveAction } from './incidents-api';
import { personOptions } from './people-options';

/*
 * A corrective action, added or changed by an account holder: what will be done, who does it,
 * and by when. The server checks the person is of the company and puts its refusals on the fields.
 */

type TValues = { description: string; ownerId: string | null; dueOn: string };

const FIELDS = ['description', 'ownerId', 'dueOn'] as const;
const PEOPLE_QUERY = { page: 1, take: 100, status: 'all' } as const;

type TActionFormProps = { incidentId: string; action: TIncidentAction | null; onClose: () => void };

export function ActionForm({ incidentId, action, onClose }: TActionFormProps) {
  const people = useEmployees(PEOPLE_QUERY);
  const save = useSaveAction(incidentId, action?.id ?? null);
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: { description: action?.description ?? '', ownerId: action?.owner?.id ?? null, dueOn: action?.dueOn ?? '' },
    validate: (values) => validateWith(ZIncidentActionBodySchema, values),
  });
  const { problem, submitting, onSubmit } = useServerForm(form, { fields: FIELDS, invalidMessage: CHECK_FIELDS });
  const send = async (values: TValues) => {
    await save.mutateAsync({ description: values.description, ownerId: values.ownerId ?? '', dueOn: values.dueOn });
    notifySuccess(action ? 'Action saved.' : 'Action added.');
    onClose();
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="gray.0">
      <form noValidate onSubmit={onSubmit(send)} aria-label={action ? 'Change the action' : 'New corrective action'}>
        <Stack gap="sm">
          <FormProblem title={action ? 'The action was not saved' : 'The action was not added'} problem={problem} />
          <Textarea
            label="What will be done"
            size="md"
            required
            withAsterisk={false}
            autosize
            minRows={2}
            maxLength={1000}
            {...form.getInputProps('description')}
          />
          <Select
            label="Who will do it"
            placeholder={people.isPending ? 'Loading your people…' : 'Choose someone'}
            size="md"
            required
            withAsterisk={false}
            searchable
            data={personOptions(people.data?.items ?? [], action?.owner ?? null)}
            nothingFoundMessage="Nobody by that name."
            {...form.getInputProps('ownerId')}
          />
          {people.isError && (
            <Text size="sm" c="red.9">
              Your people did not load: {errorMessage(people.error)}
            </Text>
          )}
          <TextInput type="date" label="Due day" size="md" required {...form.getInputProps('dueOn')} />
          <Group gap="sm" grow>
            <Button type="submit" size="md" loading={submitting}>
              {action ? 'Save changes' : 'Add action'}
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
