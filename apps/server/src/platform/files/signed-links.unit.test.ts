import { describe, expect, it } from 'vitest';
import { LINK_LIFETIME_SECONDS, SignedLinks } from './signed-links.js';

const FILE = '0f8fad5b-d9cb-469f-a165-70867728950e';
const parse = (link: string) => {
  const url = new URL(link, 'http://x');
  return {
    path: url.pathname,
    disposition: url.searchParams.get('disposition') as 'inline' | 'attachment',
    expires: Number(url.searchParams.get('expires')),
    sig: url.searchParams.get('sig') ?? '',
  };
};

describe('SignedLinks', () => {
  const links = new SignedLinks('unit-test-secret-0123456789-abcdefghijklmnop');

  it('makes a link to the file content that lasts an hour', () => {
    const now = Date.UTC(2025, 0, 1);
    const link = parse(links.link(FILE, 'inline', now));
    expect(link.path).toBe(`/api/v3/files/${FILE}/content`);
    expect(link.expires).toBe(now / 1000 + LINK_LIFETIME_SECONDS);
    expect(links.isValid(FILE, 'inline', link.expires, link.sig, now)).toBe(true);
    // Still valid in its last second, not after.
    expect(links.isValid(FILE, 'inline', link.expires, link.sig, link.expires * 1000)).toBe(true);
    expect(links.isValid(FILE, 'inline', link.expires, link.sig, (link.expires + 1) * 1000)).toBe(false);
  });

  it('binds the signature to file, disposition, expiry and secret', () => {
    const link = parse(links.link(FILE, 'attachment'));
    expect(links.isValid(FILE, 'attachment', link.expires, link.sig)).toBe(true);
    expect(links.isValid(FILE, 'inline', link.expires, link.sig)).toBe(false);
    expect(links.isValid('1f8fad5b-d9cb-469f-a165-70867728950e', 'attachment', link.expires, link.sig)).toBe(false);
    expect(links.isValid(FILE, 'attachment', link.expires + 1, link.sig)).toBe(false);
    expect(links.isValid(FILE, 'attachment', link.expires, `${link.sig}x`)).toBe(false);
    expect(new SignedLinks('another-secret-0123456789-abcdefghijklmnopq').isValid(FILE, 'attachment', link.expires, link.sig)).toBe(false);
  });
});
