import { ZInviteEmployeeSchema } from '@hivis/contracts';
import type { TInviteEmployee } from '@hivis/contracts';

/*
 * The rows of /staff/employee/setup: several people invited in one go. Each row is sent on its
 * own, in order, so one taken email or a full plan stops only that row.
 */

export type TTeamRow = { key: number; email: string; firstName: string; lastName: string; role: string };

export type TRowResult = { state: 'sent'; message: string; employeeId: string } | { state: 'failed'; message: string; errors: Record<string, string> };

let nextKey = 1;
export const emptyRow = (): TTeamRow => ({ key: (nextKey += 1), email: '', firstName: '', lastName: '', role: 'NAH' });

/** A row nobody has typed in is skipped, not refused. */
export const isBlankRow = (row: TTeamRow) => !row.email.trim() && !row.firstName.trim() && !row.lastName.trim();

export const rowPayload = (row: TTeamRow): TInviteEmployee => ({
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  role: row.role as TInviteEmployee['role'],
});

/** The contract's own messages for one row, before anything is sent. */
export function rowErrors(row: TTeamRow): Record<string, string> {
  const result = ZInviteEmployeeSchema.safeParse(rowPayload(row));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}
