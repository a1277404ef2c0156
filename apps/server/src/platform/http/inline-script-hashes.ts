import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An inline script: a <script> element without a src attribute, and its text. */
const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi;

/**
 * The Content-Security-Policy sources ('sha256-…') that let exactly these inline scripts of a
 * page run, and no other inline script. The browser hashes the element's text as it parsed it:
 * the characters of the file, whitespace included, with its line ends turned into \n.
 */
export function inlineScriptHashes(html: string): string[] {
  const parsed = html.replace(/\r\n?/g, '\n');
  const hashes = [...parsed.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
  return [...new Set(hashes)];
}

/** The built web app's pages: the app, and the pages opened from a link. */
const WEB_PAGES = ['index.html', 'link.html'];

/**
 * The hashes of the built web app's pages (the app's chunk preloads, a signing link's early data
 * fetch, docs/web.md), read once when the server starts, so they always match the build it serves
 * and no hash is ever copied by hand. None without a web build.
 */
export function webAppInlineScriptHashes(webDist: string | null): string[] {
  if (webDist === null) return [];
  const pages = WEB_PAGES.map((page) => path.join(webDist, page)).filter((file) => existsSync(file));
  return [...new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))))];
}
