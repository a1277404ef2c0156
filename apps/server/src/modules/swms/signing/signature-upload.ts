import { SWMS_SIGNING_MESSAGES } from '@hivis/contracts';
import type { TFile } from '@hivis/contracts';
import type { PaperworkSigningRequestRow } from '../../../db/schema/index.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, unauthorized } from '../../../platform/errors.js';
import { withTenant } from '../../../platform/tenancy/tenant.js';
import { countFilesUnder, storeUpload } from '../../files/index.js';
import type { Upload } from '../../files/index.js';
import type { LinkUpload } from '../../files/index.js';
import { findRequestForLink, linkStateOf, signatureFolder } from '../../paperwork/index.js';
import { swmsKind } from '../swms.kind.js';

/** Signature images one link may store: redrawing a few times is normal, hundreds is abuse of storage. */
export const SIGNATURE_UPLOADS_PER_LINK = 20;

/**
 * POST /api/v3/files without a token: only a signature (swms_signature_photo) through an open
 * signing link, checked before the file is read. Unknown or closed links answer 401, like any
 * upload without a token.
 */
export async function openLinkForUpload(ctx: AppContext, signingRequestId: string, clientAddress: string): Promise<PaperworkSigningRequestRow> {
  const request = await findRequestForLink(ctx, swmsKind, signingRequestId, clientAddress).catch((error: unknown) => {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  });
  // Without a token nothing but an open link lets a file in: every other case is "not signed in".
  if (!request) throw unauthorized('Please sign in to continue.');
  const state = linkStateOf(request);
  if (state === 'signed') throw unauthorized(SWMS_SIGNING_MESSAGES.used);
  if (state !== 'open') throw unauthorized(SWMS_SIGNING_MESSAGES.expired);
  return request;
}

/**
 * Stores the signature for the link's company, in the link's own folder, so that only this link
 * can sign with it; a link stores a limited number of them.
 */
export async function storeSignatureForLink(ctx: AppContext, request: PaperworkSigningRequestRow, upload: Upload): Promise<TFile> {
  const folder = signatureFolder(swmsKind, request.id);
  const stored = await withTenant(ctx.db, request.companyId, (tx) => countFilesUnder(tx, request.companyId, `${request.companyId}/${folder}/`));
  if (stored >= SIGNATURE_UPLOADS_PER_LINK) throw new AppError('TOO_MANY_REQUESTS', SWMS_SIGNING_MESSAGES.tooManySignatureUploads);
  return storeUpload(ctx, { companyId: request.companyId, uploadedBy: null, folder }, upload);
}

/**
 * The signer's upload through a SWMS signing link (POST /api/v3/files with a signingRequestId and
 * no token), handed to the files routes by app.ts.
 */
export function signatureLinkUpload(ctx: AppContext): LinkUpload {
  return {
    field: 'signingRequestId',
    fileTypes: ['swms_signature_photo'],
    open: async (linkId, clientAddress) => {
      const request = await openLinkForUpload(ctx, linkId, clientAddress);
      return (upload) => storeSignatureForLink(ctx, request, upload);
    },
  };
}
