import { z } from 'zod';

/**
 * zod compiles object schemas with `new Function` when it may, and first probes whether it may.
 * The page's Content-Security-Policy forbids eval (docs/web.md, "The browser's walls"), so the
 * probe fails and the browser reports a violation on every load. Told up front that eval is off,
 * zod checks without compiling and never probes. Imported first by main.tsx: the setting is read
 * when each schema is made, as the contracts' modules are evaluated.
 */
z.config({ jitless: true });
