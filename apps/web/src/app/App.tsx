import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_TIMEOUT_MS } from '@hivis/contracts';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppUpdatePrompt } from '../offline/AppUpdatePrompt';
import type { QueryClient } from '@tanstack/react-query';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { cssVariablesResolver, theme } from './theme';

/**
 * One data router; the role's table is chosen per render inside RootLayout (useRoutes), so
 * signing in or out swaps tables without rebuilding the router or reloading the page.
 */
const router = createBrowserRouter([{ path: '*', element: <RootLayout />, errorElement: <RouteErrorPage /> }]);

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {/* Toasts: top right, 3 s, closable (spec 8). */}
      <Notifications position="top-right" autoClose={TOAST_TIMEOUT_MS} />
      <AppUpdatePrompt />
      <QueryClientProvider client={queryClient}>
        <ModalsProvider>
          <RouterProvider router={router} />
        </ModalsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
