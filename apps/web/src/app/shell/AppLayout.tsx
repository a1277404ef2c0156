import { AppShell, em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { SIDEBAR_WIDTH_PX } from '@hivis/contracts';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useStoredAuth } from '../../features/auth/session';
import { Footer } from './Footer';
import { Header } from './Header';
import { CompanyDetailsLock, ImpersonationBanner, OutboxStatus } from './parts-loaded-later';
import { SideMenu } from './SideMenu';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';

const NAV_ID = 'main-menu';
export const HEADER_HEIGHT_PX = 64;

/**
 * Header, side menu (365 px from the md breakpoint, a drawer behind the hamburger below it),
 * main and footer. The skip link is the first focusable element of the page.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // Mantine's md breakpoint (62em): below it the menu is a drawer that slides off screen.
  const wide = useMediaQuery(`(min-width: ${em(992)})`, undefined, { getInitialValueInEffect: false });

  const signedIn = useStoredAuth() !== null;
  const firstPath = useRef(true);

  // A phone's drawer covers the page; close it once the person has gone somewhere.
  // Focus then moves to the new page's main content, so keyboard and screen reader users
  // start there (and are not left on a menu link that just became inert).
  useEffect(() => {
    close();
    if (firstPath.current) {
      firstPath.current = false;
      return;
    }
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, close]);

  return (
    <>
      <SkipLink />
      <AppShell header={{ height: HEADER_HEIGHT_PX }} navbar={{ width: SIDEBAR_WIDTH_PX, breakpoint: 'md', collapsed: { mobile: !navOpened } }} padding="md">
        <AppShell.Header style={{ borderBottom: '4px solid var(--mantine-color-orange-6)' }}>
          <Header navOpened={navOpened} onToggleNav={toggle} navId={NAV_ID} />
        </AppShell.Header>
        {/* A closed drawer is only moved off screen; inert keeps its links out of the tab order. */}
        <AppShell.Navbar id={NAV_ID} aria-label="Main menu" inert={!wide && !navOpened}>
          {/* The browser's own scrolling, not Mantine's ScrollArea: that one brings the floating-ui
              library (about 15 KiB gzip) into every page's first load for a ref helper. */}
          <AppShell.Section grow style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
            <SideMenu onNavigate={close} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} className="app-main" tabIndex={-1} style={{ minHeight: 'calc(100dvh - 5rem)' }}>
          {signedIn && <ImpersonationBanner />}
          <OutboxStatus />
          {signedIn && <CompanyDetailsLock />}
          {children}
        </AppShell.Main>
        <Footer />
      </AppShell>
    </>
  );
}
