import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TProject } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { setProjectArchived } from './projects-api';
import { useStoreProject } from './projects-api';
import { ArchiveDialog } from '../../ui/ArchiveDialog';

/**
 * Archive (not delete: jobs and their SWMS keep pointing at the project) or restore, each
 * confirmed first. An archived project leaves the list and is read-only until restored.
 */
export function ArchiveProject({ project }: { project: TProject }) {
  const storeProject = useStoreProject();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const archived = project.archivedOn !== null;

  const change = useMutation({
    mutationFn: () => setProjectArchived(project.id, !archived),
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      setAsking(false);
      storeProject(saved);
      notifySuccess(saved.archivedOn ? `${saved.name} archived.` : `${saved.name} restored.`);
    },
    onError: (error) => {
      setAsking(false);
      setProblem(errorMessage(error));
    },
  });

  const action = archived ? 'Restore project' : 'Archive project';
  return (
    <Stack gap="sm">
      <Text>
        {archived
          ? 'Restoring puts the project back in the list and lets you change it again.'
          : 'Archive the project when the work is finished. It leaves the list but keeps its jobs and paperwork; you can restore it any time.'}
      </Text>
      {problem && (
        <Alert color="red" title="That did not work">
          {problem}
        </Alert>
      )}
      <Group>
        <Button
          variant={archived ? 'filled' : 'default'}
          size="md"
          leftSection={archived ? <IconArchiveOff size={20} aria-hidden /> : <IconArchive size={20} aria-hidden />}
          onClick={() => setAsking(true)}
        >
          {action}
        </Button>
      </Group>
      <ArchiveDialog
        opened={asking}
        action={action}
        text={archived ? `Restore ${project.name}?` : `Archive ${project.name}? Its jobs stay as they are.`}
        confirmLabel={action}
        busy={change.isPending}
        onConfirm={() => change.mutate()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}
