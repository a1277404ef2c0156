import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { TOAST_TIMEOUT_MS } from '@hivis/contracts';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterFirstScreen } from '../ui/after-first-screen';
import { loadedLater } from '../ui/loaded-later';
import type { QueryClient } from '@tanstack/react-query';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { cssVariablesResolver, theme } from './theme';

/*
 * The toasts' container, the confirm dialogs' host and the new-release prompt are not needed for a
 * page to work: they are fetched once the first screen is drawn and the browser is idle, so they
 * do not share a slow link with the page's own chunk (docs/web.md, "The first load"). A toast
 * asked for before its container arrives waits in the notifications store and shows once it does.
 */
const Notifications = loadedLater(() =>
  afterFirstScreen()
    .then(() => import('../ui/ToastContainer'))
    .then((module) => module.ToastContainer),
);
// Mantine's Modal, which the confirm dialogs use, brings its ScrollArea and the floating-ui library.
const ConfirmModalHost = loadedLater(() =>
  afterFirstScreen()
    .then(() => import('../ui/ConfirmModalHost'))
    .then((module) => module.ConfirmModalHost),
);
const AppUpdatePrompt = loadedLater(() =>
  afterFirstScreen()
    .then(() => import('../offline/AppUpdatePrompt'))
    .then((module) => module.AppUpdatePrompt),
);

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
        <RouterProvider router={router} />
        <ConfirmModalHost />
      </QueryClientProvider>
    </MantineProvider>
  );
}
