import { randomUUID } from 'node:crypto';
import type { Tx } from '../../../db/client.js';
import type { AppContext } from '../../../platform/context.js';
import { notFound } from '../../../platform/errors.js';
import { withTenant } from '../../../platform/tenancy/tenant.js';
import { insertFile } from '../../files/index.js';
import { countSignatures, lockVersion } from '../generate/generate.queries.js';
import { composeSwmsPdf } from './compose-pdf.js';
import { loadDocumentData, type SwmsDocumentData } from './document-data.js';
import { findSwmsCompanyId, setVersionPdf } from './render-version.queries.js';

/*
 * The PDF of one issued SWMS version: read (in the caller's transaction), laid out, stored as a
 * swms_document file and recorded on the version. Produced again after every signature, so the
 * latest file of a version always carries its sign-on register as it stands.
 */

/** The company of a SWMS; the caller's tenant transaction already limits what it can see. */
async function companyOfSwms(tx: Tx, swmsId: string): Promise<string> {
  const companyId = await findSwmsCompanyId(tx, swmsId);
  if (!companyId) throw notFound('SWMS');
  return companyId;
}

function documentFileName(data: SwmsDocumentData): string {
  const title =
    data.header.swmsTitle
      .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
      .slice(0, 100)
      .trim() || 'SWMS';
  return `${title} v${data.version}.pdf`;
}

/** Stores the bytes and points the version at them. Bytes first: a row never names a missing file. */
export async function saveVersionPdf(ctx: AppContext, tx: Tx, data: SwmsDocumentData, bytes: Buffer): Promise<{ fileId: string }> {
  const id = randomUUID();
  const storageKey = `${data.companyId}/${id.slice(0, 2)}/${id}.pdf`;
  await ctx.fileStorage.put(storageKey, bytes);
  await insertFile(tx, {
    id,
    companyId: data.companyId,
    uploadedBy: null,
    fileType: 'swms_document',
    name: documentFileName(data),
    contentType: 'application/pdf',
    size: bytes.length,
    storageKey,
  });
  await setVersionPdf(tx, data, id);
  return { fileId: id };
}

export async function renderSwmsVersion(ctx: AppContext, tx: Tx, swmsId: string, version: number): Promise<{ fileId: string }> {
  const companyId = await companyOfSwms(tx, swmsId);
  const data = await loadDocumentData(tx, companyId, swmsId, version);
  const bytes = await composeSwmsPdf(ctx.fileStorage, data);
  return saveVersionPdf(ctx, tx, data, bytes);
}

/**
 * After a sign-on has committed: the version's PDF produced again with the register as it stands,
 * laid out outside any transaction so a crew signing at once does not queue behind each render.
 * It is stored only if no other sign-on committed since it was read: then that sign-on's own
 * render (read after its commit, so including this one) is the newer document and is kept.
 * A failure is logged, not thrown: the sign-on stands, and the next sign-on or Generate renders it.
 */
export async function refreshVersionPdf(ctx: AppContext, companyId: string, swmsId: string, version: number): Promise<void> {
  try {
    const data = await withTenant(ctx.db, companyId, (tx) => loadDocumentData(tx, companyId, swmsId, version));
    const bytes = await composeSwmsPdf(ctx.fileStorage, data);
    await withTenant(ctx.db, companyId, async (tx) => {
      await lockVersion(tx, companyId, swmsId, version);
      if ((await countSignatures(tx, companyId, swmsId)) === data.signatures.length) await saveVersionPdf(ctx, tx, data, bytes);
    });
  } catch (error) {
    ctx.log.error({ err: error, swms: swmsId, version }, 'SWMS PDF could not be produced again after a sign-on');
  }
}
