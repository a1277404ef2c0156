import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconUserCircle } from '@tabler/icons-react';
import { LinkCard } from '../../ui/LinkCard';
import { Page } from '../../ui/Page';
import { loadedLater } from '../../ui/loaded-later';
import { useCurrentUser, useStoredAuth } from '../auth/session';
import { WelcomeHeader } from './WelcomeHeader';

/** Its own chunk: only people with audits assigned see it, after the page works. */
const AuditsDue = loadedLater(() => import('../audits/do/AuditsDue').then((module) => module.AuditsDue));
import { useKeepJobsForSite } from './keep-jobs-for-site';

/**
 * Home of staff (SAH, NAH, SAH_LH): people on site, so their jobs come first, one tap away. The
 * day's SWMS, pre-start and Courses/Inductions join as they are built.
 */
export function StaffHomePage() {
  const auth = useStoredAuth();
  const { data: user } = useCurrentUser();
  const firstName = user?.firstName ?? auth?.firstName ?? '';
  useKeepJobsForSite();
  return (
    <Page title="Home" heading={firstName ? `Welcome, ${firstName}` : 'Welcome'}>
      <WelcomeHeader />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <LinkCard
          to="/my-jobs"
          icon={IconBriefcase}
          title="My Jobs"
          description="The jobs you are on, today's first: the site's address and contacts, and the SWMS to sign."
        />
        <LinkCard to="/user/details" icon={IconUserCircle} title="My Account" description="Your name, phone number and password." />
      </SimpleGrid>
      {/* Their audits due: after the shortcuts, so their jobs stay the first thing on the screen. */}
      <AuditsDue />
    </Page>
  );
}
