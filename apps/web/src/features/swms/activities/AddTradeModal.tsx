import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { SWMS_NAME_MAX, ZCreateTradeSchema } from '@hivis/contracts';
import type { TLibraryTrade } from '@hivis/contracts';
import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { errorMessage, isApiError } from '../../../api/api-error';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { useCreateTrade } from '../../swms-library/library-api';

type TAddTradeModalProps = {
  opened: boolean;
  onClose: () => void;
  /** The new trade, once saved (the screen ticks it). */
  onCreated: (trade: TLibraryTrade) => void;
};

type TErrors = { name?: string; scopeName?: string };

/**
 * "Add your own trade": a trade the library lacks, with its first scope of work. It is the
 * company's own (not public) and appears in the list marked "Your trade".
 * Not a <form>: the step screen around it is one already; Enter in a field saves here instead.
 */
export function AddTradeModal({ opened, onClose, onCreated }: TAddTradeModalProps) {
  const create = useCreateTrade();
  const [name, setName] = useState('');
  const [scopeName, setScopeName] = useState('');
  const [errors, setErrors] = useState<TErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    setName('');
    setScopeName('');
    setErrors({});
    setProblem(null);
    onClose();
  };

  const save = async () => {
    setProblem(null);
    const parsed = ZCreateTradeSchema.safeParse({ name, scopeName });
    if (!parsed.success) {
      const next: TErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'name' || field === 'scopeName') next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      const trade = await create.mutateAsync(parsed.data);
      onCreated(trade);
      close();
    } catch (error) {
      if (isApiError(error) && error.hasFieldErrors) {
        setErrors({ name: error.errors.name, scopeName: error.errors.scopeName });
        if (!error.errors.name && !error.errors.scopeName) setProblem(errorMessage(error));
      } else setProblem(errorMessage(error));
    }
  };

  const onEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
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
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onKeyDown={onEnter}
          error={errors.name}
          data-autofocus
        />
        <TextInput
          label="First scope of work"
          description="A kind of job this trade does, for example ‘Shopfront windows’."
          size="md"
          required
          maxLength={SWMS_NAME_MAX}
          value={scopeName}
          onChange={(event) => setScopeName(event.currentTarget.value)}
          onKeyDown={onEnter}
          error={errors.scopeName}
        />
        <FormProblem title="The trade was not added" problem={problem} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="md" onClick={close}>
            Cancel
          </Button>
          <Button size="md" loading={create.isPending} onClick={() => void save()}>
            Add trade
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
