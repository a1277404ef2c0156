import { randomUUID } from 'node:crypto';
import { SWMS_SIGNING_LINK_DAYS } from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import type { AppContext } from '../../../platform/context.js';
import { renderMail } from '../../../platform/mail/layout.js';
import { enqueueMail } from '../../../platform/mail/outbox.js';
import { asPlatformWithin } from '../../../platform/tenancy/tenant.js';
import { findCompanyPersonByEmail, insertSigningRequest, revokeOpenRequests } from './signing.queries.js';

export type SigningLinkSubject = {
  companyId: string;
  swmsId: string;
  swmsTitle: string;
  jobTitle: string;
  companyName: string;
  version: number;
};

export function signingLinkUrl(ctx: AppContext, signingRequestId: string): string {
  return `${ctx.config.publicUrl}/swms/sign/${signingRequestId}`;
}

/**
 * Inside the company's tenant transaction: a new signing link for one email (replacing that
 * person's open links for this SWMS) and its mail, queued in the outbox so it goes only if the
 * change commits. `again`: they signed an earlier version and must sign the new one.
 */
export async function issueSigningLink(
  ctx: AppContext,
  tx: Tx,
  subject: SigningLinkSubject,
  input: { email: string; sentBy: string | null; again: boolean },
): Promise<string> {
  const now = new Date();
  const email = input.email.toLowerCase();
  await revokeOpenRequests(tx, subject.companyId, subject.swmsId, email, now);
  const request = await insertSigningRequest(tx, {
    id: randomUUID(),
    companyId: subject.companyId,
    swmsId: subject.swmsId,
    email,
    version: subject.version,
    sentBy: input.sentBy,
    expiresAt: new Date(now.getTime() + SWMS_SIGNING_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  const person = await findCompanyPersonByEmail(tx, subject.companyId, email);
  const product = ctx.config.productName;
  const what = `the safe work method statement (SWMS) "${subject.swmsTitle}" for the job "${subject.jobTitle}"`;
  const mail = renderMail(product, {
    title: input.again ? `Please sign the new version of ${subject.swmsTitle}` : `Please read and sign ${subject.swmsTitle}`,
    greeting: `Hi ${person?.firstName || 'there'},`,
    paragraphs: input.again
      ? [
          `${subject.companyName} has changed ${what}. This is version ${subject.version}.`,
          'You signed an earlier version. Please read the new one and sign it before you start work.',
        ]
      : [
          `${subject.companyName} has asked you to read and sign ${what}.`,
          'Read it before you start work, then sign it on your phone or computer. You do not need an account.',
        ],
    action: { label: 'Read and sign the SWMS', url: signingLinkUrl(ctx, request.id) },
    footnote: `This link is just for you and works for ${SWMS_SIGNING_LINK_DAYS} days. If you were not expecting it, you can ignore this email.`,
  });
  // The outbox is the platform's table, outside the tenant's grants.
  await asPlatformWithin(tx, () => enqueueMail(tx, { to: email, ...mail }));
  return request.id;
}
