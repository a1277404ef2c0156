import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconListDetails, IconPencil, IconPlus } from '@tabler/icons-react';
import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { ArchiveProject } from './ArchiveProject';
import { JOB_STATUS_LABELS } from './project-format';
import { projectCreateJobPath, projectJobsPath, projectListPath, projectScreenPath } from './project-paths';
import type { TProjectScreen } from './project-paths';
import { Facts, clientFacts, detailFacts, pcFacts } from './ProjectFacts';
import { BackLink } from '../../ui/BackLink';
import { WithProject } from './ProjectGate';

/** A titled part of the project with its own edit link (hidden while archived: it is read-only). */
function Part({ id, title, edit, children }: { id: string; title: string; edit: { to: string; label: string } | null; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={`${id}-heading`}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} fz="h3" id={`${id}-heading`}>
            {title}
          </Title>
          {edit && (
            <Anchor component={Link} to={edit.to} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}>
              <IconPencil size={18} aria-hidden />
              {edit.label}
            </Anchor>
          )}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function JobCounts({ project }: { project: TProject }) {
  const statuses = Object.keys(JOB_STATUS_LABELS) as (keyof typeof JOB_STATUS_LABELS)[];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0}>
      {statuses.map((status) => (
        <Paper key={status} withBorder p="sm" radius="md">
          <Text component="dt" size="sm" c="dimmed">
            {JOB_STATUS_LABELS[status]}
          </Text>
          <Text component="dd" m={0} fz={28} fw={700}>
            {project.jobCounts[status]}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

/** /worksite/{worksiteId}/project/{projectId}: the project, its parts with edit links, and its jobs. */
export function ProjectPage() {
  return (
    <WithProject title="Project">
      {(project, worksiteId) => {
        const archived = project.archivedOn !== null;
        const edit = (screen: TProjectScreen, label: string) => (archived ? null : { to: projectScreenPath(worksiteId, project.id, screen), label });
        return (
          <Page title={project.name} size="lg">
            <BackLink to={projectListPath(worksiteId)}>Projects at {project.worksite.name}</BackLink>
            {archived && (
              <Alert color="gray" title="Archived project">
                This project is read-only. Restore it at the bottom of the page to change it.
              </Alert>
            )}
            <Group gap="sm">
              {!archived && (
                <Button component={Link} to={projectScreenPath(worksiteId, project.id, 'edit')} size="md" leftSection={<IconPencil size={20} aria-hidden />}>
                  Edit all details
                </Button>
              )}
              <Button
                component={Link}
                to={projectScreenPath(worksiteId, project.id, 'view')}
                variant="default"
                size="md"
                leftSection={<IconEye size={20} aria-hidden />}
              >
                View and print
              </Button>
            </Group>

            <Part id="project-jobs" title={`Jobs (${project.jobCounts.total})`} edit={null}>
              <JobCounts project={project} />
              <Group gap="sm">
                <Button
                  component="a"
                  href={projectJobsPath(worksiteId, project.id)}
                  variant="default"
                  size="md"
                  leftSection={<IconListDetails size={20} aria-hidden />}
                >
                  See the jobs
                </Button>
                {!archived && (
                  <Button component="a" href={projectCreateJobPath(worksiteId, project.id)} size="md" leftSection={<IconPlus size={20} aria-hidden />}>
                    Create job
                  </Button>
                )}
              </Group>
            </Part>

            <Part id="project-details" title="Project details" edit={edit('edit', 'Edit details')}>
              <Facts facts={detailFacts(project)} />
            </Part>
            <Part id="project-client" title="Client" edit={edit('client-details', project.client ? 'Change client' : 'Choose client')}>
              <Facts facts={clientFacts(project)} />
            </Part>
            <Part
              id="project-pc"
              title="Principal contractor"
              edit={edit('pc-details', project.principalContractor ? 'Change principal contractor' : 'Add principal contractor')}
            >
              {project.principalContractor ? <Facts facts={pcFacts(project)} /> : <Text c="dimmed">Not given yet. Add it before you send a SWMS.</Text>}
            </Part>
            <Part id="project-archive" title={archived ? 'Restore' : 'Archive'} edit={null}>
              <ArchiveProject project={project} />
            </Part>
          </Page>
        );
      }}
    </WithProject>
  );
}
