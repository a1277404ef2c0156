import { Button, Modal, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { jobCreateOptionPath } from './job-paths';
import { useProjectChoices, useWorksiteChoices } from './jobs-api';

/** 'New job' from the company's list: a job lives in a project at a worksite, so pick those first. */
export function NewJobPicker({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const worksites = useWorksiteChoices();
  const [worksiteId, setWorksiteId] = useState('');
  const [projectId, setProjectId] = useState('');
  const projects = useProjectChoices(worksiteId || null, opened && worksiteId !== '');
  const projectItems = projects.data?.items ?? [];

  return (
    <Modal opened={opened} onClose={onClose} title="Where is the new job?" size="md">
      <Stack gap="md">
        <NativeSelect
          label="Worksite"
          size="md"
          value={worksiteId}
          error={worksites.isError ? errorMessage(worksites.error) : undefined}
          data={[{ value: '', label: 'Choose a worksite' }, ...(worksites.data?.items ?? []).map((site) => ({ value: site.id, label: site.name }))]}
          onChange={(event) => {
            setWorksiteId(event.currentTarget.value);
            setProjectId('');
          }}
        />
        {worksiteId !== '' && !projects.isPending && projectItems.length === 0 ? (
          <Text size="sm">This worksite has no current project yet. Add a project there first, from the worksite's projects.</Text>
        ) : (
          <NativeSelect
            label="Project"
            size="md"
            value={projectId}
            disabled={worksiteId === '' || projects.isPending}
            data={[
              { value: '', label: worksiteId ? 'Choose a project' : 'Choose the worksite first' },
              ...projectItems.map((project) => ({ value: project.id, label: project.name })),
            ]}
            onChange={(event) => setProjectId(event.currentTarget.value)}
          />
        )}
        <Button size="md" disabled={!worksiteId || !projectId} onClick={() => void navigate(jobCreateOptionPath({ worksiteId, projectId }))}>
          Continue
        </Button>
      </Stack>
    </Modal>
  );
}
