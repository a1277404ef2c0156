import type { Breadcrumb, Event } from '@sentry/react';
import * as Sentry from '@sentry/react';
import { maskSecrets, maskedPage } from '@hivis/contracts';
import type { TReporter } from './report-error';
import { RELEASE } from './report-error';

/*
 * Sentry, when the installation has it (SENTRY_DSN, error-service.ts), with the rates of spec 9:
 * every page load traced, one session in ten replayed, one in five of those with an error.
 *
 * Nothing that could open a door leaves the browser: a signing or sharing link's address is its
 * key. Addresses are sent as their path with each key-like segment masked (maskedPage, the same
 * rule the server applies to its log), messages masked as the server masks them. Replays mask
 * every text and input and block every image, and record nothing on a page whose address holds a
 * key-like segment: Sentry cannot rewrite the addresses inside a recording, so such a page is not
 * recorded at all.
 */

/** A full address as its origin and masked path; a path alone, masked. */
function maskAddress(address: string): string {
  try {
    const url = new URL(address, window.location.origin);
    return `${url.origin}${maskedPage(url.pathname)}`;
  } catch {
    return maskedPage(address);
  }
}

const holdsKey = (path: string) => maskedPage(path) !== path;

function scrub<T extends Event>(event: T): T {
  if (event.request?.url) event.request.url = maskAddress(event.request.url);
  if (event.request) {
    delete event.request.query_string;
    delete event.request.headers;
    delete event.request.cookies;
  }
  if (event.transaction) event.transaction = maskText(event.transaction);
  for (const exception of event.exception?.values ?? []) {
    if (exception.value) exception.value = maskSecrets(exception.value);
  }
  if (event.message) event.message = maskSecrets(event.message);
  return event;
}

/** Every path inside a text masked, then anything else that looks like a key. */
const maskText = (text: string) => maskSecrets(text.replace(/\/[^\s?#]*(\?\S*)?/g, (path) => maskedPage(path)));

/**
 * A span of a trace (a page load, a navigation, a call to the API): its name and every text
 * attribute (addresses, routes) masked, queries dropped.
 */
function scrubSpan<T extends { name: string; attributes: Record<string, unknown> }>(span: T): T {
  span.name = maskText(span.name);
  for (const [key, value] of Object.entries(span.attributes)) {
    if (/query/i.test(key)) delete span.attributes[key];
    else if (typeof value === 'string') span.attributes[key] = /^https?:\/\//.test(value) ? maskAddress(value) : maskText(value);
  }
  return span;
}

function scrubBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  const data = breadcrumb.data;
  // A console line's arguments are objects the page logged (a report with its page): its message,
  // masked below, says what it needs to.
  if (breadcrumb.category === 'console' && data) delete data.arguments;
  if (data) {
    for (const field of ['url', 'from', 'to'] as const) {
      if (typeof data[field] === 'string') data[field] = maskAddress(data[field]);
    }
  }
  if (breadcrumb.message) breadcrumb.message = maskText(breadcrumb.message);
  return breadcrumb;
}

export function startSentry({ dsn, environment }: { dsn: string; environment: string }): TReporter {
  Sentry.init({
    dsn,
    environment,
    release: RELEASE,
    // No people, cookies, headers, bodies or query strings: only what the scrubbing below leaves.
    dataCollection: { userInfo: false, cookies: false, httpHeaders: false, httpBodies: [], urlQueryParams: false },
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        beforeAddRecordingEvent: (recording) => (holdsKey(window.location.pathname) ? null : recording),
      }),
    ],
    tracesSampleRate: 1,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 0.2,
    beforeSend: (event) => scrub(event),
    beforeSendSpan: (span) => scrubSpan(span),
    beforeBreadcrumb: scrubBreadcrumb,
  });
  // A replay's own list of the addresses it saw, which beforeSend never sees.
  Sentry.addEventProcessor((event) => {
    const replay = event as Event & { urls?: string[] };
    if (replay.type === 'replay_event' && replay.urls) replay.urls = replay.urls.map(maskAddress);
    return event;
  });
  return (report) => {
    const level = report.level === 'error' ? 'error' : 'warning';
    const context = { level, tags: { event: report.event } } as const;
    if (report.error instanceof Error) Sentry.captureException(report.error, context);
    else Sentry.captureMessage(maskSecrets(report.message ?? report.event), context);
  };
}
