import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

export type ConnectingRole = {
  role: string;
  /** It is, or may become, a superuser or a role with BYPASSRLS. */
  passesRowSecurity: boolean;
  /** It owns, or may become the owner of, a table: an owner can switch row-level security off. */
  ownsTables: boolean;
};

/**
 * What the app's own connection could do to the wall. The session's user, not the current role:
 * RESET ROLE goes back to it (and the embedded database's session is its superuser, with the login
 * role only SET). pg_has_role MEMBER covers the roles it may SET ROLE to as well.
 */
export async function readConnectingRole(db: Db): Promise<ConnectingRole> {
  const result = (await db.execute(sql`
    select session_user as "role",
      exists (select 1 from pg_roles r where (r.rolsuper or r.rolbypassrls) and pg_has_role(session_user, r.oid, 'MEMBER')) as "passesRowSecurity",
      exists (select 1 from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
        and pg_has_role(session_user, c.relowner, 'MEMBER')) as "ownsTables"`)) as unknown as { rows: ConnectingRole[] };
  const [row] = result.rows;
  if (!row) throw new Error('The database did not describe the connecting role.');
  return row;
}
