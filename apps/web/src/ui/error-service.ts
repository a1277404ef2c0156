import type { TErrorService } from '@hivis/contracts';
import { addErrorReporter } from './report-error';

/** Spec 9: the error-reporting service is off on a developer's own machine. */
const THIS_MACHINE = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Asks the server whether this installation has an error-reporting service (SENTRY_DSN) and, when
 * it does, loads its SDK and sends every report there too. Called once the first screen is drawn:
 * the SDK is loaded only where it is used, and never on the first screen's path. Reports made
 * before it is ready go to the console and the server as always.
 */
export async function connectErrorService(): Promise<void> {
  if (THIS_MACHINE.has(window.location.hostname)) return;
  let service: TErrorService;
  try {
    const response = await fetch('/api/v3/client-errors/service');
    if (!response.ok) return;
    service = (await response.json()) as TErrorService;
  } catch {
    return;
  }
  if (!service.sentry) return;
  const { startSentry } = await import('./sentry-reporter');
  addErrorReporter(startSentry(service.sentry));
}
