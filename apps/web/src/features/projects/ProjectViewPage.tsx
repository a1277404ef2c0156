import { Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Page } from '../../ui/Page';
import './project-print.css';
import { JOB_STATUS_LABELS } from './project-format';
import { projectPath } from './project-paths';
import { Facts, clientFacts, detailFacts, pcFacts } from './ProjectFacts';
import { BackLink } from '../../ui/BackLink';
import { WithProject } from './ProjectGate';

/** /worksite/{worksiteId}/project/view?projectId=: a read-only summary that prints on one or two pages. */
export function ProjectViewPage() {
  return (
    <WithProject title="Project summary">
      {(project, worksiteId) => {
        const statuses = Object.keys(JOB_STATUS_LABELS) as (keyof typeof JOB_STATUS_LABELS)[];
        return (
          <Page title="Project summary" heading={project.name}>
            <Group justify="space-between" gap="sm" className="no-print">
              <BackLink to={projectPath(worksiteId, project.id)}>Back to the project</BackLink>
              <Button variant="default" size="md" leftSection={<IconPrinter size={20} aria-hidden />} onClick={() => window.print()}>
                Print
              </Button>
            </Group>
            {project.archivedOn && <Text fw={600}>This project is archived.</Text>}
            <Stack gap="lg">
              <section aria-labelledby="view-details">
                <Title order={2} fz="h3" id="view-details" mb="sm">
                  Project details
                </Title>
                <Facts facts={detailFacts(project)} />
              </section>
              <Divider />
              <section aria-labelledby="view-client">
                <Title order={2} fz="h3" id="view-client" mb="sm">
                  Client
                </Title>
                <Facts facts={clientFacts(project)} />
              </section>
              <Divider />
              <section aria-labelledby="view-pc">
                <Title order={2} fz="h3" id="view-pc" mb="sm">
                  Principal contractor
                </Title>
                {project.principalContractor ? <Facts facts={pcFacts(project)} /> : <Text>Not given.</Text>}
              </section>
              <Divider />
              <section aria-labelledby="view-jobs">
                <Title order={2} fz="h3" id="view-jobs" mb="sm">
                  Jobs
                </Title>
                <Text>
                  {project.jobCounts.total} in all: {statuses.map((status) => `${JOB_STATUS_LABELS[status]} ${project.jobCounts[status]}`).join(', ')}.
                </Text>
              </section>
            </Stack>
          </Page>
        );
      }}
    </WithProject>
  );
}
