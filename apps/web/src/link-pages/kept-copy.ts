/*
 * The last answer a link's page showed, kept on the phone (localStorage), so the page opens again
 * with no signal, "as of" when it was loaded. A copy is the page's own data, nothing else; copies
 * older than KEEP_DAYS are dropped when the next one is written.
 */

const PREFIX = 'hivis-link-page:';
const KEEP_DAYS = 30;

export type TKeptCopy = { at: number; body: unknown };

export function keptCopy(path: string): TKeptCopy | null {
  try {
    const raw = localStorage.getItem(PREFIX + path);
    const copy = raw === null ? null : (JSON.parse(raw) as Partial<TKeptCopy>);
    return copy && typeof copy.at === 'number' ? { at: copy.at, body: copy.body } : null;
  } catch {
    // Storage switched off or the copy unreadable: the page needs the network, as with no copy.
    return null;
  }
}

export function keepCopy(path: string, body: unknown, now = Date.now()): void {
  try {
    const oldest = now - KEEP_DAYS * 24 * 60 * 60 * 1000;
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
    for (const key of keys) {
      if (!key.startsWith(PREFIX) || key === PREFIX + path) continue;
      const at = (JSON.parse(localStorage.getItem(key) ?? '{}') as Partial<TKeptCopy>).at;
      if (typeof at !== 'number' || at < oldest) localStorage.removeItem(key);
    }
    localStorage.setItem(PREFIX + path, JSON.stringify({ at: now, body } satisfies TKeptCopy));
  } catch {
    // A full or private store: the page still works while there is signal.
  }
}
