/*
 * The shape of the code, checked by npm test (npm run lint:deps). Each rule says why.
 * Rules: https://github.com/sverweij/dependency-cruiser/blob/main/doc/rules-reference.md
 */
const SERVER_MODULE = '^apps/server/src/modules/([^/]+)/';
const WEB_FEATURE = '^apps/web/src/features/([^/]+)/';

module.exports = {
  forbidden: [
    {
      name: 'no-folder-loops',
      comment:
        'Two module (or feature) folders that import each other cannot be understood, tested or moved one without the other. Move the shared piece into the lower one, or into platform/ (server) or ui/ and api/ (web).',
      severity: 'error',
      scope: 'folder',
      from: { path: ['^apps/server/src/modules/[^/]+/?$', '^apps/web/src/features/[^/]+/?$'] },
      to: { circular: true },
    },
    {
      name: 'web-features-do-not-import-the-app',
      comment: 'app/ assembles the features (router, shell, menu); a feature that reaches back into it makes a loop with everything.',
      severity: 'error',
      from: { path: WEB_FEATURE },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'sql-lives-in-queries-files',
      comment:
        'Drizzle (SQL) is used only in *.queries.ts files, db/ and seed/ (demo and reference rows, written as rows), so a reader finds every statement of a module in one kind of file, and services stay readable rules.',
      severity: 'error',
      from: {
        path: '^apps/server/src/',
        pathNot: ['\\.queries\\.ts$', '^apps/server/src/db/', '^apps/server/src/seed/', '\\.test\\.ts$'],
      },
      // Types (a transaction's type, SQL as a parameter) may travel; statements may not.
      to: { path: 'node_modules/drizzle-orm', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'modules-meet-through-their-entry',
      comment: "A module reaches another only through that module's public entry (index.ts), so a module's inside can change without breaking its neighbours.",
      severity: 'error',
      from: { path: SERVER_MODULE, pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/([^/]+)/', pathNot: ['^apps/server/src/modules/$1/', '^apps/server/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-does-not-know-modules',
      comment: 'platform/ serves every module; a platform file that imports a module turns the layers upside down.',
      severity: 'error',
      from: { path: '^apps/server/src/platform/', pathNot: '\\.test\\.ts$' },
      to: { path: '^apps/server/src/modules/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests stand above everything they test (a module's test builds the whole app through
    // apps/server/test), so they are left out: the rules are about the product's code.
    exclude: { path: ['/dist/', 'node_modules/(?!drizzle-orm)', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    combinedDependencies: true,
  },
};
