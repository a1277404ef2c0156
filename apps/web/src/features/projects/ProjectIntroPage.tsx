import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { projectCreatePath } from './project-paths';
import { BackLink } from '../../ui/BackLink';
import { WorksiteGate } from './WorksiteGate';

/** /worksite/{worksiteId}/project/intro: what a project is, for a worksite that has none yet. */
export function ProjectIntroPage() {
  return <WorksiteGate title="Projects">{(worksite) => <ProjectIntro worksiteId={worksite.id} siteName={worksite.name} />}</WorksiteGate>;
}

function ProjectIntro({ worksiteId, siteName }: { worksiteId: string; siteName: string }) {
  return (
    <Page title="Projects" heading={`Projects at ${siteName}`}>
      <BackLink to="/worksite/list">All worksites</BackLink>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        <Stack gap="md">
          <Title order={2} fz="h3">
            What is a project?
          </Title>
          <Text>
            A project is a piece of work you do for a client at this worksite: a new build, a renovation, a fit-out or a repair. Setting it up once means
            everything that follows already knows who it is for and who runs the site.
          </Text>
          <List spacing="xs">
            <List.Item>
              <strong>Client and contact:</strong> who the work is for and who to call about it.
            </List.Item>
            <List.Item>
              <strong>Principal contractor:</strong> the company in charge of the site and its WHS person, who receive your SWMS before work starts.
            </List.Item>
            <List.Item>
              <strong>Jobs:</strong> each day or stage of work, with its crew and timesheets, belongs to a project.
            </List.Item>
            <List.Item>
              <strong>SWMS:</strong> the safe work method statements for the jobs carry the project and principal contractor details.
            </List.Item>
          </List>
          <Text>It takes three short steps: the project details, the client, and the principal contractor. Each step is saved as you go.</Text>
          <Group gap="sm">
            <Button component={Link} to={projectCreatePath(worksiteId)} size="md" leftSection={<IconPlus size={20} aria-hidden />}>
              Create project
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Page>
  );
}
