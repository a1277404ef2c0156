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

/**
 * The link pages' style sheet, written into link.html instead of linked (`vite build`). The page
 * paints its header and "Loading…" from the HTML alone, with no second request: on a slow link the
 * style sheet otherwise queued behind the page's scripts, and the first paint waited for it. It is
 * a few KiB; the app's (36 KiB, cached by the service worker) stays a file.
 */
export function inlineLinkPageStyles(): Plugin {
  return {
    name: 'hivis-inline-link-page-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle || !context.filename.endsWith('link.html')) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return tag;
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * React, React DOM and the scheduler: every page needs them first, and they change only with an
 * upgrade. A group of their own (and above the one below, whose modules import React) keeps them
 * out of any smaller group, under a name that says what they are.
 */
export const reactChunk = {
  name: 'react',
  priority: 20,
  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
};

/**
 * The small modules a link page shares with the app's screens (dates, the signature command,
 * SIGN's steps, uuid): left to themselves, each is a chunk of its own, a link page asked for about
 * twenty files, and a slow connection carries six at a time. As one chunk they are one request. A group
 * takes its modules' imports with it, so only modules whose imports are as small go in: none of
 * them, nor what they import, is in the app's entry, so the app's first load does not change (an
 * app screen that needs one of them loads this chunk, a few KiB, instead of that one file).
 */
export const linkPageSharedChunk = {
  name: 'link-page-shared',
  priority: 10,
  test: (id: string) =>
    /[\\/]node_modules[\\/]uuid[\\/]/.test(id) ||
    /[\\/]src[\\/](ui[\\/]dates|features[\\/]jobs[\\/]job-name|features[\\/]swms[\\/]signing[\\/](register|signature-command|use-sign-steps)|offline[\\/](use-online|shown-as-of-format))\.tsx?$/.test(
      id,
    ),
};
