import { EDIT_MESSAGES } from '@hivis/contracts';
import { AppError } from '../errors.js';

/**
 * Refuses an edit based on an earlier version of the record (`basedOn`, its updatedOn as the form
 * opened it) with 409 EDIT_CONFLICT and the record as it is now, so the person chooses which to
 * keep. Without `basedOn` (a call that does not say) the edit goes ahead. Call it with the record
 * locked (SELECT … FOR UPDATE), so no save slips in between the check and the write.
 */
export async function checkEditBase(updatedAt: Date, basedOn: string | undefined, current: () => Promise<unknown>): Promise<void> {
  // Compared as milliseconds: updatedOn is sent, and a Date read, at that precision.
  if (basedOn === undefined || Date.parse(basedOn) === updatedAt.getTime()) return;
  throw new AppError('EDIT_CONFLICT', EDIT_MESSAGES.conflict, undefined, undefined, { current: await current() });
}
