/*
 * Code no page needs to work (the toasts' container, the confirm dialogs' host, the new-release
 * prompt, the outbox) waits for this before it is fetched. On a slow link, chunks fetched at once
 * share the bandwidth, so asking for them beside the page's own chunk made the page itself show
 * later (docs/web.md, "The first load").
 */

/** Past this, what waits is loaded anyway: a page that never settles still gets its toasts. */
const LONGEST_WAIT_MS = 5_000;
/** How long the browser may keep us waiting for a quiet moment once the page is there. */
const IDLE_TIMEOUT_MS = 1_000;

let screenShown: () => void = () => {};
const firstScreen = new Promise<void>((resolve) => {
  screenShown = resolve;
});

let settled: Promise<void> | undefined;

/** Called by the shell once the first screen's own content has been drawn (not its loader). */
export function markFirstScreenShown(): void {
  screenShown();
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: the next task after the page has loaded will do.
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 0);
  });
}

/**
 * Resolves once the first screen has been drawn, the page has loaded and the browser is idle, or
 * after LONGEST_WAIT_MS, whichever comes first. The same promise for every caller.
 */
export function afterFirstScreen(): Promise<void> {
  settled ??= Promise.race([firstScreen.then(pageLoaded).then(browserIdle), new Promise<void>((resolve) => setTimeout(resolve, LONGEST_WAIT_MS))]);
  return settled;
}
