/*
 * The pages people open from a link they were sent (spec 2.1): a SWMS to sign, and next the
 * variation, defect, document and audit links. They are a web page of their own, link.html, with
 * a light script (apps/web/src/link-pages, docs/web.md "The first load"): the server and the
 * service worker answer these addresses with it instead of index.html.
 */

/** Each link page's address, as a regular expression's source for the path (no anchors, no query). */
export const LINK_PAGE_PATHS = {
  swmsSigning: '/swms/sign/([^/?#]+)',
} as const;

const LINK_PAGE = new RegExp(`^(?:${Object.values(LINK_PAGE_PATHS).join('|')})/?$`);

/** Is this path (without its query) a link page's? */
export function isLinkPagePath(pathname: string): boolean {
  return LINK_PAGE.test(pathname);
}

/** The id in a link page's path (`/swms/sign/{id}`), or null when the path is not that page's. */
export function linkPageId(page: keyof typeof LINK_PAGE_PATHS, pathname: string): string | null {
  const match = new RegExp(`^${LINK_PAGE_PATHS[page]}/?$`).exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
