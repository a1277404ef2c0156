import { List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBuildingCommunity, IconDatabaseExport, IconTool, IconMapPin, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useAccess } from '../auth/access';
import { LinkCard } from '../../ui/LinkCard';
import { InviteFriendCard } from '../referrals/InviteFriendCard';
import { Page } from '../../ui/Page';
import { loadedLater } from '../../ui/loaded-later';
import { useCurrentUser, useStoredAuth } from '../auth/session';
import { WelcomeHeader } from './WelcomeHeader';

/** Its own chunk: the notifiable incidents waiting on their notice, today's pre-start talks and the audits to do, after the page works. */
const CompanyHomeLater = loadedLater(() => import('./CompanyHomeLater').then((module) => module.CompanyHomeLater));

/**
 * Home of a company account holder. Honest about what exists: the greeting, the account's
 * status, shortcuts to screens that are built, and the tools the plan includes. Flag-gated
 * tool tiles join here as their screens are built.
 */
export function CompanyHomePage() {
  const auth = useStoredAuth();
  const { data: user } = useCurrentUser();
  const access = useAccess();
  const firstName = user?.firstName ?? auth?.firstName ?? '';
  const features = user?.features ?? auth?.features ?? [];

  return (
    <Page title="Home" heading={firstName ? `Welcome, ${firstName}` : 'Welcome'}>
      <WelcomeHeader />
      {/* A notifiable incident the regulator waits on comes before everything else. */}
      <CompanyHomeLater part="incidents" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LinkCard to="/worksite/list" icon={IconMapPin} title="Worksites" description="Your sites: address, map point, site contacts, notes and photos." />
        <LinkCard to="/user/details" icon={IconUserCircle} title="My Account Details" description="Your name, phone number and password." />
        <LinkCard
          to="/user/share-company-details"
          icon={IconBuildingCommunity}
          title="Share Company Details"
          description="Send your company’s details to a principal contractor or client."
        />
        <LinkCard
          to="/home/contractor"
          icon={IconTool}
          title="Work for Other Companies"
          description="Jobs other companies contracted to you, and their invitations to connect."
        />
        <LinkCard
          to="/data-management"
          icon={IconDatabaseExport}
          title="Data Management"
          description="Download all your company’s records as spreadsheets, or import a CSV."
        />
        <InviteFriendCard />
        {access.admin && <LinkCard to="/admin-tools" icon={IconShieldLock} title="Admin Tools" description="See HiVis as another user does." />}
      </SimpleGrid>
      {/* Today's pre-start talks and their audits due: after the shortcuts, which then stay where they are drawn. */}
      <CompanyHomeLater part="prestart-talks" />
      <CompanyHomeLater part="audits" />
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Title order={2} fz="h3">
            Included in your plan
          </Title>
          {features.length === 0 ? (
            <Text>No tools are switched on for this account yet.</Text>
          ) : (
            <List spacing={4} style={{ columns: '3 220px', columnGap: 'var(--mantine-spacing-xl)' }}>
              {features.map((feature) => (
                <List.Item key={feature.key}>{feature.name}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
