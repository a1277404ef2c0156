import { describe, expect, it } from 'vitest';
import { isLinkPagePath, linkPageId } from './link-pages.js';

describe('the pages opened from a link', () => {
  it('are told apart from the app’s pages by their path', () => {
    expect(isLinkPagePath('/swms/sign/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e')).toBe(true);
    expect(isLinkPagePath('/swms/sign/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e/')).toBe(true);
    // The signed-in app's Sign and send page, and deeper paths, are the app's.
    for (const path of ['/swms/sign', '/swms/sign/', '/swms/sign/abc/more', '/x/swms/sign/abc', '/']) expect(isLinkPagePath(path), path).toBe(false);
  });

  it('give the id in their path, decoded, and nothing for another path', () => {
    expect(linkPageId('swmsSigning', '/swms/sign/0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e')).toBe('0b8c5d4e-1f2a-4b3c-8d9e-0f1a2b3c4d5e');
    expect(linkPageId('swmsSigning', '/swms/sign/a%20b/')).toBe('a b');
    expect(linkPageId('swmsSigning', '/jobs')).toBeNull();
  });
});
