import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import type { TProjectListItem } from '@hivis/contracts';
import { Link, Navigate } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { ListControls, useListControls } from '../../ui/ListControls';
import { Page } from '../../ui/Page';
import type { TColumn } from '../../ui/PaginatedTable';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { dateRange } from './project-format';
import { projectCreatePath, projectIntroPath, projectPath } from './project-paths';
import { useProjects } from './projects-api';
import { BackLink } from '../../ui/BackLink';
import { WorksiteGate } from './WorksiteGate';

function NameLink({ project }: { project: TProjectListItem }) {
  return (
    <Group gap={6} wrap="wrap">
      <Anchor
        component={Link}
        to={projectPath(project.worksiteId, project.id)}
        fw={600}
        style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
      >
        {project.name}
      </Anchor>
      {project.archivedOn && (
        <Badge color="gray" variant="light">
          Archived
        </Badge>
      )}
    </Group>
  );
}

const datesOf = (project: TProjectListItem) => dateRange(project.startDate, project.endDate) || 'No dates yet';

const wideColumns: TColumn<TProjectListItem>[] = [
  { key: 'name', header: 'Project', cell: (project) => <NameLink project={project} /> },
  { key: 'number', header: 'Number', cell: (project) => <Text size="sm">{project.projectNumber ?? '—'}</Text> },
  { key: 'client', header: 'Client', cell: (project) => <Text size="sm">{project.clientName ?? 'No client yet'}</Text> },
  { key: 'dates', header: 'Dates', cell: (project) => <Text size="sm">{datesOf(project)}</Text> },
];

/** Phone: one column that fits 360 px, the project as a small card. */
const narrowColumns: TColumn<TProjectListItem>[] = [
  {
    key: 'project',
    header: 'Project',
    cell: (project) => (
      <Stack gap={2}>
        <NameLink project={project} />
        <Text size="sm">{[project.projectNumber, project.clientName ?? 'No client yet'].filter(Boolean).join(' · ')}</Text>
        <Text size="sm" c="dimmed">
          {datesOf(project)}
        </Text>
      </Stack>
    ),
  },
];

/** /worksite/{worksiteId}/project/list: the worksite's projects; a worksite with none at all gets the intro. */
export function ProjectListPage() {
  return <WorksiteGate title="Projects">{(worksite) => <ProjectList worksiteId={worksite.id} siteName={worksite.name} />}</WorksiteGate>;
}

function ProjectList({ worksiteId, siteName }: { worksiteId: string; siteName: string }) {
  const paging = usePaging();
  const controls = useListControls(() => paging.setPage(1));
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const projects = useProjects({ worksiteId, page: paging.page, take: paging.take, ...controls.query });
  // No current projects and no filter: look once for archived ones before sending the person to the intro.
  const noneCurrent = !controls.filtered && projects.isSuccess && projects.data.total === 0;
  const archived = useProjects({ worksiteId, page: 1, take: 5, archived: 'true' }, noneCurrent);

  if (noneCurrent && archived.isSuccess && archived.data.total === 0) return <Navigate to={projectIntroPath(worksiteId)} replace />;

  const emptyText = controls.query.search
    ? 'No project matches that search.'
    : controls.archived
      ? 'No archived projects at this worksite.'
      : 'No current projects at this worksite.';
  const createProject = (
    <Button component={Link} to={projectCreatePath(worksiteId)} size="md" leftSection={<IconPlus size={20} aria-hidden />}>
      Create project
    </Button>
  );

  return (
    <Page title="Projects" heading={`Projects at ${siteName}`} size="xl">
      <BackLink to="/worksite/list">All worksites</BackLink>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>Each project is a piece of work for a client at this worksite. Open one to see its jobs and the principal contractor.</Text>
        {createProject}
      </Group>

      <ListControls controls={controls} searchLabel="Search" searchHint="Name or number" archivedLabel="Show archived projects" />

      <PaginatedTable
        caption={controls.archived ? 'Archived projects' : 'Projects'}
        columns={narrow ? narrowColumns : wideColumns}
        rowKey={(project) => project.id}
        data={projects.data}
        loading={projects.isFetching}
        error={projects.isError ? `The list did not load: ${errorMessage(projects.error)}` : undefined}
        emptyText={emptyText}
        emptyAction={controls.query.search || controls.archived ? undefined : createProject}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 760}
      />
    </Page>
  );
}
