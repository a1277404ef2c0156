import { randomUUID } from 'node:crypto';
import { formatAddress } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { JobAssignmentRow, UserRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import { insertNotification } from '../inbox/index.js';
import type { JobContext } from './assignments.queries.js';
import { formatJobWindow } from './job-times.js';

/*
 * What people are told when staffing changes: a line in their in-app inbox and, for a new work
 * request or a declined one, an email. Both are written in the caller's transaction, so they exist
 * exactly when the change does.
 */

type Person = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;

export const siteAddressOf = (context: JobContext) => (context.site.address ? formatAddress(context.site.address) : '');
export const whenOf = (context: JobContext) => formatJobWindow(context.job.scheduledStart, context.job.scheduledEnd, context.company.timeZone);
const fullName = (person: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) => `${person.firstName} ${person.lastName}`.trim() || person.email;

export function workRequestLinks(ctx: AppContext, assignment: Pick<JobAssignmentRow, 'requestToken'>) {
  return {
    accept: `${ctx.config.publicUrl}/work-request/accept/${assignment.requestToken}`,
    decline: `${ctx.config.publicUrl}/work-request/decline/${assignment.requestToken}`,
  };
}

/** A new (or renewed) work request: in the inbox, and by mail with Accept and Decline links. */
export async function tellOffered(ctx: AppContext, tx: Tx, context: JobContext, person: Person, assignment: JobAssignmentRow, offeredBy: string) {
  const { job } = context;
  // The link names the notification itself, so its id is chosen before the insert.
  const notificationId = randomUUID();
  await insertNotification(tx, {
    id: notificationId,
    companyId: job.companyId,
    userId: person.id,
    kind: 'job_assigned',
    title: `New job: ${job.title}`,
    body: `${offeredBy} has offered you this job at ${context.site.name}, ${whenOf(context)}.`,
    jobId: job.id,
    link: `/notification/${notificationId}/job/${job.id}/assigned`,
  });
  const links = workRequestLinks(ctx, assignment);
  const address = siteAddressOf(context);
  const mail = renderMail(ctx.config.productName, {
    title: `Work request: ${job.title}`,
    greeting: `Hi ${person.firstName || 'there'},`,
    paragraphs: [
      `${offeredBy} of ${context.company.name} has offered you a job. Please accept or decline it.`,
      `Job: ${job.title}`,
      `Site: ${context.site.name}${address ? `, ${address}` : ''}`,
      `When: ${whenOf(context)}`,
      `To decline, open this link: ${links.decline}`,
    ],
    action: { label: 'Accept', url: links.accept },
    footnote: 'Opening a link shows the job first; nothing is answered until you press the button.',
  });
  await asPlatformWithin(tx, () => enqueueMail(tx, { to: person.email, ...mail }));
}

/** The office took the person off the job: in the inbox only. */
export async function tellRemoved(tx: Tx, context: JobContext, personId: string) {
  const { job } = context;
  await insertNotification(tx, {
    companyId: job.companyId,
    userId: personId,
    kind: 'job_removed',
    title: `Removed from job: ${job.title}`,
    body: `You are no longer needed on this job at ${context.site.name}, ${whenOf(context)}.`,
    jobId: job.id,
    link: '/my-jobs',
  });
}

/** The account holders hear about a declined request in the inbox and by mail, to find someone else. */
export async function tellDeclined(ctx: AppContext, tx: Tx, context: JobContext, person: Person, holders: Pick<UserRow, 'id' | 'email' | 'firstName'>[]) {
  const { job } = context;
  const name = fullName(person);
  const jobLink = `/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.id}/assign-staff`;
  for (const holder of holders) {
    await insertNotification(tx, {
      companyId: job.companyId,
      userId: holder.id,
      kind: 'job_declined',
      title: `${name} declined: ${job.title}`,
      body: `${name} cannot work on this job at ${context.site.name}, ${whenOf(context)}. You may want to offer it to someone else.`,
      jobId: job.id,
      link: jobLink,
    });
    const mail = renderMail(ctx.config.productName, {
      title: `${name} declined a work request`,
      greeting: `Hi ${holder.firstName || 'there'},`,
      paragraphs: [`${name} declined the job "${job.title}" at ${context.site.name}, ${whenOf(context)}.`, 'You may want to offer it to someone else.'],
      action: { label: 'Staff this job', url: `${ctx.config.publicUrl}${jobLink}` },
    });
    await asPlatformWithin(tx, () => enqueueMail(tx, { to: holder.email, ...mail }));
  }
}
