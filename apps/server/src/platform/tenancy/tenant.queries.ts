import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { APP_ROLE, CONNECTED_VIEW_ROLE } from '../../db/migrate.js';

/*
 * The statements that move a transaction between the database roles of tenancy (see tenant.ts).
 * SET LOCAL and set_config(..., true) keep every switch inside its transaction.
 */

/**
 * The tenant role and the company its row-level security policies read (with the company's
 * proof: platform/tenancy/database-wall.ts), in one statement: every
 * tenant request pays for each round trip, and on the embedded database they queue behind one another.
 */
export async function enterTenant(tx: Tx, companyId: string, proof: string): Promise<void> {
  await tx.execute(
    sql`select set_config('role', ${APP_ROLE}, true), set_config('app.company_id', ${companyId}, true), set_config('app.company_proof', ${proof}, true)`,
  );
}

/** The platform's own context: row-level security lets a transaction holding the proof see every company. */
export async function enterSystem(tx: Tx, proof: string): Promise<void> {
  await tx.execute(sql`select set_config('app.system_proof', ${proof}, true)`);
}

/** Back to the connecting role, holding the system proof, for the platform's own tables inside a tenant transaction. */
export async function leaveTenantRole(tx: Tx, proof: string): Promise<void> {
  await tx.execute(sql`select set_config('role', 'none', true), set_config('app.system_proof', ${proof}, true)`);
}

/** Back behind row-level security as the tenant, the system proof dropped. */
export async function resumeTenantRole(tx: Tx): Promise<void> {
  await tx.execute(sql`select set_config('app.system_proof', '', true), set_config('role', ${APP_ROLE}, true)`);
}

/** The read-only role of the connected view: own rows and what connected companies share. */
export async function enterConnectedView(tx: Tx): Promise<void> {
  await tx.execute(sql.raw(`SET LOCAL ROLE ${CONNECTED_VIEW_ROLE}`));
}
