// Lint rules for the whole workspace: typescript-eslint's recommended set, React hooks rules for
// the web app, and the house rules of the architecture guide (no any, no unexplained non-null !).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'bench/.out/**',
      'data/**',
      'apps/server/drizzle/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.output/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
      // Type-aware rules: a promise nobody awaits loses its error and its order.
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'bench/*.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
      // One naming rule for zod schemas (ZCreateJobSchema), as for their types (TCreateJob).
      '@typescript-eslint/naming-convention': [
        'error',
        { selector: 'variable', filter: { regex: '^Z[A-Z][a-z]', match: true }, format: null, custom: { regex: 'Schema$', match: true } },
      ],
    },
  },
  {
    // Plain JavaScript (build scripts, this file) sits outside every TypeScript project.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Web layers: features never reach up into app/ (the shell composes them, not the reverse),
  // and the lower of two features never imports the higher one, so no folder loops come back.
  ...webFeatureLayers({
    'apps/web/src/features/**': [],
    'apps/web/src/features/contractors/**': ['jobs'],
    'apps/web/src/features/assignments/**': ['jobs', 'my-jobs'],
    'apps/web/src/features/swms-library/**': ['swms'],
    'apps/web/src/features/company/**': ['account'],
    // The job's pages, the homes and the SWMS sign-on show today's talk.
    'apps/web/src/features/prestart-talks/**': ['jobs', 'assignments', 'swms', 'home'],
    // The job's pages show a job's JSAs; a JSA reads the job's SWMS by the shared keys (api/query-keys.ts).
    'apps/web/src/features/jsa/**': ['jobs', 'my-jobs', 'assignments', 'swms', 'home'],
  }),
);

/** One no-restricted-imports entry per folder (a later entry replaces an earlier one, so each repeats the app/ ban). */
function webFeatureLayers(folders) {
  return Object.entries(folders).map(([files, higher]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/**', '!**/features/**'], message: 'Features do not import from app/: move what is shared into ui/, api/ or the feature.' },
            ...higher.map((name) => ({
              group: [`**/${name}/**`, `../${name}/**`],
              message: `${name} builds on this feature: move the shared piece here, or to ui/ or api/.`,
            })),
          ],
        },
      ],
    },
  }));
}
