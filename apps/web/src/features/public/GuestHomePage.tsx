import { Box, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingCommunity,
  IconChecklist,
  IconClipboardCheck,
  IconFileCertificate,
  IconLogin,
  IconMessageCircle,
  IconSchool,
  IconUrgent,
} from '@tabler/icons-react';
import type { TablerIcon } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PRODUCT_NAME, usePageTitle } from '../../ui/page-title';

type TFeature = { icon: TablerIcon; title: string; text: string };

const FEATURES: TFeature[] = [
  {
    icon: IconFileCertificate,
    title: 'SWMS',
    text: 'Safe work method statements for high-risk construction work, signed on by every worker before the job starts.',
  },
  { icon: IconClipboardCheck, title: 'Audits', text: 'Build your own site audits, assign them, share them by link and review the answers.' },
  {
    icon: IconAlertTriangle,
    title: 'Incident and JSA reports',
    text: 'Record incidents and job safety analyses on site, with photos, while the details are fresh.',
  },
  { icon: IconSchool, title: 'Inductions', text: 'Courses and site inductions for staff and contractors, with a record of who completed what.' },
  {
    icon: IconUrgent,
    title: 'Hazard responses',
    text: 'Report a hazard, make it safe, issue the repair work and close it out, with a timeline of who did what.',
  },
  {
    icon: IconBuildingCommunity,
    title: 'Job management',
    text: 'Worksites, projects and jobs, with your employees, contractors, clients and contacts behind them.',
  },
];

const AUDIENCES = [
  'Owners and office managers who set up the work and keep the paperwork in order, at a desk.',
  'Supervisors and tradespeople on site, on a phone, often with gloves on.',
  'Clients and principal contractors who receive a link to sign or act on, without an account.',
];

/** The guest home at /, /home: what HiVis does and for whom, and the ways in (spec 2.1, 2.4). */
export function GuestHomePage() {
  usePageTitle('Home');
  return (
    <Stack gap="xl" maw={1100}>
      <Paper radius="md" p={{ base: 'lg', sm: 'xl' }} className="guest-hero">
        <Stack gap="md" maw={720}>
          <Text fw={700} tt="uppercase" size="sm" c="orange.3">
            For Australian and New Zealand construction and trades
          </Text>
          <Title order={1} c="white" fz={{ base: 28, sm: 40 }} lh={1.15}>
            Safety paperwork and job management in one place
          </Title>
          <Text c="gray.2" fz={{ base: 'md', sm: 'lg' }}>
            {PRODUCT_NAME} keeps your SWMS, audits, incident reports, inductions and hazard responses with the jobs they belong to, so the office and the site
            work from the same records.
          </Text>
          <Group gap="sm">
            <Button component={Link} to="/auth/login" size="md" leftSection={<IconLogin aria-hidden />}>
              Login
            </Button>
            <Button component={Link} to="/contact" size="md" variant="white" color="dark" leftSection={<IconMessageCircle aria-hidden />}>
              Contact Us
            </Button>
          </Group>
        </Stack>
      </Paper>

      <Box component="section" aria-labelledby="features-heading">
        <Title order={2} id="features-heading" mb="md">
          What {PRODUCT_NAME} does
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {FEATURES.map((feature) => (
            <Paper key={feature.title} withBorder p="md" radius="md">
              <Group wrap="nowrap" align="flex-start" gap="md">
                <ThemeIcon size={44} radius="md" aria-hidden>
                  <feature.icon size={26} />
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={3} fz="lg">
                    {feature.title}
                  </Title>
                  <Text>{feature.text}</Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </Box>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="audience-heading">
          <Title order={2} fz="h3" id="audience-heading" mb="sm">
            Who it is for
          </Title>
          <List spacing="xs" icon={<IconChecklist size={20} aria-hidden color="var(--mantine-color-orange-8)" />}>
            {AUDIENCES.map((audience) => (
              <List.Item key={audience}>{audience}</List.Item>
            ))}
          </List>
        </Paper>
        <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="start-heading">
          <Stack gap="sm">
            <Title order={2} fz="h3" id="start-heading">
              New to {PRODUCT_NAME}?
            </Title>
            <Text>See how a company gets going, from the first account to the first signed SWMS, or ask us anything.</Text>
            <Group gap="sm">
              <Button component={Link} to="/getting-started" variant="default">
                Getting Started
              </Button>
              <Button component={Link} to="/help" variant="default">
                Help
              </Button>
            </Group>
          </Stack>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}
