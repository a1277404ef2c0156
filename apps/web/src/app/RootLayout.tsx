import { Suspense, useEffect, useMemo } from 'react';
import { ScrollRestoration, useLocation, useRoutes } from 'react-router';
import type { Location } from 'react-router';
import { markFirstScreenShown } from '../ui/after-first-screen';
import { PageLoader } from '../ui/PageLoader';
import { useAccess } from '../features/auth/access';
import { ErrorBoundary } from './ErrorBoundary';
import { routeTableFor } from './router';
import { AppLayout } from './shell/AppLayout';
import { BareLayout, isBarePath } from './shell/BareLayout';

/**
 * Every page loaded from the address bar has the history key 'default', so by default a position
 * saved when the previous page unloaded (the login page, at the top) would be restored on the
 * next one and pull an address with a #hash back to the top. Such loads are keyed by their
 * address instead. Module level: a new function each render would re-enable restoration.
 */
const scrollKey = (location: Location) => (location.key === 'default' ? `${location.pathname}${location.search}${location.hash}` : location.key);

/** Drawn beside the screen, inside its Suspense: its effect runs once the screen itself is shown, not its loader. */
function ScreenShown() {
  useEffect(markFirstScreenShown, []);
  return null;
}

/** The shell around whichever route table fits the person signed in (or not). */
export function RootLayout() {
  const access = useAccess();
  const routes = useMemo(() => routeTableFor(access), [access]);
  const screen = useRoutes(routes);
  const { pathname } = useLocation();
  const Layout = isBarePath(pathname) ? BareLayout : AppLayout;
  return (
    <Layout>
      {/* New pages start at the top; Back returns to where the person was. */}
      <ScrollRestoration getKey={scrollKey} />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>
          {screen}
          <ScreenShown />
        </Suspense>
      </ErrorBoundary>
    </Layout>
  );
}
