// First: before any schema of the contracts is made (api/zod-without-eval.ts says why).
import './zod-mini-without-eval';
import './link-pages.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startOutbox } from '../offline/outbox/outbox';
import { askForPersistentStorage } from '../offline/device-cache/persistent-storage';
import { afterFirstScreen } from '../ui/after-first-screen';
import { LinkPages } from './LinkPages';
import { linkOutboxConnection } from './link-connection';

/*
 * The entry of the pages people open from a link (link.html): a SWMS to sign, and the variation,
 * defect, document and audit links to come. People who have never used HiVis open them, often on
 * a cheap phone with a weak signal, so they load React and their own page only: no router, no
 * Mantine, no query cache, no full zod (docs/web.md, "The first load"). They share the app's
 * service worker, device outbox and error reports.
 */

const container = document.getElementById('root');
if (!container) throw new Error('link.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <LinkPages pathname={window.location.pathname} />
  </StrictMode>,
);

askForPersistentStorage();

// The service worker keeps this page and its code on the phone, so the link opens again with no
// signal. Registered once the page is drawn; a new release's worker takes over once the page is
// closed (the app itself offers the reload: offline/AppUpdatePrompt.tsx).
void afterFirstScreen()
  .then(() => import('virtual:pwa-register'))
  .then(({ registerSW }) => registerSW({ immediate: true }));

// What was signed with no signal is sent once it can be, starting when the page is drawn.
void afterFirstScreen().then(() => startOutbox(linkOutboxConnection));

// The installation's error-reporting service, when it has one: also after the first screen.
void afterFirstScreen()
  .then(() => import('../ui/error-service'))
  .then(({ connectErrorService }) => connectErrorService());
