import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import type { JobContractRow, UserRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import { findAccountHolders } from '../assignments/index.js';
import { insertNotification } from '../inbox/index.js';

/*
 * What each side is told: a line in the inbox of every account holder of the company concerned,
 * and a mail. Written in the caller's transaction, so they exist exactly when the change does.
 * The other company's people are outside the caller's tenant, so their rows are read and written
 * by the platform (asPlatformWithin), never anything else of that company.
 */

type Holder = Pick<UserRow, 'id' | 'email' | 'firstName'>;
type Notice = {
  kind: string;
  title: string;
  body: string;
  link: string;
  jobId?: string;
  mail: { title: string; paragraphs: string[]; action: { label: string; url: string }; footnote?: string };
};

/** Tells every account holder of a company, in the app and by mail. */
async function tellHolders(ctx: AppContext, tx: Tx, companyId: string, notice: Notice, otherCompany: boolean): Promise<void> {
  const run = <T>(fn: () => Promise<T>) => (otherCompany ? asPlatformWithin(tx, fn) : fn());
  const holders: Holder[] = await run(() => findAccountHolders(tx, companyId));
  for (const holder of holders) {
    await run(() =>
      insertNotification(tx, {
        id: randomUUID(),
        companyId,
        userId: holder.id,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        jobId: notice.jobId ?? null,
        link: notice.link,
      }),
    );
    const mail = renderMail(ctx.config.productName, { greeting: `Hi ${holder.firstName || 'there'},`, ...notice.mail });
    await asPlatformWithin(tx, () => enqueueMail(tx, { to: holder.email, ...mail }));
  }
}

/** A company on HiVis was asked to connect: its account holders answer on accept-contractor. */
export function tellConnectionRequest(ctx: AppContext, tx: Tx, input: { hiringCompanyId: string; hiringName: string; contractorCompanyId: string }) {
  const link = `/staff/contractors/accept-contractor/${input.hiringCompanyId}`;
  return tellHolders(
    ctx,
    tx,
    input.contractorCompanyId,
    {
      kind: 'contractor_invited',
      title: `${input.hiringName} wants to connect`,
      body: `${input.hiringName} would like to add your company as a contractor, so they can send you jobs.`,
      link,
      mail: {
        title: `${input.hiringName} wants to add you as a contractor`,
        paragraphs: [
          `${input.hiringName} would like to connect with your company on ${ctx.config.productName}, so they can contract jobs to you.`,
          'Please accept or decline.',
        ],
        action: { label: 'Answer the request', url: `${ctx.config.publicUrl}${link}` },
      },
    },
    true,
  );
}

/** Nobody on HiVis matched: the person is invited to create a free contractor account from the link. */
export async function sendInvitation(ctx: AppContext, tx: Tx, input: { email: string; hiringName: string; name: string | null; token: string }) {
  const product = ctx.config.productName;
  const mail = renderMail(product, {
    title: `${input.hiringName} invites you to ${product}`,
    greeting: `Hi ${input.name || 'there'},`,
    paragraphs: [
      `${input.hiringName} would like to add your business as a contractor on ${product}, to send you jobs and see your progress on site.`,
      `Create your free contractor account with this email address (${input.email}). You will see only the jobs they contract to you.`,
      `Already on ${product} with another email? Ask ${input.hiringName} to connect that email or your ABN instead.`,
    ],
    action: { label: 'Create my free account', url: `${ctx.config.publicUrl}/connect/${input.token}` },
  });
  await asPlatformWithin(tx, () => enqueueMail(tx, { to: input.email, ...mail }));
}

/** The contractor answered a connection request: the hiring company hears it. */
export function tellConnectionAnswer(
  ctx: AppContext,
  tx: Tx,
  input: { hiringCompanyId: string; contractorName: string; accepted: boolean; connectionId: string },
) {
  const verb = input.accepted ? 'accepted' : 'declined';
  const link = `/staff/contractors/${input.connectionId}`;
  return tellHolders(
    ctx,
    tx,
    input.hiringCompanyId,
    {
      kind: `contractor_${verb}`,
      title: `${input.contractorName} ${verb} your connection`,
      body: input.accepted ? 'You can now contract jobs to them.' : 'They will not receive jobs from you.',
      link,
      mail: {
        title: `${input.contractorName} ${verb} your connection`,
        paragraphs: [
          input.accepted ? `${input.contractorName} is now connected. You can contract jobs to them.` : `${input.contractorName} declined to connect.`,
        ],
        action: { label: 'See the contractor', url: `${ctx.config.publicUrl}${link}` },
      },
    },
    true,
  );
}

type JobBrief = { id: string; title: string; worksiteId: string; projectId: string; siteName: string; when: string };

export function contractLinks(ctx: AppContext, contract: Pick<JobContractRow, 'requestToken'>) {
  return {
    accept: `${ctx.config.publicUrl}/work-request/accept/${contract.requestToken}`,
    decline: `${ctx.config.publicUrl}/work-request/decline/${contract.requestToken}`,
  };
}

/** A job was contracted: the contractor's account holders get the work request with its links. */
export function tellContractOffered(ctx: AppContext, tx: Tx, input: { contract: JobContractRow; job: JobBrief; hiringName: string }) {
  const links = contractLinks(ctx, input.contract);
  return tellHolders(
    ctx,
    tx,
    input.contract.contractorCompanyId,
    {
      kind: 'job_contracted',
      title: `New job from ${input.hiringName}: ${input.job.title}`,
      body: `${input.hiringName} has contracted this job to you at ${input.job.siteName}, ${input.job.when}.`,
      link: `/worksite/${input.job.worksiteId}/project/${input.job.projectId}/job/${input.job.id}/contractor-onsite`,
      mail: {
        title: `Work request: ${input.job.title}`,
        paragraphs: [
          `${input.hiringName} has contracted a job to your company. Please accept or decline it.`,
          `Job: ${input.job.title}`,
          `Site: ${input.job.siteName}`,
          `When: ${input.job.when}`,
          `To decline, open this link: ${links.decline}`,
        ],
        action: { label: 'Accept', url: links.accept },
        footnote: 'Opening a link shows the job first; nothing is answered until you press the button.',
      },
    },
    true,
  );
}

/** The hiring company hears of the contractor's answer or progress, on the job's contractor-onsite page. */
export function tellHiring(
  ctx: AppContext,
  tx: Tx,
  input: { companyId: string; contractorName: string; job: JobBrief; what: 'accepted' | 'declined' | 'completed' },
) {
  const link = `/worksite/${input.job.worksiteId}/project/${input.job.projectId}/job/${input.job.id}/contractor-onsite`;
  const phrase = { accepted: 'accepted', declined: 'declined', completed: 'finished the work on' }[input.what];
  const advice = {
    accepted: 'The job is now in progress.',
    declined: 'The job is free again: you may want to contract it to someone else or give it to your staff.',
    completed: 'Check the work and mark the job completed.',
  }[input.what];
  return tellHolders(
    ctx,
    tx,
    input.companyId,
    {
      kind: `contract_${input.what}`,
      title: `${input.contractorName} ${phrase} ${input.job.title}`,
      body: advice,
      link,
      jobId: input.job.id,
      mail: {
        title: `${input.contractorName} ${phrase} ${input.job.title}`,
        paragraphs: [`${input.contractorName} ${phrase} the job "${input.job.title}" at ${input.job.siteName}, ${input.job.when}.`, advice],
        action: { label: 'Open the job', url: `${ctx.config.publicUrl}${link}` },
      },
    },
    false,
  );
}

/** The hiring company withdrew the job: the contractor is told in the app. */
export async function tellWithdrawn(ctx: AppContext, tx: Tx, input: { contractorCompanyId: string; hiringName: string; job: JobBrief }) {
  const holders = await asPlatformWithin(tx, () => findAccountHolders(tx, input.contractorCompanyId));
  for (const holder of holders) {
    await asPlatformWithin(tx, () =>
      insertNotification(tx, {
        companyId: input.contractorCompanyId,
        userId: holder.id,
        kind: 'contract_withdrawn',
        title: `Job withdrawn: ${input.job.title}`,
        body: `${input.hiringName} no longer needs you on this job at ${input.job.siteName}, ${input.job.when}.`,
        link: '/home/contractor',
      }),
    );
  }
  ctx.log.info({ job: input.job.id }, 'contract withdrawn');
}
