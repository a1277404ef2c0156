import { COMMAND_MESSAGES } from '@hivis/contracts';
import type { AccessScope } from '../access/with-access.js';
import { AppError } from '../errors.js';
import { applyOnceIn } from './apply-once.js';
import type { CommandSender } from './apply-once.js';
import type { Tx } from '../../db/client.js';

/*
 * A create that may reach the server twice (a double tap, a retry after a lost answer) carries
 * the new record's id, made on the device. The id is both the command's and the record's: applyOnce
 * claims it in applied_commands in the create's own transaction, so every later copy gets the
 * first answer and nothing is written again, side effects (a set-up mail, a job number) included.
 */

/**
 * Creates the record once for its device-made `id`; `create` must insert the record with that id.
 * Without an id (an older app) the record is simply created. An id that already names a record
 * (another company's, or one of this company's made otherwise) is refused with 409 and nothing is
 * written: the insert's primary key clashes, and the transaction rolls back with its claim.
 */
export async function createOnce<T>(scope: AccessScope, name: string, id: string | undefined, create: () => Promise<T>): Promise<T> {
  return createOnceIn(scope.tx, { companyId: scope.auth.companyId, userId: scope.auth.userId }, name, id, create);
}

/**
 * createOnce inside a transaction already in the sender's company: for a record made with no
 * sign-in (through a link), whose name then carries the link.
 */
export async function createOnceIn<T>(tx: Tx, sender: CommandSender, name: string, id: string | undefined, create: () => Promise<T>): Promise<T> {
  if (id === undefined) return create();
  try {
    return await applyOnceIn(tx, sender, name, { commandId: id }, () => create());
  } catch (error) {
    if (isPrimaryKeyClash(error)) throw new AppError('CONFLICT', COMMAND_MESSAGES.recordIdTaken);
    throw error;
  }
}

/** A unique violation of a table's primary key (`<table>_pkey`), as PostgreSQL and PGlite report it, wrapped by drizzle or not. */
function isPrimaryKeyClash(error: unknown): boolean {
  for (let at: unknown = error; typeof at === 'object' && at !== null; at = 'cause' in at ? at.cause : null) {
    const { code, constraint } = at as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' && constraint.endsWith('_pkey');
  }
  return false;
}
