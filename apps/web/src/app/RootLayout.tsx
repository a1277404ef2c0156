import { Suspense, useMemo } from 'react';
import { ScrollRestoration, useLocation, useRoutes } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { useAccess } from './access';
import { ErrorBoundary } from './ErrorBoundary';
import { routeTableFor } from './router';
import { AppLayout } from './shell/AppLayout';

/** The shell around whichever route table fits the person signed in (or not). */
export function RootLayout() {
  const access = useAccess();
  const routes = useMemo(() => routeTableFor(access), [access]);
  const screen = useRoutes(routes);
  const { pathname } = useLocation();
  return (
    <AppLayout>
      {/* New pages start at the top; Back returns to where the person was. */}
      <ScrollRestoration />
      <ErrorBoundary resetKey={pathname}>
        <Suspense fallback={<PageLoader />}>{screen}</Suspense>
      </ErrorBoundary>
    </AppLayout>
  );
}
