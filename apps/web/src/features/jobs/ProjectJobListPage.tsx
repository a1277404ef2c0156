import { Button, Group, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { jobCreateOptionPath, projectPagePath } from './job-paths';
import { JobsTable } from './JobsTable';
import { JobProjectGate } from './JobProjectGate';

/** /worksite/{w}/project/{p}/job/list: the project's jobs, newest first. */
export function ProjectJobListPage() {
  return (
    <JobProjectGate title="Jobs">
      {(project, place) => (
        <Page title={`Jobs of ${project.name}`} size="xl">
          <BackLink to={projectPagePath(place)}>{project.name}</BackLink>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Text maw={640}>
              The jobs of this project at {project.worksite.name}. Open a job to change its status, add notes and files, or put people on it.
            </Text>
            {!project.archivedOn && (
              <Button component={Link} to={jobCreateOptionPath(place)} size="md" leftSection={<IconPlus size={20} aria-hidden />}>
                New job
              </Button>
            )}
          </Group>
          <JobsTable
            projectId={project.id}
            caption={`Jobs of ${project.name}`}
            emptyText="No jobs in this project yet."
            emptyAction={
              project.archivedOn ? undefined : (
                <Button component={Link} to={jobCreateOptionPath(place)} size="md" leftSection={<IconPlus size={20} aria-hidden />}>
                  New job
                </Button>
              )
            }
          />
        </Page>
      )}
    </JobProjectGate>
  );
}
