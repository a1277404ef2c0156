import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { SWMS_NAME_MAX, ZCreateTradeSchema } from '@hivis/contracts';
import type { TCreateTradeInput, TLibraryTrade } from '@hivis/contracts';
import type { KeyboardEvent } from 'react';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useServerForm } from '../../../ui/forms/useServerForm';
import { useCreateTrade } from '../../swms-library/library-api';

type TAddTradeModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The new trade, once saved (the screen ticks it). */
  onCreated: (trade: TLibraryTrade) => void;
};

/**
 * "Add your own trade": a trade the library lacks, with its first scope of work. It is the
 * company's own (not public) and appears in the list marked "Your trade".
 * Not a <form>: the step screen around it is one already (React passes a submit up through the
 * modal's portal to it); Enter in a field saves here instead.
 */
export function AddTradeModal({ opened, onClose, onCreated }: TAddTradeModalProps) {
  const create = useCreateTrade();
  const form = useForm<TCreateTradeInput>({
    mode: 'controlled',
    initialValues: { name: '', scopeName: '' },
    validate: schemaResolver(ZCreateTradeSchema, { sync: true }),
  });
  const { problem, setProblem, submitting, onSubmit } = useServerForm(form);

  const close = () => {
    form.reset();
    setProblem(null);
    onClose();
  };

  const save = onSubmit(async (values) => {
    const trade = await create.mutateAsync(values);
    onCreated(trade);
    close();
  });

  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      save();
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Add your own trade" size="md">
      <Stack gap="md">
        <Text size="sm">Saved to your company’s library, so you can pick it on your next SWMS too. Only your company sees it.</Text>
        <TextInput
          label="Trade"
          description="For example ‘Glazing’ or ‘Fire protection’."
          size="md"
          required
          maxLength={SWMS_NAME_MAX}
          {...form.getInputProps('name')}
          onKeyDown={onEnter}
          data-autofocus
        />
        <TextInput
          label="First scope of work"
          description="A kind of job this trade does, for example ‘Shopfront windows’."
          size="md"
          required
          maxLength={SWMS_NAME_MAX}
          {...form.getInputProps('scopeName')}
          onKeyDown={onEnter}
        />
        <FormProblem title="The trade was not added" problem={problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={close}>
            Cancel
          </Button>
          <Button size="md" loading={submitting} onClick={() => save()}>
            Add trade
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
