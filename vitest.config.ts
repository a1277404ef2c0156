import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/*
 * unit:   pure rules, no database.
 * api:    every route through app.inject, each test file on its own fresh in-memory PGlite.
 * api-pg: the same files again on PostgreSQL, each file in its own new database on the server
 *         of TEST_DATABASE_URL; only when that variable is set.
 *
 * `vitest run` runs every project that exists; `vitest run --project 'api*'` runs both api ones.
 */
const apiFiles = ['apps/server/src/**/*.test.ts'];
const unitFiles = ['packages/contracts/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'apps/web/src/**/*.test.ts'];

function apiProject(name: string, databaseKind: 'pglite' | 'pg'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name,
      include: apiFiles,
      exclude: ['**/*.unit.test.ts', '**/node_modules/**'],
      env: { HIVIS_TEST_DB: databaseKind },
      // PGlite files start from one migrated snapshot instead of running initdb each (~5 s).
      globalSetup: databaseKind === 'pglite' ? ['apps/server/test/pglite-template.ts'] : [],
      // A worker keeps the server's modules loaded from one file to the next instead of importing
      // them again for each (about 1.5 s a file; the API tests took twice as long). Safe because
      // every file builds its own app and database (createTestApp) and no API test mocks modules.
      isolate: false,
      // Database start-up and argon2 hashing belong in the budget; a hung test still fails.
      testTimeout: 20_000,
      hookTimeout: 60_000,
    },
  };
}

const projects: TestProjectInlineConfiguration[] = [{ extends: true, test: { name: 'unit', include: unitFiles } }, apiProject('api', 'pglite')];
if (process.env.TEST_DATABASE_URL) projects.push(apiProject('api-pg', 'pg'));

export default defineConfig({
  test: {
    projects,
    environment: 'node',
    pool: 'forks',
    // Vitest's default (cores − 1) is one worker on a 2-core machine; test files wait on
    // PGlite, PostgreSQL and argon2 enough that one worker per core pays off.
    maxWorkers: Math.max(2, availableParallelism()),
  },
});
