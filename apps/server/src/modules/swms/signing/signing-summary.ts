import { formatAddress, type TSwmsSigningRequest } from '@hivis/contracts';
import type { AppContext } from '../../../platform/context.js';
import type { OpenedLink } from '../../paperwork/index.js';
import { presentSignature } from '../swms-sign-on.js';
import { presentFileLink } from '../swms.presenter.js';
import { asSwmsRecord } from '../swms.kind.js';

/**
 * What the holder of a signing link sees: the SWMS, its job, the latest PDF of the current version
 * and who has signed that version (others by name only, as the PDF's register prints them: their
 * emails and accounts stay private). Nothing else of the company.
 */
export function presentSigningRequest(ctx: AppContext, opened: OpenedLink): TSwmsSigningRequest {
  const { request } = opened;
  const record = asSwmsRecord(opened.record);
  return {
    id: request.id,
    signingRequestId: request.id,
    swmsId: record.id,
    title: record.title,
    companyName: opened.companyName,
    job: {
      title: record.job.title,
      jobNumber: record.job.jobNumber,
      projectName: record.job.projectName,
      worksiteName: record.job.worksiteName,
      worksiteAddress: record.job.worksiteAddress ? formatAddress(record.job.worksiteAddress) : '',
    },
    email: request.email,
    signerName: opened.personName,
    version: opened.version,
    file: opened.file ? presentFileLink(ctx, opened.file) : null,
    signatures: opened.signOns.map((signOn) => {
      const shown = presentSignature(signOn, opened.version);
      return signOn.signingRequestId === request.id ? shown : { ...shown, signerEmail: null, userId: null };
    }),
    signed: opened.signed,
    signedVersion: opened.signedVersion,
    expiresAt: request.expiresAt.toISOString(),
  };
}
