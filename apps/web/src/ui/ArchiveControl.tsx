import { Button } from '@mantine/core';
import { IconArchive, IconRestore } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../api/api-error';
import { FormProblem } from './forms/FormProblem';
import { ArchiveDialog } from './ArchiveDialog';

type TArchiveControlProps = {
  /** 'client', 'contact', 'template': for the button and the question. */
  what: string;
  name: string;
  archived: boolean;
  /** What archiving means for this record, said before the person confirms. */
  consequence: string;
  onChange: (archive: boolean) => Promise<unknown>;
  /** Smaller in a table's row; the name is then said to screen readers in the button too. */
  compact?: boolean;
};

/** Archive or restore, after a confirmation: archived records leave the lists but are never deleted. */
export function ArchiveControl({ what, name, archived, consequence, onChange, compact = false }: TArchiveControlProps) {
  const [asking, setAsking] = useState(false);
  const change = useMutation({ mutationFn: () => onChange(!archived), onSuccess: () => setAsking(false) });
  const action = archived ? `Restore ${what}` : `Archive ${what}`;

  return (
    <>
      <Button
        variant="default"
        size={compact ? 'xs' : 'sm'}
        leftSection={archived ? <IconRestore aria-hidden size={18} /> : <IconArchive aria-hidden size={18} />}
        onClick={() => {
          change.reset();
          setAsking(true);
        }}
      >
        {action}
        {compact && <span className="visually-hidden"> {name}</span>}
      </Button>
      <ArchiveDialog
        opened={asking}
        action={action}
        text={archived ? `${name} will be back in the lists and can be picked again.` : `${name} will leave the lists. ${consequence}`}
        confirmLabel={action}
        confirmColor={archived ? 'teal.9' : 'red.8'}
        busy={change.isPending}
        problem={<FormProblem title={`The ${what} was not changed`} problem={change.isError ? errorMessage(change.error) : null} />}
        onConfirm={() => change.mutate()}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
