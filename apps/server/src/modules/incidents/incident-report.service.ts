import { assessIncident, dayIn, INCIDENT_MESSAGES, isPahRoles, NOTIFIABLE_RECORDS_YEARS, writtenNoticeDue } from '@hivis/contracts';
import type { TIncidentAnswers, TIncidentDetails, TIncidentReportValues, TNewIncidentValues } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { IncidentRow, NewIncidentRow } from '../../db/schema/index.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import { applyOnce, createOnce, tappedAt } from '../../platform/commands/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { findCompanyFile } from '../files/index.js';
import { findCompanyJob } from '../jobs/index.js';
import { findCompanyWorksite } from '../worksites/index.js';
import { findIncident, insertIncident, isActivePerson, updateIncident } from './incidents.queries.js';
import { presentIncident } from './incidents.presenter.js';
import { tellNowNotifiable, tellReported } from './incidents.messages.js';

/*
 * Reporting an incident and what the person on site does next: the report (from the phone's
 * outbox, once, with the id the phone made), the notification questions (answered on the phone,
 * where the answer shows at once with no signal; the server decides again with the same rules)
 * and the notice given to the regulator. docs/incidents.md.
 */

/** Staff reach only what they reported (and actions given to them); account holders every one. */
export const staffOf = (auth: CompanyAuth) => (isPahRoles(auth.roles) ? null : auth.userId);

/** The incident as the caller may change its report: theirs (staff), any (account holders); not signed off. */
async function reportToChange(tx: Tx, auth: CompanyAuth, incidentId: string): Promise<IncidentRow> {
  const row = await findIncident(tx, auth.companyId, incidentId, staffOf(auth), 'update');
  // An action's owner reads the incident but does not change its report: as if it were not there.
  if (!row || (staffOf(auth) && row.reportedBy !== auth.userId)) throw notFound('Incident');
  if (row.status === 'closed') throw new AppError('CONFLICT', INCIDENT_MESSAGES.signedOff);
  return row;
}

/** The report's places, people and photos, each checked to be the company's; 400 on the field that is not. */
async function checkedReport(tx: Tx, auth: CompanyAuth, values: TIncidentReportValues, reportedAt: Date): Promise<Partial<NewIncidentRow>> {
  const problems: Record<string, string> = {};
  if (Date.parse(values.occurredAt) > reportedAt.getTime() + 5 * 60_000) problems.occurredAt = INCIDENT_MESSAGES.occurredFuture;
  let worksiteId = values.worksiteId;
  if (values.jobId) {
    const job = await findCompanyJob(tx, auth.companyId, values.jobId);
    if (!job || (worksiteId && job.worksiteId !== worksiteId)) problems.jobId = INCIDENT_MESSAGES.jobUnknown;
    else worksiteId = job.worksiteId;
  }
  if (values.worksiteId && !(await findCompanyWorksite(tx, auth.companyId, values.worksiteId))) problems.worksiteId = INCIDENT_MESSAGES.worksiteUnknown;
  if (!worksiteId && !values.location) problems.location = INCIDENT_MESSAGES.place;
  for (const [index, person] of values.people.entries()) {
    if (person.userId && !(await isActivePerson(tx, auth.companyId, person.userId))) problems[`people.${index}.userId`] = INCIDENT_MESSAGES.personUnknown;
  }
  for (const [index, fileId] of values.photoFileIds.entries()) {
    const file = await findCompanyFile(tx, auth.companyId, fileId);
    if (!file || file.fileType !== 'incident_photo') problems[`photoFileIds.${index}`] = INCIDENT_MESSAGES.photoUnknown;
  }
  if (Object.keys(problems).length > 0) throw invalidFields(problems);
  return {
    types: values.types,
    occurredAt: new Date(values.occurredAt),
    worksiteId,
    jobId: values.jobId,
    location: values.location || null,
    point: values.point,
    description: values.description,
    immediateActions: values.immediateActions || null,
    people: values.people,
    witnesses: values.witnesses,
    photoFileIds: [...new Set(values.photoFileIds)],
  };
}

/** The decision of the answers, and what follows from it: the 48-hour clock and how long the record is kept. */
function assessed(row: NoticeState & Pick<IncidentRow, 'occurredAt'>, answers: TIncidentAnswers, timeZone: string) {
  const decision = assessIncident(answers.jurisdiction, answers.criteria);
  return {
    jurisdiction: answers.jurisdiction,
    criteria: [...new Set(answers.criteria)],
    notifiable: decision.notifiable,
    category: decision.category,
    keepUntil: decision.notifiable ? yearsAfter(dayIn(row.occurredAt, timeZone), NOTIFIABLE_RECORDS_YEARS) : null,
    writtenNoticeDueAt: dueOf(row, { jurisdiction: answers.jurisdiction, notifiable: decision.notifiable }),
  };
}

type NoticeState = Pick<IncidentRow, 'reportedAt' | 'notificationMethod' | 'writtenNoticeAt' | 'writtenNoticeAsked' | 'notifiedAt'>;

/** When the written notice is due, for the record as it will be stored (jurisdiction and decision included). */
function dueOf(row: NoticeState, decision: { jurisdiction: string | null; notifiable: boolean }) {
  const notification = row.notifiedAt
    ? {
        notifiedAt: row.notifiedAt.toISOString(),
        method: row.notificationMethod ?? 'phone',
        writtenNoticeAt: row.writtenNoticeAt?.toISOString() ?? null,
        writtenNoticeAsked: row.writtenNoticeAsked,
      }
    : null;
  return writtenNoticeDue({ reportedAt: row.reportedAt, ...decision }, notification);
}

