import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ZCreateTradeSchema } from '@hivis/contracts';
import type { TCreateTradeInput } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { useServerForm } from '../../../ui/forms/useServerForm';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { notifySuccess } from '../../../ui/notify';
import { useCreateTrade } from '../library-api';
import { adminSwmsPaths } from './admin-swms-paths';

/** Adds a trade to the public library with its first scope, then opens that scope's activities. */
export function NewTradeModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const create = useCreateTrade();
  const form = useForm<TCreateTradeInput>({
    mode: 'controlled',
    initialValues: { name: '', scopeName: '' },
    validate: schemaResolver(ZCreateTradeSchema, { sync: true }),
  });
  const { problem, submitting, onSubmit } = useServerForm(form);
  const submit = onSubmit(async (values) => {
    const trade = await create.mutateAsync(values);
    notifySuccess(`Trade “${trade.name}” added to the public library.`);
    form.reset();
    onClose();
    const scope = trade.scopes[0];
    if (scope) void navigate(adminSwmsPaths.viewScope(scope.id));
  });
  return (
    <Modal opened={opened} onClose={onClose} title="Add a trade" centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormProblem title="The trade was not added" problem={problem} />
          <TextInput label="Trade" description="For example ‘Glazing’." size="md" required {...form.getInputProps('name')} />
          <TextInput
            label="First scope of work"
            description="For example ‘Shopfront glazing’. Add more scopes later."
            size="md"
            required
            {...form.getInputProps('scopeName')}
          />
          <Group justify="flex-end">
            <Button type="button" variant="default" size="md" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" size="md" loading={submitting}>
              Add trade
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
