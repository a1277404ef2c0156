import type { Plugin } from 'vite';
import { LINK_PAGE_PATHS } from '../../../packages/contracts/src/link-pages';

/*
 * The pages opened from a link are a page of their own, link.html (src/link-pages/, docs/web.md
 * "The first load"). The server answers their addresses with it (apps/server app.ts); so must the
 * development server and the service worker.
 */

const alternatives = Object.values(LINK_PAGE_PATHS).join('|');

/**
 * A link page's address: `path` for a path (the service worker's navigation fallback leaves these
 * out), `url` for a whole address (Workbox matches a route's regular expression on the full URL).
 */
export const linkPageNavigation = {
  path: new RegExp(`^(?:${alternatives})/?(?:\\?|$)`),
  url: new RegExp(`^https?://[^/]+(?:${alternatives})/?(?:\\?.*)?$`),
};

/**
 * The service worker's answer to a link page's address: link.html as the build put it on the phone
 * (precached, under a revision in its query), or from the network before it is. Workbox writes this
 * function's text into sw.js, so it may use nothing from here.
 */
export const serveLinkPageFromPhone = async (): Promise<Response> => (await caches.match('/link.html', { ignoreSearch: true })) ?? fetch('/link.html');

/** `vite` (development): a link page's address gets link.html, as the server does. */
export function linkPagesInDevelopment(): Plugin {
  return {
    name: 'hivis-link-pages-in-development',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, _response, next) => {
        if (request.url && linkPageNavigation.path.test(request.url)) request.url = '/link.html';
        next();
      });
    },
  };
}
