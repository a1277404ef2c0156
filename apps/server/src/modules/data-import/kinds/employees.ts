import { EMPLOYEE_MESSAGES, IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS, ZInviteEmployeeSchema, seatKindOf, seatLimitMessage } from '@hivis/contracts';
import type { TInviteEmployeeValues, TSeatKind } from '@hivis/contracts';
import { employeeProfiles, users } from '../../../db/schema/index.js';
import type { CompanyRow } from '../../../db/schema/index.js';
import { asPlatformWithin } from '../../../platform/tenancy/tenant.js';
import { sendAccountSetupInvite } from '../../auth/index.js';
import { countSeatHolders, lockCompanyForSeats } from '../../users/index.js';
import type { ImportKindHandler } from '../kind.js';
import { saveGoodRows } from '../kind.js';
import { takenEmails } from '../data-import.queries.js';
import { addProblem, cell, checkRecords, markRepeats } from '../row-checks.js';
import type { CheckedRow, RowRules } from '../row-checks.js';

/** People say "Supervisor" as often as "SAH"; both mean the same role. */
const ROLE_WORDS: Record<string, string> = { SUPERVISOR: 'SAH', LEADING_HAND: 'SAH_LH', LEADINGHAND: 'SAH_LH', WORKER: 'NAH' };

function roleOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const word = text
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  return ROLE_WORDS[word] ?? word;
}

const rules: RowRules<TInviteEmployeeValues> = {
  columns: IMPORT_COLUMNS.employees,
  example: IMPORT_EXAMPLE_ROWS.employees,
  schema: ZInviteEmployeeSchema,
  toInput: (cells) => ({
    firstName: cells.firstName ?? '',
    lastName: cells.lastName ?? '',
    email: cells.email ?? '',
    role: roleOf(cells.role),
    phone: cell(cells, 'phone'),
    position: cell(cells, 'position'),
  }),
  columnOfPath: ([first]) => (typeof first === 'string' ? first : null),
  label: (cells) => [[cells.firstName, cells.lastName].filter(Boolean).join(' '), cells.email].filter(Boolean).join(', '),
};

const BOUGHT: Record<TSeatKind, (company: CompanyRow) => number> = {
  pah: (company) => company.seatsPah,
  sah: (company) => company.seatsSah,
  nah: (company) => company.seatsNah,
};

/**
 * Good rows take the plan's free seats in file order; the rest get the invite form's seat
 * message. The company row stays locked to the end of the transaction (as for one invitation),
 * so two imports cannot both take the last seat.
 */
async function applySeatLimits(tx: Parameters<ImportKindHandler['prepare']>[1], companyId: string, rows: CheckedRow<TInviteEmployeeValues>[]): Promise<void> {
  const company = await lockCompanyForSeats(tx, companyId);
  const free = new Map<TSeatKind, number>();
  for (const row of rows) {
    const kind = row.values ? seatKindOf(row.values.role) : null;
    if (!kind) continue;
    if (!free.has(kind)) free.set(kind, BOUGHT[kind](company) - (await countSeatHolders(tx, companyId, kind)));
    const left = free.get(kind) ?? 0;
    if (left > 0) free.set(kind, left - 1);
    else addProblem(row, 'Role', seatLimitMessage(kind, BOUGHT[kind](company)));
  }
}

/**
 * Employees: each row is an invitation with the invite form's rules: a staff role, an address
 * not used on HiVis (by anyone, in any company), a free seat, and the set-up mail written to the
 * outbox in the same transaction, so nothing is sent for an import that did not happen.
 */
export const employeesImport: ImportKindHandler = {
  kind: 'employees',
  prepare: async (ctx, tx, scope, records) => {
    const rows = await checkRecords(records, rules);
    markRepeats(rows, (row) => row.cells.email, 'Email', 'email');
    const emails = [...new Set(rows.flatMap((row) => (row.values ? [row.values.email] : [])))];
    // Addresses are unique across every company; only the platform can see them all.
    const taken = await asPlatformWithin(tx, () => takenEmails(tx, emails));
    for (const row of rows) {
      if (row.values && taken.has(row.values.email)) addProblem(row, 'Email', EMPLOYEE_MESSAGES.emailTaken);
    }
    await applySeatLimits(tx, scope.companyId, rows);
    return {
      rows,
      save: saveGoodRows(rows, 50, async (batch) => {
        const created = await tx
          .insert(users)
          .values(
            batch.map((values) => ({
              companyId: scope.companyId,
              email: values.email,
              firstName: values.firstName,
              lastName: values.lastName,
              phone: values.phone,
              roles: [values.role],
              status: 'pending_setup' as const,
            })),
          )
          .returning({ id: users.id, email: users.email, firstName: users.firstName });
        const positionOf = new Map(batch.map((values) => [values.email, values.position]));
        await tx
          .insert(employeeProfiles)
          .values(created.map((user) => ({ userId: user.id, companyId: scope.companyId, position: positionOf.get(user.email) ?? null })));
        await asPlatformWithin(tx, async () => {
          for (const user of created) await sendAccountSetupInvite(ctx, tx, user, scope.inviter);
        });
      }),
    };
  },
};
