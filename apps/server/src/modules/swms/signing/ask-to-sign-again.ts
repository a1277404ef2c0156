import type { Tx } from '../../../db/client.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { findSwmsJob } from '../swms.queries.js';
import { issueSigningLink } from './signing-link.js';
import { findSwmsHeading, listEarlierSigners } from './signing.queries.js';
import { swmsCompanyOf } from './swms-company.queries.js';

/**
 * When version `newVersion` is issued (C's generate, inside its tenant transaction), everyone who
 * signed an earlier version is mailed a new signing link: workers sign again when a SWMS changes.
 * Returns how many people were asked. The caller drains the outbox after committing.
 */
export async function askToSignAgain(ctx: AppContext, tx: Tx, swmsId: string, newVersion: number): Promise<number> {
  const companyId = await swmsCompanyOf(tx, swmsId);
  const heading = companyId ? await findSwmsHeading(tx, companyId, swmsId) : null;
  if (!companyId || !heading) throw notFound('SWMS');
  const job = await findSwmsJob(tx, companyId, heading.jobId);
  const signers = await listEarlierSigners(tx, companyId, swmsId, newVersion);
  const subject = {
    companyId,
    swmsId,
    swmsTitle: heading.title,
    jobTitle: job?.job.title ?? '',
    companyName: heading.companyName,
    version: newVersion,
  };
  for (const signer of signers) {
    await issueSigningLink(ctx, tx, subject, { email: signer.email, sentBy: null, again: true });
  }
  return signers.length;
}
