/*
 * Shared by the server (modules/client-errors) and the browser's error service (apps/web/src/ui/sentry-reporter.ts).
 *
 * What a browser reports can hold credentials it never meant to send: a signing link's path is
 * its key, an error message can quote a URL with a file link's signature or a token. Before a
 * report reaches the log, anything that looks like one is masked. Ids are masked with them:
 * the request id and the signed-in person say whose report it is.
 */

/** A run of 20 or more token characters: link tokens, JWT parts, signatures, UUIDs. */
const TOKEN_LIKE = /[A-Za-z0-9_\-%]{20,}/g;
/** A Bearer header quoted in a message, whatever the token's length. */
const BEARER = /bearer\s+\S+/gi;

export function maskSecrets(text: string): string {
  return text.replace(BEARER, 'Bearer …').replace(TOKEN_LIKE, (run) => (/[0-9]/.test(run) && /[A-Za-z]/.test(run) ? '…' : run));
}

/** The page as a path, query and fragment dropped, each segment that looks like a key masked. */
export function maskedPage(page: string): string {
  const path = page.split(/[?#]/)[0] ?? '/';
  return path
    .split('/')
    .map((segment) => (segment.length >= 16 && /[0-9]/.test(segment) ? ':…' : segment))
    .join('/');
}
