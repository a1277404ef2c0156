import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCopy, keptCopy } from './kept-copy';

/** The browser's localStorage, as far as the copies use it (Node has none). */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

const DAY = 24 * 60 * 60 * 1000;

describe('a link page’s copy on the phone', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('is read back with the time it was kept', () => {
    keepCopy('/api/v3/swms/request/a', { title: 'Roof' }, 1_000);
    expect(keptCopy('/api/v3/swms/request/a')).toEqual({ at: 1_000, body: { title: 'Roof' } });
    expect(keptCopy('/api/v3/swms/request/b')).toBeNull();
  });

  it('drops other links’ copies older than 30 days when a new one is kept, and nothing else', () => {
    const now = 100 * DAY;
    keepCopy('/api/v3/swms/request/old', {}, now - 31 * DAY);
    keepCopy('/api/v3/swms/request/recent', {}, now - 2 * DAY);
    localStorage.setItem('hivis-auth', 'kept');
    keepCopy('/api/v3/swms/request/new', {}, now);
    expect(keptCopy('/api/v3/swms/request/old')).toBeNull();
    expect(keptCopy('/api/v3/swms/request/recent')?.at).toBe(now - 2 * DAY);
    expect(localStorage.getItem('hivis-auth')).toBe('kept');
  });

  it('is none when what is stored cannot be read', () => {
    localStorage.setItem('hivis-link-page:/api/v3/swms/request/a', '{not json');
    expect(keptCopy('/api/v3/swms/request/a')).toBeNull();
  });
});
