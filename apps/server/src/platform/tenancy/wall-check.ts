import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { readConnectingRole } from './wall-check.queries.js';

/**
 * At start: can the role the app connects as pass by row-level security (a superuser, BYPASSRLS,
 * or a table's owner)? Then a statement slipped into a tenant transaction could too. In production
 * the server refuses to start; elsewhere it warns, since a single-user database set-up is handy on
 * a developer's machine. The embedded database is always such a set-up: PGlite is one session of
 * its superuser, in which the app's login role is only SET, so RESET ROLE leaves it. See
 * docs/operations.md, "The database wall".
 */
export async function checkDatabaseWall(db: Db, config: Pick<Config, 'env'>, log: Pick<FastifyBaseLogger, 'warn'>): Promise<void> {
  const connecting = await readConnectingRole(db);
  const why = connecting.passesRowSecurity
    ? 'is a superuser or may bypass row-level security'
    : connecting.ownsTables
      ? 'owns tables, and an owner can switch row-level security off'
      : null;
  if (!why) return;
  const message = `The database role the app connects as (${connecting.role}) ${why}. Use a PostgreSQL server, with a login role that owns nothing in DATABASE_URL and the owner in MIGRATION_DATABASE_URL (docs/operations.md, "The database wall").`;
  if (config.env === 'production') throw new Error(message);
  log.warn(message);
}
