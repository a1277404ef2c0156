import { auditLinkPagePath, dayIn } from '@hivis/contracts';
import type { AppContext } from '../../../platform/context.js';
import { HourlyJob } from '../../../platform/hourly-job.js';
import { renderMail } from '../../../platform/mail/layout.js';
import { enqueueMail } from '../../../platform/mail/outbox.js';
import { asPlatformWithin, withSystem } from '../../../platform/tenancy/tenant.js';
import type { Tx } from '../../../db/client.js';
import { findLinkOnForTemplate } from '../audit-links.queries.js';
import { claimReminder, companyHolders, isOccurrenceDone, peopleOnSite, personById, runningAssignments } from './assignments.queries.js';
import type { Recipient, ReminderAssignment } from './assignments.queries.js';
import { openOccurrences } from './occurrences.js';
import type { TOccurrence } from './occurrences.js';

/*
 * Reminders of assigned audits (issue: "by email before due and when overdue, to the assignee and
 * to the person who assigned it"), sent by an hourly job. For each running assignment, each open
 * occurrence not done gets at most one reminder before it is due (within REMIND_BEFORE_HOURS)
 * and one once it is overdue (to the assigner too), claimed in audit_assignment_reminders so two
 * server instances or a re-run never send twice. An occurrence overdue for longer than
 * OVERDUE_REMINDED_HOURS when the job first sees it (a server down for days) is not mailed late.
 */

export const REMIND_BEFORE_HOURS = 24;
export const OVERDUE_REMINDED_HOURS = 48;
const HOUR = 60 * 60 * 1000;

type TKind = 'before' | 'overdue';

/** Where the person does it: the audit in the app, or the template's web link, for this occurrence. */
async function actionUrl(ctx: AppContext, tx: Tx, assignment: ReminderAssignment, occurrence: TOccurrence, now: Date): Promise<string | null> {
  const query = `assignment=${assignment.id}&on=${occurrence.on}`;
  if (assignment.target === 'site' || assignment.target === 'user') return `${ctx.config.publicUrl}/audits/do/${assignment.templateId}?${query}`;
  const link = await findLinkOnForTemplate(tx, assignment.companyId, assignment.templateId, now);
  return link ? `${ctx.config.publicUrl}${auditLinkPagePath(link.uuid)}?${query}` : null;
}

async function assigneesOf(tx: Tx, assignment: ReminderAssignment): Promise<Recipient[]> {
  if (assignment.target === 'user' && assignment.userId) return [await personById(tx, assignment.userId)].filter((each): each is Recipient => each !== null);
  if (assignment.target === 'site' && assignment.worksiteId) return peopleOnSite(tx, assignment.companyId, assignment.worksiteId);
  if (assignment.target === 'company' && assignment.contractorCompanyId) return companyHolders(tx, assignment.contractorCompanyId);
  return (assignment.emails ?? []).map((email) => ({ email, firstName: null }));
}

function dueWords(occurrence: TOccurrence, timeZone: string): string {
  return new Intl.DateTimeFormat('en-AU', { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: 'numeric', minute: '2-digit' }).format(
    occurrence.dueAt,
  );
}

async function remind(ctx: AppContext, tx: Tx, assignment: ReminderAssignment, occurrence: TOccurrence, kind: TKind, now: Date): Promise<number> {
  if (await isOccurrenceDone(tx, assignment.id, occurrence.on)) return 0;
  if (!(await claimReminder(tx, { companyId: assignment.companyId, assignmentId: assignment.id, occurrenceOn: occurrence.on, kind }))) return 0;
  const url = await actionUrl(ctx, tx, assignment, occurrence, now);
  const due = dueWords(occurrence, assignment.timeZone);
  const recipients = await assigneesOf(tx, assignment);
  const assigner = kind === 'overdue' && assignment.assignedBy ? await personById(tx, assignment.assignedBy) : null;
  const title = kind === 'before' ? `Audit due: ${assignment.templateName}` : `Audit overdue: ${assignment.templateName}`;
  const mails = recipients.map((person) => ({
    to: person.email,
    ...renderMail(ctx.config.productName, {
      title,
      greeting: person.firstName ? `Hi ${person.firstName},` : 'Hello,',
      paragraphs: [
        kind === 'before'
          ? `${assignment.companyName} has asked for the audit “${assignment.templateName}” to be done by ${due}.`
          : `The audit “${assignment.templateName}” for ${assignment.companyName} was due by ${due} and has not been done yet.`,
        url ? 'It takes a few minutes on your phone, and works with no signal once opened.' : 'Ask the company that assigned it for the link to do it.',
      ],
      ...(url ? { action: { label: 'Do the audit', url } } : {}),
    }),
  }));
  const toAssigner = assigner
    ? renderMail(ctx.config.productName, {
        title,
        greeting: assigner.firstName ? `Hi ${assigner.firstName},` : 'Hello,',
        paragraphs: [`The audit “${assignment.templateName}” you assigned was due by ${due} and has not been done.`, 'Its assignees have been reminded.'],
        action: { label: 'See the assignment', url: `${ctx.config.publicUrl}/audits/assign/site/${assignment.id}` },
      })
    : null;
  // The outbox is the platform's table, outside the tenant's grants.
  await asPlatformWithin(tx, async () => {
    for (const mail of mails) await enqueueMail(tx, mail);
    if (assigner && toAssigner) await enqueueMail(tx, { to: assigner.email, ...toAssigner });
  });
  return recipients.length + (toAssigner ? 1 : 0);
}

/** One pass over every running assignment: the reminders due at `now`. Answers how many mails were queued. */
export async function sendAssignmentReminders(ctx: AppContext, now: Date = new Date()): Promise<number> {
  const assignments = await withSystem(ctx.db, (tx) => runningAssignments(tx));
  let mails = 0;
  for (const assignment of assignments) {
    const today = dayIn(now, assignment.timeZone);
    const open = openOccurrences(assignment, assignment.timeZone, now, today, 3);
    for (const occurrence of open) {
      const untilDue = occurrence.dueAt.getTime() - now.getTime();
      const kind: TKind | null = !occurrence.overdue
        ? untilDue <= REMIND_BEFORE_HOURS * HOUR
          ? 'before'
          : null
        : -untilDue <= OVERDUE_REMINDED_HOURS * HOUR
          ? 'overdue'
          : null;
      if (!kind) continue;
      // One transaction per reminder: the claim and its mails commit together.
      mails += await withSystem(ctx.db, (tx) => remind(ctx, tx, assignment, occurrence, kind, now));
    }
  }
  if (mails > 0) {
    ctx.log.info({ mails }, 'audit assignment reminders queued');
    void ctx.outbox.drain();
  }
  return mails;
}

export function assignmentReminders(ctx: AppContext): HourlyJob {
  return new HourlyJob(ctx.log, 'audit assignment reminders', () => sendAssignmentReminders(ctx));
}