/** The same calendar day `years` later (29 February becomes 1 March). */
export function yearsAfter(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** POST /api/v3/incident */
export function reportIncident(ctx: AppContext, auth: AuthContext, values: TNewIncidentValues): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.report', (scope) =>
    createOnce(scope, 'incidents.report', values.id, async () => {
      const { tx, auth: companyAuth, company } = scope;
      // Reported when the person tapped Send, though the phone may send it hours later.
      const reportedAt = tappedAt(values.at);
      const report = await checkedReport(tx, companyAuth, values, reportedAt);
      const id = values.id ?? crypto.randomUUID();
      const base = {
        reportedAt,
        occurredAt: report.occurredAt as Date,
        notificationMethod: null,
        writtenNoticeAt: null,
        writtenNoticeAsked: false,
        notifiedAt: null,
      };
      await insertIncident(tx, {
        ...report,
        id,
        companyId: companyAuth.companyId,
        types: values.types,
        occurredAt: base.occurredAt,
        description: values.description,
        reportedAt,
        reportedBy: companyAuth.userId,
        ...(values.answers ? { ...assessed(base, values.answers, company.timeZone), answeredAt: reportedAt, answeredBy: companyAuth.userId } : {}),
      });
      const row = found(await findIncident(tx, companyAuth.companyId, id, null));
      const details = await presentIncident(ctx, scope, row);
      await tellReported(ctx, tx, row, details.reportedBy?.name ?? 'Someone');
      return details;
    }),
  );
}

const found = (row: IncidentRow | null): IncidentRow => {
  if (!row) throw notFound('Incident');
  return row;
};

/** PUT /api/v3/incident/{id}: the report changed, by its reporter or an account holder, until signed off. */
export function editIncident(ctx: AppContext, auth: AuthContext, incidentId: string, values: TIncidentReportValues): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.report', async ({ tx, auth: companyAuth, company }) => {
    const row = await reportToChange(tx, companyAuth, incidentId);
    const report = await checkedReport(tx, companyAuth, values, new Date());
    // When it happened decides how long a notifiable record is kept.
    const answers = row.jurisdiction && row.criteria ? { jurisdiction: row.jurisdiction, criteria: row.criteria } : null;
    await updateIncident(tx, row.id, { ...report, ...(answers ? assessed({ ...row, occurredAt: report.occurredAt as Date }, answers, company.timeZone) : {}) });
    return presentIncident(ctx, { tx, auth: companyAuth, company }, found(await findIncident(tx, companyAuth.companyId, row.id, null)));
  });
}

/** PUT /api/v3/incident/{id}/assessment: the notification questions answered, on site, from the outbox. */
export function answerAssessment(
  ctx: AppContext,
  auth: AuthContext,
  incidentId: string,
  values: TIncidentAnswers & { commandId?: string | undefined; at?: string | undefined },
): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.report', (scope) =>
    applyOnce(scope, `incidents.assess:${incidentId}`, values, async (at) => {
      const { tx, auth: companyAuth, company } = scope;
      const row = await reportToChange(tx, companyAuth, incidentId);
      await updateIncident(tx, row.id, { ...assessed(row, values, company.timeZone), answeredAt: at, answeredBy: companyAuth.userId });
      const answered = found(await findIncident(tx, companyAuth.companyId, row.id, null));
      const details = await presentIncident(ctx, { tx, auth: companyAuth, company }, answered);
      // Notifiable now, and not before: the account holders must know at once.
      if (answered.notifiable && row.notifiable !== true) await tellNowNotifiable(ctx, tx, answered, details.assessment?.answeredBy?.name ?? 'Someone');
      return details;
    }),
  );
}

/** A time the office records after the fact: any time past, never one to come. */
function notInFuture(value: string, field: string): Date {
  const time = new Date(value);
  if (time.getTime() > Date.now() + 5 * 60_000) throw invalidFields({ [field]: INCIDENT_MESSAGES.timeFuture });
  return time;
}

export type TNotificationValues = {
  notifiedAt: string;
  notifiedBy: string;
  method: 'phone' | 'online' | 'email' | 'in_person';
  reference?: string | undefined;
  writtenNoticeAt: string | null;
  writtenNoticeAsked: boolean;
};

/** PUT /api/v3/incident/{id}/notification: who told the regulator, when and how; the written notice. */
export function recordNotification(ctx: AppContext, auth: AuthContext, incidentId: string, values: TNotificationValues): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.report', async ({ tx, auth: companyAuth, company }) => {
    const row = await reportToChange(tx, companyAuth, incidentId);
    const notice = {
      notifiedAt: notInFuture(values.notifiedAt, 'notifiedAt'),
      notifiedBy: values.notifiedBy,
      notificationMethod: values.method,
      regulatorReference: values.reference || null,
      writtenNoticeAt: values.writtenNoticeAt ? notInFuture(values.writtenNoticeAt, 'writtenNoticeAt') : null,
      writtenNoticeAsked: values.writtenNoticeAsked,
    };
    await updateIncident(tx, row.id, {
      ...notice,
      writtenNoticeDueAt: dueOf({ ...row, ...notice }, { jurisdiction: row.jurisdiction, notifiable: row.notifiable === true }),
    });
    return presentIncident(ctx, { tx, auth: companyAuth, company }, found(await findIncident(tx, companyAuth.companyId, row.id, null)));
  });
}

/** GET /api/v3/incident/{id} */
export function getIncident(ctx: AppContext, auth: AuthContext, incidentId: string): Promise<TIncidentDetails> {
  return withAccess(ctx, auth, 'incidents.read', async (scope) =>
    presentIncident(ctx, scope, found(await findIncident(scope.tx, scope.auth.companyId, incidentId, staffOf(scope.auth)))),
  );
}
