import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build-tools/precompress';
import { preloadPublicPages } from './build-tools/preload-public-pages';
import {
  inlineLinkPageStyles,
  linkPageSharedChunk,
  reactChunk,
  linkPagesInDevelopment,
  linkPageNavigation,
  serveLinkPageFromPhone,
} from './build-tools/link-pages';

/**
 * The server serves dist/ and answers everything outside /api and /assets with index.html,
 * so every script chunk must live under /assets/js/ (spec section 1) and styles under /assets/css/.
 * HIVIS_API_URL points the dev proxy at another server when port 3000 is taken.
 */
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, '.', 'HIVIS_');
  const apiTarget = env.HIVIS_API_URL ?? 'http://localhost:3000';
  // Names this build: what a phone saved to read offline is read back only by the build that wrote it.
  const release = Date.now().toString(36);
  return {
    define: { 'import.meta.env.VITE_HIVIS_RELEASE': JSON.stringify(release) },
    plugins: [
      react(),
      // The service worker (Workbox): keeps the app shell and every script chunk on the device, so a
      // phone that opened HiVis once opens it again with no signal. 'prompt': a new release waits
      // until the person chooses to reload (offline/AppUpdatePrompt.tsx), so an open form is never
      // swapped under them. The manifest is the server's (/manifest.webmanifest): it names the
      // product as configured.
      VitePWA({
        registerType: 'prompt',
        injectRegister: false,
        manifest: false,
        workbox: {
          globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
          // The error-reporting service's SDK (ui/sentry-reporter.ts): loaded only where an
          // installation has one and only online, where it can send; no phone keeps it for offline.
          globIgnores: ['**/sentry-reporter-*.js'],
          navigateFallback: '/index.html',
          // Calls, the development mailbox and the manifest always go to the server. So does the
          // dashboard embed: its answer's headers let other sites frame it, the copy kept here
          // carries index.html's, which forbid framing (docs/web.md, "The browser's walls").
          // A link's page (link.html) is answered by its own route below.
          navigateFallbackDenylist: [/^\/api\//, /^\/dev\//, /^\/manifest\.webmanifest$/, /^\/embed-dashboard\/?(\?|$)/, linkPageNavigation.path],
          // The largest chunk is about 430 KB; Workbox's default ceiling (2 MiB) leaves room, this a little more.
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
          cleanupOutdatedCaches: true,
          // The first install takes charge of the open page at once (nothing older to replace), so a
          // link opened once is kept for offline from that visit; later releases still wait for the prompt.
          clientsClaim: true,
          // Documents opened to read (a SWMS's PDF, VIEW): kept for reading with no signal. A file's
          // bytes never change under its id, so the phone's copy is served first; the signed link's
          // query (expiry, signature) changes each time it is handed out, so it is not part of the key.
          runtimeCaching: [
            // The pages opened from a link: link.html from the phone, as index.html is for the app.
            { urlPattern: linkPageNavigation.url, handler: serveLinkPageFromPhone },
            {
              urlPattern: /\/api\/v3\/files\/[0-9a-f-]+\/content\?disposition=inline&/,
              handler: 'CacheFirst',
              options: {
                cacheName: 'hivis-documents',
                matchOptions: { ignoreSearch: true },
                expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 },
                cacheableResponse: { statuses: [200] },
              },
            },
          ],
        },
      }),
      preloadPublicPages(),
      linkPagesInDevelopment(),
      inlineLinkPageStyles(),
      precompress(),
    ],
    server: {
      proxy: {
        '/api': { target: apiTarget, changeOrigin: true },
        '/dev': { target: apiTarget, changeOrigin: true },
      },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Maps are written for an error-reporting service to pick up, but not linked from the chunks.
      sourcemap: 'hidden',
      // dist/.vite/manifest.json: which chunks each screen needs, for the first-load budget
      // (scripts/check-first-load.mjs). The server does not serve dot folders.
      manifest: true,
      rolldownOptions: {
        // Two pages: the app (index.html) and the pages opened from a link (link.html, src/link-pages).
        input: { app: 'index.html', link: 'link.html' },
        output: {
          // The small modules a link page shares with the app's screens travel as one file, not a
          // dozen: a slow link carries few requests at once (build-tools/link-pages.ts).
          advancedChunks: { groups: [reactChunk, linkPageSharedChunk] },
          entryFileNames: 'assets/js/[name]-[hash].js',
          chunkFileNames: 'assets/js/[name]-[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css')) ? 'assets/css/[name]-[hash][extname]' : 'assets/[name]-[hash][extname]',
        },
      },
    },
  };
});
