import { describe, expect, it } from 'vitest';
import { embedSnippet, expiryLabel, plural, weekOfLabel } from './dashboard-format';

describe('dashboard wording', () => {
  it('says how far a licence expiry is from today', () => {
    expect(expiryLabel('2026-11-19', '2026-11-22')).toBe('Expired 3 days ago');
    expect(expiryLabel('2026-11-21', '2026-11-22')).toBe('Expired yesterday');
    expect(expiryLabel('2026-11-22', '2026-11-22')).toBe('Expires today');
    expect(expiryLabel('2026-11-23', '2026-11-22')).toBe('Expires tomorrow');
    expect(expiryLabel('2026-12-22', '2026-11-22')).toBe('Expires in 30 days');
  });

  it('names weeks and counts', () => {
    expect(weekOfLabel('2026-11-16')).toBe('Week of 16/11/2026');
    expect(plural(1, 'job')).toBe('1 job');
    expect(plural(3, 'person', 'people')).toBe('3 people');
  });

  it('builds an iframe snippet that cannot break out of its attributes', () => {
    expect(embedSnippet('https://app.example/embed-dashboard?token=abc', 'Operations "TV"')).toBe(
      '<iframe src="https://app.example/embed-dashboard?token=abc" title="Operations TV" width="100%" height="900" style="border:0" loading="lazy" referrerpolicy="no-referrer"></iframe>',
    );
  });
});
