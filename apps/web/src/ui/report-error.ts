import type { TClientErrorReport } from '@hivis/contracts';
import { CLIENT_ERROR_LIMITS } from '@hivis/contracts';
import { lastFailedRequestId } from '../api/failed-request';

/**
 * The one door to error reporting. A report is written to the browser's console and sent to the
 * server (POST /api/v3/client-errors), which logs it with the page, the release and the request
 * id of the last API call that failed (docs/operations.md), and to the installation's
 * error-reporting service when it has one (error-service.ts). Callers never pass form contents.
 */
export type TErrorReport = {
  /** What happened, short and stable, e.g. 'page-not-found', 'render-error'. */
  event: string;
  level: 'error' | 'warning';
  url: string;
  message?: string;
  error?: unknown;
};

export type TReporter = (report: TErrorReport) => void;

export const RELEASE: string = import.meta.env.VITE_HIVIS_RELEASE ?? 'development';
/** A page stuck failing in a loop tells the server a few times, not thousands. */
const MAX_SENT_PER_PAGE_LOAD = 10;
let sentThisPageLoad = 0;

const consoleReporter: TReporter = (report) => {
  const line = { source: 'hivis-web', ...report, error: report.error instanceof Error ? report.error.message : report.error };
  if (report.level === 'error') console.error('[hivis]', line);
  else console.warn('[hivis]', line);
};

/** The error's stack, and React's component stack when a render failed. */
function stackOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.stack;
  if (typeof error === 'object' && error !== null && 'error' in error) {
    const { error: inner, componentStack } = error as { error: unknown; componentStack?: unknown };
    const parts = [inner instanceof Error ? inner.stack : undefined, typeof componentStack === 'string' ? componentStack : undefined];
    return parts.filter(Boolean).join('\n') || undefined;
  }
  return undefined;
}

const serverReporter: TReporter = (report) => {
  if (sentThisPageLoad >= MAX_SENT_PER_PAGE_LOAD || !navigator.onLine) return;
  sentThisPageLoad += 1;
  const body: TClientErrorReport = {
    event: report.event,
    level: report.level,
    // The path only: a query can hold what a person typed into a search.
    page: new URL(report.url, window.location.origin).pathname.slice(0, CLIENT_ERROR_LIMITS.page),
    message: report.message?.slice(0, CLIENT_ERROR_LIMITS.message),
    stack: stackOf(report.error)?.slice(0, CLIENT_ERROR_LIMITS.stack),
    release: RELEASE,
    requestId: lastFailedRequestId() ?? undefined,
  };
  // keepalive: a report made as the page goes away is still delivered.
  void fetch('/api/v3/client-errors', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), keepalive: true }).catch(
    () => undefined,
  );
};

let reporters: TReporter[] = [consoleReporter, serverReporter];

/** Sends reports to one more place as well (the error-reporting service, once it is known). */
export function addErrorReporter(next: TReporter): void {
  reporters = [...reporters, next];
}

/** Replaces where reports go (tests). */
export function setErrorReporter(next: TReporter): void {
  reporters = [next];
}

export function reportError(report: Omit<TErrorReport, 'url'> & { url?: string }): void {
  for (const reporter of reporters) {
    try {
      reporter({ ...report, url: report.url ?? window.location.href });
    } catch {
      // Reporting must never break the page it reports on.
    }
  }
}
