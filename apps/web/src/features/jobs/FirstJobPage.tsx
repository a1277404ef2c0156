import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { COMPANY_JOBS_PATH, jobCreateOptionPath } from './job-paths';
import { useJobs, useProjectChoices, useWorksiteChoices } from './jobs-api';
import { QueryGate, allOf } from '../../ui/QueryGate';

type TStepProps = { number: number; title: string; done: boolean; text: string; children?: ReactNode };

function Step({ number, title, done, text, children }: TStepProps) {
  const headingId = `first-job-step-${number}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="sm" justify="space-between">
          <Group gap="sm" wrap="nowrap">
            {done ? <IconCircleCheck size={28} color="var(--mantine-color-green-8)" aria-hidden /> : <IconCircleDashed size={28} aria-hidden />}
            <Title order={2} fz="h3" id={headingId}>
              Step {number}: {title}
            </Title>
          </Group>
          <Badge color={done ? 'green' : 'gray'} variant="light" size="lg" styles={{ label: { color: 'var(--mantine-color-black)' } }}>
            {done ? 'Done' : 'To do'}
          </Badge>
        </Group>
        <Text>{text}</Text>
        {children}
      </Stack>
    </Paper>
  );
}

/** /home/job/first-job: worksite → project → job, each step done or to do, from the company's real records. */
export function FirstJobPage() {
  const worksites = useWorksiteChoices();
  const projects = useProjectChoices(null);
  const jobs = useJobs({ page: 1, take: 5 });
  const [worksiteId, setWorksiteId] = useState('');
  const [projectId, setProjectId] = useState('');

  return (
    <QueryGate query={allOf(worksites, projects, jobs)} errorTitle="Your setup did not load" frame={(problem) => <Page title="Your first job">{problem}</Page>}>
      {([siteList, projectList, jobList]) => {
        const siteItems = siteList.items;
        const projectItems = projectList.items;
        const site = siteItems.find((item) => item.id === worksiteId) ?? siteItems[0];
        const project = projectItems.find((item) => item.id === projectId) ?? projectItems[0];
        const hasJob = jobList.total > 0;

        return (
          <Page title="Your first job">
            <Text>A job is a piece of work on a date, with the people on it. It belongs to a project, and a project to a worksite. Three steps:</Text>
            <Step
              number={1}
              title="Add a worksite"
              done={siteItems.length > 0}
              text="The place where the work happens: the address, who to call on site, gate codes."
            >
              <Group>
                <Button component={Link} to="/worksite/create" size="md" variant={siteItems.length > 0 ? 'default' : 'filled'}>
                  {siteItems.length > 0 ? 'Add another worksite' : 'Add a worksite'}
                </Button>
              </Group>
            </Step>
            <Step
              number={2}
              title="Add a project"
              done={projectItems.length > 0}
              text="The work for a client at that worksite: the client, the principal contractor, the dates."
            >
              {site ? (
                <Stack gap="sm">
                  {siteItems.length > 1 && (
                    <NativeSelect
                      label="Worksite of the project"
                      size="md"
                      value={site.id}
                      data={siteItems.map((item) => ({ value: item.id, label: item.name }))}
                      onChange={(event) => setWorksiteId(event.currentTarget.value)}
                    />
                  )}
                  <Group>
                    <Button component={Link} to={`/worksite/${site.id}/project/create`} size="md" variant={projectItems.length > 0 ? 'default' : 'filled'}>
                      {projectItems.length > 0 ? 'Add another project' : `Add a project at ${site.name}`}
                    </Button>
                  </Group>
                </Stack>
              ) : (
                <Text c="dimmed">Add a worksite first.</Text>
              )}
            </Step>
            <Step number={3} title="Create the job" done={hasJob} text="What to do and when. Then put your staff on it: they get a work request to accept.">
              {project ? (
                <Stack gap="sm">
                  {projectItems.length > 1 && (
                    <NativeSelect
                      label="Project of the job"
                      size="md"
                      value={project.id}
                      data={projectItems.map((item) => ({ value: item.id, label: `${item.name} (${item.worksiteName})` }))}
                      onChange={(event) => setProjectId(event.currentTarget.value)}
                    />
                  )}
                  <Group>
                    <Button
                      component={Link}
                      to={jobCreateOptionPath({ worksiteId: project.worksiteId, projectId: project.id })}
                      size="md"
                      variant={hasJob ? 'default' : 'filled'}
                    >
                      {hasJob ? 'Create another job' : `Create a job in ${project.name}`}
                    </Button>
                    {hasJob && (
                      <Button component={Link} to={COMPANY_JOBS_PATH} size="md" variant="subtle">
                        See your jobs
                      </Button>
                    )}
                  </Group>
                </Stack>
              ) : (
                <Text c="dimmed">Add a project first.</Text>
              )}
            </Step>
          </Page>
        );
      }}
    </QueryGate>
  );
}
