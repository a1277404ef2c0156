// First: before any schema of the contracts is made (api/zod-without-eval.ts says why).
import './api/zod-without-eval';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { afterFirstScreen } from './ui/after-first-screen';
import { keepQueriesOnDevice, restoreQueriesWhenOffline } from './offline/device-cache/keep-queries';
import { askForPersistentStorage } from './offline/device-cache/persistent-storage';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const queryClient = createQueryClient();

// Opened with no signal, what this person last saw goes back into the cache before the first
// screen asks for it, so it shows at once; the cache is kept on the phone as it changes.
void restoreQueriesWhenOffline(queryClient).then(() => {
  keepQueriesOnDevice(queryClient);
  createRoot(container).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
});

askForPersistentStorage();

// Actions saved on this phone while it had no signal are sent as soon as they can be. Its code
// loads once the first screen is drawn and the browser is idle, not beside the screen's own chunk
// (docs/web.md, "The first load").
void afterFirstScreen()
  .then(() => Promise.all([import('./offline/outbox/outbox'), import('./offline/outbox/app-connection')]))
  .then(([{ startOutbox }, { appOutboxConnection }]) => startOutbox(appOutboxConnection));

// The installation's error-reporting service, when it has one (ui/error-service.ts): also after
// the first screen, so its SDK never weighs on it.
void afterFirstScreen()
  .then(() => import('./ui/error-service'))
  .then(({ connectErrorService }) => connectErrorService());
