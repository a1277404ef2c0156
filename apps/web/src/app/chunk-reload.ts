/*
 * After a deploy, a tab opened earlier asks for chunk names that no longer exist. One reload
 * fetches the new index.html and its chunks. A sessionStorage mark stops a reload loop when
 * the chunk is missing for another reason (offline, a broken deploy).
 */
const RELOAD_MARK = 'hivis.chunk-reload-at';
/** A second chunk failure within this time after a reload shows the error page instead. */
export const RELOAD_GUARD_MS = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const text = `${error.name} ${error.message}`;
  return (
    /Failed to fetch dynamically imported module/i.test(text) ||
    /error loading dynamically imported module/i.test(text) ||
    /Importing a module script failed/i.test(text) ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(text) ||
    error.name === 'ChunkLoadError'
  );
}

/** True unless a reload for a chunk error happened moments ago (or storage is unavailable). */
export function canReloadForChunkError(now = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(RELOAD_MARK) ?? '0');
    return now - last >= RELOAD_GUARD_MS;
  } catch {
    // Without sessionStorage there is no loop guard, so do not reload at all.
    return false;
  }
}

export function reloadForChunkError(now = Date.now()): void {
  try {
    window.sessionStorage.setItem(RELOAD_MARK, String(now));
  } catch {
    return;
  }
  window.location.reload();
}

/** Reloads once and answers true; answers false when a reload was just tried. */
export function reloadOnceForChunkError(now = Date.now()): boolean {
  if (!canReloadForChunkError(now)) return false;
  reloadForChunkError(now);
  return true;
}
