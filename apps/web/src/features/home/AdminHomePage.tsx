import { SimpleGrid, Text } from '@mantine/core';
import { IconClipboardList, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { LinkCard } from '../../ui/LinkCard';
import { Page } from '../../ui/Page';

/** The admin's home (spec 2.4: "Master Admin"). Reviews join when they are built. */
export function AdminHomePage() {
  return (
    <Page title="Master Admin">
      <Text>Tools for HiVis administrators.</Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LinkCard to="/admin-tools" icon={IconShieldLock} title="Admin Tools" description="Impersonate a user by email to see HiVis as they do." />
        <LinkCard
          to="/admin-swms"
          icon={IconClipboardList}
          title="SWMS Admin Panel"
          description="The public SWMS library: trades, scopes and work activities. Review companies' custom trades and make them public."
        />
        <LinkCard to="/user/details" icon={IconUserCircle} title="My Account Details" description="Your name, phone number and password." />
      </SimpleGrid>
    </Page>
  );
}
