import type { TSwmsSigningRequest } from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import type { SwmsSigningRequestRow } from '../../../db/schema/index.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { formatAddress } from '@hivis/contracts';
import { presentFileLink, presentSignature } from '../swms.presenter.js';
import { findFile, findSwmsJob, findVersion, listSignatures } from '../swms.queries.js';
import { findCompanyPersonByEmail, findSwmsHeading } from './signing.queries.js';

/**
 * What the holder of a signing link sees, read in the link's company: the SWMS, its job, the
 * latest PDF of the current version and who has signed that version (names only). Nothing else of the company.
 */
export async function presentSigningRequest(ctx: AppContext, tx: Tx, request: SwmsSigningRequestRow): Promise<TSwmsSigningRequest> {
  const heading = await findSwmsHeading(tx, request.companyId, request.swmsId);
  if (!heading) throw notFound('SWMS');
  const job = await findSwmsJob(tx, request.companyId, heading.jobId);
  if (!job) throw notFound('Job');
  const version = await findVersion(tx, request.companyId, request.swmsId, heading.currentVersion);
  const file = version?.fileId ? await findFile(tx, request.companyId, version.fileId) : null;
  const signatures = await listSignatures(tx, request.companyId, request.swmsId);
  // A link signs once, so at most one signature names it; it may be on an older version.
  const signedVersion = signatures.find((signature) => signature.signingRequestId === request.id)?.version ?? null;
  const person = await findCompanyPersonByEmail(tx, request.companyId, request.email);
  const personName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
  return {
    id: request.id,
    signingRequestId: request.id,
    swmsId: request.swmsId,
    title: heading.title,
    companyName: heading.companyName,
    job: {
      title: job.job.title,
      jobNumber: job.job.jobNumber,
      projectName: job.projectName,
      worksiteName: job.worksiteName,
      worksiteAddress: job.worksiteAddress ? formatAddress(job.worksiteAddress) : '',
    },
    email: request.email,
    signerName: personName === '' ? null : personName,
    version: heading.currentVersion,
    file: file ? presentFileLink(ctx, file) : null,
    signatures: signatures
      .filter((signature) => signature.version === heading.currentVersion)
      .map((signature) => {
        const shown = presentSignature(signature, heading.currentVersion);
        // Others by name only, as the PDF's register prints them: their emails and accounts stay private.
        return signature.signingRequestId === request.id ? shown : { ...shown, signerEmail: null, userId: null };
      }),
    signed: signedVersion === heading.currentVersion,
    signedVersion,
    expiresAt: request.expiresAt.toISOString(),
  };
}
