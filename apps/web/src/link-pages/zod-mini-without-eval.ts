import { config } from 'zod/mini';

/**
 * As api/zod-without-eval.ts for the app: zod may not compile schemas with `new Function` under
 * the page's Content-Security-Policy, so it is told up front and never probes. Imported first by
 * link-pages/main.tsx; zod/mini shares the setting with the full zod.
 */
config({ jitless: true });
