/**
 * The one door to error reporting. Today it writes a structured line to the console; a real
 * service (spec 9: sampling 100 %, off on localhost) plugs in here without touching callers.
 */
export type TErrorReport = {
  /** What happened, short and stable, e.g. 'page-not-found', 'render-error'. */
  event: string;
  level: 'error' | 'warning';
  url: string;
  message?: string;
  error?: unknown;
};

type TReporter = (report: TErrorReport) => void;

const consoleReporter: TReporter = (report) => {
  const line = { source: 'hivis-web', ...report, error: report.error instanceof Error ? report.error.message : report.error };
  if (report.level === 'error') console.error('[hivis]', line);
  else console.warn('[hivis]', line);
};

let reporter: TReporter = consoleReporter;

export function setErrorReporter(next: TReporter): void {
  reporter = next;
}

export function reportError(report: Omit<TErrorReport, 'url'> & { url?: string }): void {
  try {
    reporter({ ...report, url: report.url ?? window.location.href });
  } catch {
    // Reporting must never break the page it reports on.
  }
}
