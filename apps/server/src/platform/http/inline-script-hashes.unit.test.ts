import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, webAppInlineScriptHashes } from './inline-script-hashes.js';

// The worked example of the CSP specification's hash sources: the browser allows this script by this hash.
const SPEC_SCRIPT = "alert('Hello, world.');";
const SPEC_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inlineScriptHashes', () => {
  it('hashes an inline script’s text exactly as the browser does', () => {
    expect(inlineScriptHashes(`<head><script>${SPEC_SCRIPT}</script></head>`)).toEqual([SPEC_HASH]);
  });

  it('hashes each inline script once, whatever its attributes, and leaves out scripts loaded by src', () => {
    const html = `<script>${SPEC_SCRIPT}</script>
<script type="module" crossorigin src="/assets/js/index-abc.js"></script>
<SCRIPT data-note="x">${SPEC_SCRIPT}</SCRIPT >
<script>var other = 1;</script>`;
    expect(inlineScriptHashes(html)).toEqual([SPEC_HASH, ...inlineScriptHashes('<script>var other = 1;</script>')]);
  });

  it('counts the whitespace around a script’s code, as the browser does', () => {
    expect(inlineScriptHashes(`<script>\n  ${SPEC_SCRIPT}\n</script>`)).not.toEqual([SPEC_HASH]);
  });

  it('reads line ends as the browser’s parser does, so a file saved with \\r\\n still matches', () => {
    expect(inlineScriptHashes('<script>\r\nvar a = 1;\r\n</script>')).toEqual(inlineScriptHashes('<script>\nvar a = 1;\n</script>'));
  });

  it('finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<!doctype html><script src="/a.js"></script><div id="root"></div>')).toEqual([]);
  });
});

describe('webAppInlineScriptHashes', () => {
  it('reads the web build’s index.html, and gives none without a build', async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'hivis-web-'));
    try {
      expect(webAppInlineScriptHashes(null)).toEqual([]);
      expect(webAppInlineScriptHashes(webDist)).toEqual([]);
      await writeFile(path.join(webDist, 'index.html'), `<script>${SPEC_SCRIPT}</script>`);
      expect(webAppInlineScriptHashes(webDist)).toEqual([SPEC_HASH]);
    } finally {
      await rm(webDist, { recursive: true, force: true });
    }
  });
});
