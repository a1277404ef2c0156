import { SEAT_ROLES, seatKindOf, seatLimitMessage } from '@hivis/contracts';
import type { TSeatKind } from '@hivis/contracts';
import type { DbOrTx } from '../../db/client.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { AppError, notFound } from '../../platform/errors.js';
import { countSeatHolders, findCompanyForUpdate } from './seats.queries.js';

/*
 * Seats bought with the plan limit how many people hold each tier (PAH, SAH, NAH). A person
 * holds a seat by their effective (first) role while active or invited (pending_setup, and
 * data_filled); a deactivated person frees theirs.
 */

export { SEAT_ROLES, seatKindOf };
export { countSeatHolders };
export type { TSeatKind };

const BOUGHT: Record<TSeatKind, (company: CompanyRow) => number> = {
  pah: (company) => company.seatsPah,
  sah: (company) => company.seatsSah,
  nah: (company) => company.seatsNah,
};

/**
 * Locks the company row until the transaction ends, so that two requests adding people to the
 * same company take turns and cannot both take the last seat.
 */
export async function lockCompanyForSeats(tx: DbOrTx, companyId: string): Promise<CompanyRow> {
  const row = await findCompanyForUpdate(tx, companyId);
  if (!row) throw notFound('Company');
  return row;
}

type SeatCheckOptions = {
  /** A person already in the company who will hold this seat (not counted against it twice). */
  exceptUserId?: string;
  /** The field the error is reported on; 'role' by default. */
  field?: string;
};

/**
 * Call inside the transaction that adds a seat holder (invitation, reactivation, role change),
 * before writing. Throws 400 with a field error when every seat of the role's tier is taken.
 * A role that takes no seat (admin) passes.
 */
export async function assertSeatAvailable(tx: DbOrTx, companyId: string, role: string, options: SeatCheckOptions = {}): Promise<void> {
  const kind = seatKindOf(role);
  if (!kind) return;
  const company = await lockCompanyForSeats(tx, companyId);
  const bought = BOUGHT[kind](company);
  const used = await countSeatHolders(tx, companyId, kind, options.exceptUserId);
  if (used + 1 > bought) {
    const message = seatLimitMessage(kind, bought);
    throw new AppError('BAD_REQUEST', message, { [options.field ?? 'role']: message });
  }
}
