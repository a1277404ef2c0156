import { COMMAND_CLOCK_SKEW_MINUTES, COMMAND_MAX_AGE_DAYS, COMMAND_MESSAGES } from '@hivis/contracts';
import type { TCommandFields } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { AccessScope } from '../access/with-access.js';
import { AppError, invalidFields } from '../errors.js';
import { claimCommand, findCommand, storeCommandResult } from './commands.queries.js';

/*
 * A field action sent from the device outbox may arrive more than once: the answer was lost on a
 * weak connection and the phone sent it again, or two tabs sent the queue at once. Inside the
 * action's access scope, applyOnce claims the device-made command id in the same transaction as
 * the action's writes, so the action is applied once and every later copy gets the first answer.
 * A refused action (4xx) rolls back with its claim: sent again, it is tried again.
 */

const MINUTE = 60 * 1000;

/**
 * When the person tapped, by the device's clock: not ahead of the server by more than a small
 * skew (a phone whose clock is wrong), not older than the outbox may hold an action. Without `at`,
 * now (a call made with signal).
 */
export function tappedAt(at: string | undefined, now: Date = new Date()): Date {
  if (at === undefined) return now;
  const tapped = new Date(at);
  if (tapped.getTime() > now.getTime() + COMMAND_CLOCK_SKEW_MINUTES * MINUTE) throw invalidFields({ at: COMMAND_MESSAGES.future });
  if (tapped.getTime() < now.getTime() - COMMAND_MAX_AGE_DAYS * 24 * 60 * MINUTE) throw invalidFields({ at: COMMAND_MESSAGES.tooOld });
  // Within the skew, a time a little ahead is the server's now: nothing is recorded in the future.
  return tapped.getTime() > now.getTime() ? now : tapped;
}

/** Who sends a command: a signed-in person, or (userId null) the holder of a link, named in the action's name. */
export type CommandSender = { companyId: string; userId: string | null };

/**
 * Applies `apply` once for the command id, handing it the tapped time. `name` says what the action
 * is ('timesheets.clock-in'): an id already used for another action, or by another person, is
 * refused (409) rather than answered with someone else's result. Without a command id the action
 * is simply applied (a call made at the desk).
 */
export async function applyOnce<T>(scope: AccessScope, name: string, command: TCommandFields, apply: (at: Date) => Promise<T>): Promise<T> {
  return applyOnceIn(scope.tx, { companyId: scope.auth.companyId, userId: scope.auth.userId }, name, command, apply);
}

/**
 * applyOnce inside a transaction already in the sender's company: for an action with no sign-in
 * (a signing link), whose name then carries the link, so one link's command id answers nothing of
 * another's.
 */
export async function applyOnceIn<T>(tx: Tx, sender: CommandSender, name: string, command: TCommandFields, apply: (at: Date) => Promise<T>): Promise<T> {
  if (command.commandId === undefined) return apply(tappedAt(command.at));
  const earlier = await findCommand(tx, sender.companyId, command.commandId);
  if (earlier) return replay<T>(earlier, name, sender.userId);
  // Checked after the look-up: a copy of an applied action answers even once it is old.
  const at = tappedAt(command.at);
  const claimed = await claimCommand(tx, { companyId: sender.companyId, id: command.commandId, name, userId: sender.userId, deviceAt: command.at ? at : null });
  if (!claimed) {
    // Another copy committed while this one waited at the claim.
    const committed = await findCommand(tx, sender.companyId, command.commandId);
    if (!committed) throw new AppError('CONFLICT', COMMAND_MESSAGES.reused);
    return replay<T>(committed, name, sender.userId);
  }
  const result = await apply(at);
  await storeCommandResult(tx, sender.companyId, command.commandId, result);
  return result;
}

function replay<T>(row: { name: string; userId: string | null; result: unknown }, name: string, userId: string | null): T {
  if (row.name !== name || row.userId !== userId) throw new AppError('CONFLICT', COMMAND_MESSAGES.reused);
  return row.result as T;
}
