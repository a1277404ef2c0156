import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TWorksite } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { archiveWorksite, restoreWorksite } from './worksites-api';
import { ArchiveDialog } from '../../ui/ArchiveDialog';

/**
 * Archive (not delete: projects and jobs keep pointing at the site) or restore, each confirmed
 * first. An archived site leaves the list and is read-only until restored.
 */
export function ArchiveWorksite({ worksite, onChanged }: { worksite: TWorksite; onChanged: (worksite: TWorksite) => void }) {
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const archived = worksite.archivedOn !== null;

  const change = useMutation({
    mutationFn: () => (archived ? restoreWorksite(worksite.id) : archiveWorksite(worksite.id)),
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      setAsking(false);
      onChanged(saved);
      notifySuccess(saved.archivedOn ? `${saved.name} archived.` : `${saved.name} restored.`);
    },
    onError: (error) => {
      setAsking(false);
      setProblem(errorMessage(error));
    },
  });

  const action = archived ? 'Restore worksite' : 'Archive worksite';
  return (
    <Stack gap="sm">
      <Text>
        {archived
          ? 'This worksite is archived: it is hidden from the worksite list and cannot be changed. Restore it to use it again.'
          : 'Finished with this site? Archiving hides it from the worksite list. Nothing is deleted, and you can restore it any time.'}
      </Text>
      <Group>
        <Button
          variant={archived ? 'filled' : 'outline'}
          color={archived ? undefined : 'red.8'}
          size="md"
          leftSection={archived ? <IconArchiveOff size={20} aria-hidden /> : <IconArchive size={20} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {action}
        </Button>
      </Group>
      {problem && (
        <Text size="sm" c="red.8" role="alert">
          {problem}
        </Text>
      )}
      <ArchiveDialog
        opened={asking}
        action={action}
        text={
          archived
            ? `${worksite.name} will be back in the worksite list and can be changed again.`
            : `${worksite.name} will be hidden from the worksite list and become read-only. Its projects, jobs and photos are kept.`
        }
        confirmLabel={archived ? 'Restore' : 'Archive'}
        confirmColor={archived ? undefined : 'red.8'}
        busy={change.isPending}
        onConfirm={() => change.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
