import {
  DASHBOARD_APPROVAL_WEEKS,
  DASHBOARD_LICENCE_WINDOWS,
  DASHBOARD_TILE_ROWS,
  DASHBOARD_UPCOMING_DAYS,
  JOB_STATUSES,
  mondayOf,
  plusDays,
  zonedDateOf,
  zonedStartOfDay,
} from '@hivis/contracts';
import type { TComplianceDashboard, TDashboard, TDashboardId, TDashboardJobLine, TOperationsDashboard } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import { dashboardTitle } from './catalogue.js';
import { countLicencesByWindow, listLicencesDue, listPendingSetup } from './compliance.queries.js';
import type { DashboardCompany } from './dashboard-company.js';
import { summariseWeekHours } from './hours-summary.js';
import { countJobsByStatus, countWeeksToApprove, listJobsOverdue, listJobsStarting, listWeekShifts } from './operations.queries.js';
import type { DashboardJobRow } from './operations.queries.js';
import { dashboardNameOf } from './people-names.js';
import type { TNaming } from './people-names.js';

/*
 * One dashboard's tiles, read in the company's tenant transaction with a fixed handful of
 * aggregate queries. Days and weeks are the company's (its time zone), as on the timesheets.
 */

type Build = { tx: Tx; company: DashboardCompany; naming: TNaming; now: Date };

function jobLine(row: DashboardJobRow): TDashboardJobLine {
  return { ...row, scheduledStart: row.scheduledStart?.toISOString() ?? null, scheduledEnd: row.scheduledEnd?.toISOString() ?? null };
}

function base(build: Build, id: TDashboardId) {
  return {
    title: dashboardTitle(id),
    timeZone: build.company.timeZone,
    today: zonedDateOf(build.now, build.company.timeZone),
    generatedAt: build.now.toISOString(),
    companyName: build.company.name,
  };
}

async function operations(build: Build): Promise<TOperationsDashboard> {
  const { tx, company, now } = build;
  const common = base(build, 'operations');
  const statusCounts = await countJobsByStatus(tx, company.id);
  const counts = JOB_STATUSES.map((status) => ({ status, count: statusCounts.find((row) => row.status === status)?.count ?? 0 }));
  // The rest of today and the 14 days after it.
  const upcomingEnd = zonedStartOfDay(plusDays(common.today, DASHBOARD_UPCOMING_DAYS + 1), company.timeZone);
  const comingUp = await listJobsStarting(tx, company.id, now, upcomingEnd, DASHBOARD_TILE_ROWS);
  const overdue = await listJobsOverdue(tx, company.id, now, DASHBOARD_TILE_ROWS);
  const weekStart = mondayOf(common.today);
  let hoursThisWeek: TOperationsDashboard['hoursThisWeek'] = null;
  let toApprove: TOperationsDashboard['toApprove'] = null;
  if (company.usesTimesheets) {
    const from = zonedStartOfDay(weekStart, company.timeZone);
    const shifts = await listWeekShifts(tx, company.id, from, zonedStartOfDay(plusDays(weekStart, 7), company.timeZone));
    hoursThisWeek = summariseWeekHours(shifts, weekStart, build.naming, now);
    const approvalsFrom = zonedStartOfDay(plusDays(weekStart, -7 * (DASHBOARD_APPROVAL_WEEKS - 1)), company.timeZone);
    const weeks = await countWeeksToApprove(tx, company.id, approvalsFrom, company.timeZone);
    toApprove = { count: weeks.reduce((sum, week) => sum + week.people, 0), weeks };
  }
  return {
    id: 'operations',
    ...common,
    jobsByStatus: { total: counts.reduce((sum, row) => sum + row.count, 0), counts },
    comingUp: { count: comingUp.count, items: comingUp.items.map(jobLine) },
    overdue: { count: overdue.count, items: overdue.items.map(jobLine) },
    hoursThisWeek,
    toApprove,
  };
}

/** The ends of the licence windows (30, 60, 90 days from today), calendar days. */
export function licenceWindowEnds(today: string): [string, string, string] {
  const [a, b, c] = DASHBOARD_LICENCE_WINDOWS;
  return [plusDays(today, a), plusDays(today, b), plusDays(today, c)];
}

async function compliance(build: Build): Promise<TComplianceDashboard> {
  const { tx, company, naming } = build;
  const common = base(build, 'compliance');
  const [days30, days60, days90] = licenceWindowEnds(common.today);
  const windows = await countLicencesByWindow(tx, company.id, common.today, days30, days60, days90);
  const due = await listLicencesDue(tx, company.id, days30, DASHBOARD_TILE_ROWS);
  const pending = await listPendingSetup(tx, company.id, DASHBOARD_TILE_ROWS);
  return {
    id: 'compliance',
    ...common,
    licences: {
      counts: [
        { bucket: 'expired', count: windows.expired },
        { bucket: 'within30', count: windows.within30 },
        { bucket: 'within60', count: windows.within60 },
        { bucket: 'within90', count: windows.within90 },
      ],
      soonest: due.rows.map((row) => ({
        id: row.id,
        userId: row.userId,
        name: dashboardNameOf(row, naming),
        licence: row.name,
        expiresOn: row.expiresOn ?? '',
      })),
      soonestCount: due.count,
    },
    pendingSetup: {
      count: pending.count,
      items: pending.rows.map((row) => ({ userId: row.userId, name: dashboardNameOf(row, naming), invitedOn: zonedDateOf(row.createdAt, company.timeZone) })),
    },
  };
}

export function buildDashboard(build: Build, id: TDashboardId): Promise<TDashboard> {
  return id === 'operations' ? operations(build) : compliance(build);
}
