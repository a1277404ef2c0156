import { and, eq, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { appliedCommands } from '../../db/schema/index.js';
import type { AppliedCommandRow } from '../../db/schema/index.js';

/**
 * Claims the command id for this transaction: true when it is new. A second transaction claiming
 * the same id waits here until the first ends: it then finds the row (the first committed) or
 * claims it itself (the first rolled back, refused).
 */
export async function claimCommand(tx: Tx, values: typeof appliedCommands.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(appliedCommands).values(values).onConflictDoNothing().returning({ id: appliedCommands.id });
  return rows.length === 1;
}

export async function findCommand(tx: Tx, companyId: string, id: string): Promise<AppliedCommandRow | null> {
  const [row] = await tx
    .select()
    .from(appliedCommands)
    .where(and(eq(appliedCommands.companyId, companyId), eq(appliedCommands.id, id)));
  return row ?? null;
}

export async function storeCommandResult(tx: Tx, companyId: string, id: string, result: unknown): Promise<void> {
  await tx
    .update(appliedCommands)
    .set({ result: sql`${JSON.stringify(result ?? null)}::jsonb` })
    .where(and(eq(appliedCommands.companyId, companyId), eq(appliedCommands.id, id)));
}

/**
 * Deletes up to `limit` applied commands received before `before` (applied_commands_received_idx),
 * across every company; answers how many went.
 */
export async function deleteCommandsReceivedBefore(tx: Tx, before: Date, limit: number): Promise<number> {
  const oldest = tx
    .select({ companyId: appliedCommands.companyId, id: appliedCommands.id })
    .from(appliedCommands)
    .where(lt(appliedCommands.receivedAt, before))
    .limit(limit);
  const deleted = await tx
    .delete(appliedCommands)
    .where(sql`(${appliedCommands.companyId}, ${appliedCommands.id}) in (${oldest})`)
    .returning({ id: appliedCommands.id });
  return deleted.length;
}
