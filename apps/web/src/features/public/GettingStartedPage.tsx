import { Alert, Anchor, Box, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle, IconMessageCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '../../ui/page-title';
import { Page } from '../../ui/Page';

type TStep = { title: string; body: ReactNode };

const STEPS: TStep[] = [
  {
    title: 'Get an account',
    body: (
      <>
        <Text>
          A company starts with one account holder, usually the owner or office manager. To open a company account,{' '}
          <Anchor component={Link} to="/contact" fw={600}>
            contact us
          </Anchor>{' '}
          and we will set it up with you and the tools your business needs.
        </Text>
        <Text>
          Already invited by your company? Open the set-up link in the invitation email, choose a password, then{' '}
          <Anchor component={Link} to="/auth/login" fw={600}>
            log in
          </Anchor>
          .
        </Text>
      </>
    ),
  },
  {
    title: 'Add your worksites, projects and jobs',
    body: (
      <Text>
        {PRODUCT_NAME} follows how the work is organised: your company has worksites (an address), each worksite has projects (work for a client, with the
        principal contractor’s details), and each project has jobs (a piece of work with a date, a status and the people doing it). The safety paperwork hangs
        off the job or the worksite it is for, so have your current sites and clients to hand.
      </Text>
    ),
  },
  {
    title: 'Invite your staff',
    body: (
      <Text>
        Everyone gets their own login. Supervisors and workers receive an invitation email, set their own password and see a simpler menu made for phones: their
        jobs, their inductions, help and their account. Contractors, clients and principal contractors do not need an account: they receive links to sign or act
        on.
      </Text>
    ),
  },
  {
    title: 'Get the safety paperwork going',
    body: (
      <Text>
        Build SWMS from your trades’ work activities and have every worker sign on before high-risk work starts; run pre-start checks and talks; record
        incidents, hazards and their repairs on site; keep inductions and audits in the same place. Which tools you see depends on your plan.
      </Text>
    ),
  },
];

/** /getting-started: how a company starts, honest about what a visitor can do today. */
export function GettingStartedPage() {
  return (
    <Page title="Getting Started">
      <Text fz="lg">Four steps from first account to the first signed SWMS.</Text>
      <Box component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {STEPS.map((step, index) => (
          <Box component="li" key={step.title} mb="md">
            <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={40} radius="xl" aria-hidden fw={800} fz="lg">
                  {index + 1}
                </ThemeIcon>
                <Stack gap="xs" style={{ minWidth: 0 }}>
                  <Title order={2} fz="h3">
                    <span className="visually-hidden">Step {index + 1}: </span>
                    {step.title}
                  </Title>
                  {step.body}
                </Stack>
              </Group>
            </Paper>
          </Box>
        ))}
      </Box>
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title="Questions first?">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Tell us about your business and we will help you decide what fits. The user guide explains what you can do once you are signed in.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/contact" leftSection={<IconMessageCircle aria-hidden />}>
              Contact Us
            </Button>
            <Button component={Link} to="/help/user-guide" variant="default">
              User Guide
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Page>
  );
}
