import { assessIncident, INCIDENT_TYPE_LABELS, NOTIFIABLE_CATEGORY_LABELS } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { IncidentRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import { insertNotification } from '../inbox/index.js';
import { accountHolders, activePerson } from './incidents.queries.js';
import type { IncidentRecipient } from './incidents.queries.js';

/*
 * Who is told, at once: the account holders of every incident reported (they investigate, and a
 * notifiable one must reach the regulator now), again when the questions are answered notifiable
 * later; the person given a corrective action. A line in their inbox and an email, written in the
 * caller's transaction, so they exist exactly when the change does.
 */

const linkOf = (incidentId: string) => `/incident-reports/details/${incidentId}`;
const kindsOf = (row: Pick<IncidentRow, 'types'>) => row.types.map((type) => INCIDENT_TYPE_LABELS[type]).join(', ');

async function tell(
  ctx: AppContext,
  tx: Tx,
  row: IncidentRow,
  people: readonly IncidentRecipient[],
  message: { kind: string; title: string; body: string; paragraphs: string[] },
) {
  const url = `${ctx.config.publicUrl}${linkOf(row.id)}`;
  for (const person of people) {
    await insertNotification(tx, {
      companyId: row.companyId,
      userId: person.id,
      kind: message.kind,
      title: message.title,
      body: message.body,
      link: linkOf(row.id),
    });
    const mail = renderMail(ctx.config.productName, {
      title: message.title,
      greeting: `Hi ${person.firstName || 'there'},`,
      paragraphs: message.paragraphs,
      action: { label: 'Open the incident', url },
    });
    await asPlatformWithin(tx, () => enqueueMail(tx, { to: person.email, ...mail }));
  }
}

/** What the notifiable answer says to do, in a sentence for the mail. */
function notifiableWords(row: IncidentRow): string | null {
  if (!row.notifiable || !row.jurisdiction) return null;
  const decision = assessIncident(row.jurisdiction, row.criteria ?? []);
  const category = decision.category ? NOTIFIABLE_CATEGORY_LABELS[decision.category].toLowerCase() : 'a notifiable incident';
  return `It is notifiable (${category}): ${decision.regulator.name} must be told immediately on ${decision.regulator.phoneDisplay}, and the site left as it is until an inspector says otherwise.`;
}

/** A new report: every account holder but the one who reported it. */
export async function tellReported(ctx: AppContext, tx: Tx, row: IncidentRow, reporterName: string) {
  const holders = (await accountHolders(tx, row.companyId)).filter((person) => person.id !== row.reportedBy);
  const notifiable = notifiableWords(row);
  const title = `${notifiable ? 'Notifiable incident' : 'Incident'} reported: ${kindsOf(row)}`;
  await tell(ctx, tx, row, holders, {
    kind: 'incident_reported',
    title,
    body: `${reporterName} reported: ${row.description.slice(0, 200)}`,
    paragraphs: [`${reporterName} reported an incident (${kindsOf(row)}).`, row.description, ...(notifiable ? [notifiable] : [])],
  });
}

/** The questions answered (again) and now notifiable, when they were not before. */
export async function tellNowNotifiable(ctx: AppContext, tx: Tx, row: IncidentRow, answeredBy: string) {
  const notifiable = notifiableWords(row);
  if (!notifiable) return;
  const holders = (await accountHolders(tx, row.companyId)).filter((person) => person.id !== row.answeredBy);
  await tell(ctx, tx, row, holders, {
    kind: 'incident_notifiable',
    title: `Notifiable incident: ${kindsOf(row)}`,
    body: `${answeredBy} answered the notification questions: the regulator must be told.`,
    paragraphs: [`${answeredBy} answered the notification questions for this incident (${kindsOf(row)}).`, row.description, notifiable],
  });
}

/** A corrective action given to someone (not to the person giving it). */
export async function tellActionGiven(
  ctx: AppContext,
  tx: Tx,
  row: IncidentRow,
  action: { ownerId: string; description: string; dueOn: string },
  givenBy: { id: string; name: string },
) {
  if (action.ownerId === givenBy.id) return;
  const owner = await activePerson(tx, row.companyId, action.ownerId);
  if (!owner) return;
  const due = new Date(`${action.dueOn}T00:00:00Z`).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  await tell(ctx, tx, row, [owner], {
    kind: 'incident_action',
    title: `Corrective action for you, due ${due}`,
    body: `${givenBy.name}: ${action.description.slice(0, 200)}`,
    paragraphs: [
      `${givenBy.name} gave you a corrective action after an incident (${kindsOf(row)}), due ${due}:`,
      action.description,
      'Mark it done in HiVis once it is done.',
    ],
  });
}
