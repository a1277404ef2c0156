import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconArchive, IconArchiveOff } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TProject } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifySuccess } from '../../ui/notify';
import { projectsKeys, setProjectArchived } from './projects-api';

/**
 * Archive (not delete: jobs and their SWMS keep pointing at the project) or restore, each
 * confirmed first. An archived project leaves the list and is read-only until restored.
 */
export function ArchiveProject({ project }: { project: TProject }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const archived = project.archivedOn !== null;

  const change = useMutation({
    mutationFn: () => setProjectArchived(project.id, !archived),
    onMutate: () => setProblem(null),
    onSuccess: (saved) => {
      setAsking(false);
      queryClient.setQueryData(projectsKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['projects', 'page'] });
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
      <Modal opened={asking} onClose={() => setAsking(false)} title={`${action}?`} centered>
        <Stack gap="md">
          <Text>{archived ? `Restore ${project.name}?` : `Archive ${project.name}? Its jobs stay as they are.`}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" size="md" onClick={() => setAsking(false)}>
              Cancel
            </Button>
            <Button size="md" loading={change.isPending} onClick={() => change.mutate()}>
              {action}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
