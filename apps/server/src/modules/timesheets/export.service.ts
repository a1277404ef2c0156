import { Readable } from 'node:stream';
import { TIMESHEET_CSV_COLUMNS, formatCalendarDate, formatZonedDateTime, hoursOf, plusDays, zonedStartOfDay } from '@hivis/contracts';
import type { TTimeEntry, TTimesheetExportQuery } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { csvRow } from './csv.js';
import { presentTimeEntry } from './timesheets.presenter.js';
import { listExportBatch } from './timesheets.queries.js';
import type { TimeEntryView } from './timesheets.queries.js';

/** Rows read per round trip: memory stays flat however many people the company has. */
const BATCH = 500;

const yesNo = (value: unknown) => (value ? 'yes' : 'no');

function locationOf(entry: TTimeEntry): string {
  const point = entry.clockInLocation;
  return point ? `${point.lat.toFixed(5)}, ${point.long.toFixed(5)}` : '';
}

export function exportRow(entry: TTimeEntry, timeZone: string): string {
  return csvRow([
    formatCalendarDate(entry.day),
    entry.personName,
    entry.email,
    entry.jobTitle,
    entry.projectName,
    entry.worksiteName,
    formatZonedDateTime(entry.clockInAt, timeZone),
    entry.clockOutAt ? formatZonedDateTime(entry.clockOutAt, timeZone) : '',
    entry.breakMinutes,
    hoursOf(entry.workedMinutes),
    yesNo(entry.approvedAt),
    yesNo(entry.correctedAt),
    locationOf(entry),
  ]);
}

type Cursor = { clockInAt: Date; id: string };

export type TimesheetCsv = { filename: string; body: Readable };

/**
 * GET /api/v3/timesheet/export: the checks run first (so a refusal is a proper 403 or 400), then
 * the CSV streams out in keyset batches, each read in its own short tenant transaction: the
 * stream outlives the access scope's transaction, and one long transaction would hold a
 * connection for as long as the download takes.
 */
export async function exportTimesheetCsv(ctx: AppContext, auth: AuthContext, query: TTimesheetExportQuery): Promise<TimesheetCsv> {
  const { id: companyId, timeZone } = await withAccess(ctx, auth, 'timesheets.review', async ({ company }) => company);
  const from = zonedStartOfDay(query.from, timeZone);
  const to = zonedStartOfDay(plusDays(query.to, 1), timeZone);
  async function* lines(): AsyncGenerator<string> {
    yield csvRow(TIMESHEET_CSV_COLUMNS);
    let after: Cursor | null = null;
    for (;;) {
      const cursor: Cursor | null = after;
      const rows: TimeEntryView[] = await withTenant(ctx.db, companyId, (tx) => listExportBatch(tx, companyId, from, to, cursor, BATCH));
      const now = new Date();
      for (const row of rows) yield exportRow(presentTimeEntry(row, timeZone, now), timeZone);
      const last = rows[rows.length - 1];
      if (!last || rows.length < BATCH) return;
      after = { clockInAt: last.clockInAt, id: last.id };
    }
  }
  return { filename: `timesheets-${query.from}-to-${query.to}.csv`, body: Readable.from(lines()) };
}
