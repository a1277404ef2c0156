import { SimpleGrid } from '@mantine/core';
import { IconBriefcase, IconUserCircle } from '@tabler/icons-react';
import { LinkCard } from '../../ui/LinkCard';
import { Page } from '../../ui/Page';
import { loadedLater } from '../../ui/loaded-later';
import { can, useAccess } from '../auth/access';
import { useCurrentUser, useStoredAuth } from '../auth/session';
import { WelcomeHeader } from './WelcomeHeader';

/** Its own chunk: only people with audits assigned see it, after the page works. */
const AuditsDue = loadedLater(() => import('../audits/do/AuditsDue').then((module) => module.AuditsDue));
/** Its own chunk: only supervisors of a company with pre-start talks see it. */
const TalksTodayCard = loadedLater(() => import('../prestart-talks/TalksTodayCard').then((module) => module.TalksTodayCard));
import { useKeepJobsForSite } from './keep-jobs-for-site';

/**
 * Home of staff (SAH, NAH, SAH_LH): people on site, so their jobs come first, one tap away, and for
 * supervisors today's pre-start talks. The day's SWMS and Courses/Inductions join as they are built.
 */
export function StaffHomePage() {
  const auth = useStoredAuth();
  const { data: user } = useCurrentUser();
  const firstName = user?.firstName ?? auth?.firstName ?? '';
  useKeepJobsForSite();
  const access = useAccess();
  const holdsTalks = access.flags.showPst && can(access, 'prestartTalks.read');
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
      {/* Today's pre-start talks and their audits due: after the shortcuts, so their jobs stay the first thing on the screen. */}
      {holdsTalks && <TalksTodayCard />}
      <AuditsDue />
    </Page>
  );
}
