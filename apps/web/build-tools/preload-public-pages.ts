import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app's public pages people most often open from a link, by the screen module their route
 * loads. Their addresses are matched in the browser, so they are written as regular expressions.
 * (A SWMS signing link's page is not the app's: link.html, src/link-pages/.)
 */
const PUBLIC_PAGES = [
  { pattern: '^/auth/login/?$', screen: 'src/features/auth/LoginPage.tsx' },
  { pattern: '^/pricing/?$', screen: 'src/features/signup/PricingPage.tsx' },
];

/**
 * A screen's chunk is otherwise asked for only once the entry has run and the router has matched
 * the address: on a slow link, one more round trip after 200 KiB. For the public pages above,
 * index.html gets a small inline script that adds a `modulepreload` link for the page's chunks
 * (those the entry does not already bring) as soon as the document is read, so they download
 * beside the entry (docs/web.md, "The first load"). A signed-in page is not on the list: which
 * screen a signed-in address shows depends on the role, known only once the app runs.
 */
export function preloadPublicPages(): Plugin {
  let root = '';
  return {
    name: 'hivis-preload-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle;
        // The app's page only: link.html (the pages opened from a link) has its own entry.
        if (!bundle || path.basename(context.filename) !== 'index.html') return;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === path.join(root, 'src/main.tsx'));
        if (!entry) return;
        const withImports = (fileName: string, files = new Set<string>()) => {
          if (files.has(fileName)) return files;
          files.add(fileName);
          const chunk = bundle[fileName];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) withImports(imported, files);
          return files;
        };
        const entryFiles = withImports(entry.fileName);
        const pages = PUBLIC_PAGES.map(({ pattern, screen }) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === path.join(root, screen));
          if (!chunk) throw new Error(`preload-public-pages: ${screen} is not a chunk of its own: was the screen renamed or moved?`);
          const files = [...withImports(chunk.fileName)].filter((file) => !entryFiles.has(file)).map((file) => `/${file}`);
          return [pattern, files] as const;
        });
        const script = `(function () {
  var pages = ${JSON.stringify(pages)};
  for (var i = 0; i < pages.length; i++) {
    if (!new RegExp(pages[i][0]).test(location.pathname)) continue;
    for (var j = 0; j < pages[i][1].length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = pages[i][1][j];
      document.head.appendChild(link);
    }
  }
})();`;
        return [{ tag: 'script', children: script, injectTo: 'head' }];
      },
    },
  };
}
