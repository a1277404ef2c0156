import { and, count, eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { files } from '../../../db/schema/index.js';

/** Files of the company stored under a key prefix (e.g. the signatures uploaded through one link). */
export async function countFilesUnder(tx: DbOrTx, companyId: string, prefix: string): Promise<number> {
  // The prefix is built from ids (hex and dashes), so it holds no LIKE wildcards.
  const [row] = await tx
    .select({ n: count() })
    .from(files)
    .where(and(eq(files.companyId, companyId), like(files.storageKey, `${prefix}%`)));
  return row?.n ?? 0;
}
