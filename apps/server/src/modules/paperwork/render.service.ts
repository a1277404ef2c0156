import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { FileStorage } from '../../platform/files/storage.js';
import { imageDataUrl, isRenderableImage, renderPdf } from '../../platform/pdf/render.js';
import { readStoredBytes } from '../../platform/pdf/stored-bytes.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { insertFile } from '../files/index.js';
import type { AnyPaperworkKind, DocumentSignOn, PaperworkDocument } from './paperwork.kinds.js';
import { askToSignAgain } from './signing-link.js';
import { listSignOnsWithFiles } from './sign-ons.queries.js';
import { countRecordSignOns, findVersion, lockVersion, setVersionFile, type RecordRef } from './versions.queries.js';

/*
 * The PDF of one issued version: read in a transaction, laid out outside any (the slow part, so a
 * crew signing at once does not queue behind each render), then stored in a second short
 * transaction that locks the version. Produced again after every sign-on, so a version's latest
 * file always carries its register as it stands.
 *
 * These run in the record's tenant (withTenant), not through withAccess: access was granted by the
 * call that issued the version or took the sign-on, and the PDF it stores ends that same call, so a
 * refusal now would only leave the version without its document.
 */

type ReadDocument = PaperworkDocument<unknown> & { signatureKeys: Map<string, string | null> };

/** What the version's PDF prints, read in the caller's transaction; no bytes yet. */
export async function readDocument(tx: Tx, kind: AnyPaperworkKind, ref: RecordRef, version: number): Promise<ReadDocument> {
  const row = await findVersion(tx, ref, version);
  if (!row) throw notFound(`${kind.messages.noun} version`);
  const signOns = await listSignOnsWithFiles(tx, ref);
  const extra = await kind.readExtra(tx, ref.companyId, row);
  return {
    kind: kind.key,
    companyId: ref.companyId,
    recordId: ref.recordId,
    version: row,
    signOns: signOns.map(({ storageKey: _key, ...signOn }) => ({ ...signOn, signatureImage: null })),
    signatureKeys: new Map(signOns.map((signOn) => [signOn.id, signOn.storageKey])),
    extra,
  };
}

async function bytesOrNull(storage: FileStorage, key: string | null | undefined): Promise<Buffer | null> {
  if (!key) return null;
  try {
    return await readStoredBytes(storage, key);
  } catch {
    // A missing signature image must not stop the document: that sign-on prints without it.
    return null;
  }
}

/** Lays out and renders the document, outside any transaction. */
export async function composePdf(storage: FileStorage, kind: AnyPaperworkKind, read: ReadDocument): Promise<Buffer> {
  const signOns: DocumentSignOn[] = [];
  for (const signOn of read.signOns) {
    const bytes = await bytesOrNull(storage, read.signatureKeys.get(signOn.id));
    signOns.push({ ...signOn, signatureImage: bytes ? imageDataUrl(bytes) : null });
  }
  const document: PaperworkDocument<unknown> = { ...read, signOns };
  const bytes = await renderPdf(await kind.layout(document, storage, { careful: false })).catch(async () => {
    // One corrupt image (a signature uploaded through a link) must not stop the document for
    // everyone: those the decoder refuses print without their image.
    const usable: DocumentSignOn[] = [];
    for (const signOn of signOns)
      usable.push({ ...signOn, signatureImage: signOn.signatureImage && (await isRenderableImage(signOn.signatureImage)) ? signOn.signatureImage : null });
    return renderPdf(await kind.layout({ ...document, signOns: usable }, storage, { careful: true }));
  });
  return kind.finish ? kind.finish(bytes, document, storage) : bytes;
}

function fileNameOf(kind: AnyPaperworkKind, read: ReadDocument): string {
  const name = kind
    .fileName(read)
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 100)
    .trim();
  return `${name || kind.messages.noun} v${read.version.version}.pdf`;
}

/** Stores the bytes, then points the version at them: a row never names missing bytes. */
async function storePdf(ctx: AppContext, tx: Tx, kind: AnyPaperworkKind, ref: RecordRef, read: ReadDocument, bytes: Buffer): Promise<string> {
  const id = randomUUID();
  const storageKey = `${ref.companyId}/${id.slice(0, 2)}/${id}.pdf`;
  await ctx.fileStorage.put(storageKey, bytes);
  await insertFile(tx, {
    id,
    companyId: ref.companyId,
    uploadedBy: null,
    fileType: kind.files.document,
    name: fileNameOf(kind, read),
    contentType: 'application/pdf',
    size: bytes.length,
    storageKey,
  });
  await setVersionFile(tx, ref, read.version.version, id);
  return id;
}

export type RenderedVersion = { fileId: string; askedAgain: number };

/**
 * After an issue (or to produce the current version again): renders the version and stores it. If
 * sign-ons arrived while it was laid out, it is laid out again inside the storing transaction,
 * under the version's lock, so the register never loses one. When this stores the version's first
 * PDF, everyone who signed an earlier version is asked to sign again in the same transaction: the
 * outbox sends on commit, and the link they tap must find the new version's document. Once per
 * version, even if an earlier render failed before storing.
 */
export async function renderVersionPdf(ctx: AppContext, kind: AnyPaperworkKind, ref: RecordRef, version: number): Promise<RenderedVersion> {
  const read = await withTenant(ctx.db, ref.companyId, (tx) => readDocument(tx, kind, ref, version));
  const bytes = await composePdf(ctx.fileStorage, kind, read);
  const rendered = await withTenant(ctx.db, ref.companyId, async (tx) => {
    const locked = await lockVersion(tx, ref, version);
    if (!locked) throw notFound(`${kind.messages.noun} version`);
    let fileId: string;
    if ((await countRecordSignOns(tx, ref)) === read.signOns.length) {
      fileId = await storePdf(ctx, tx, kind, ref, read, bytes);
    } else {
      const fresh = await readDocument(tx, kind, ref, version);
      fileId = await storePdf(ctx, tx, kind, ref, fresh, await composePdf(ctx.fileStorage, kind, fresh));
    }
    const firstPdf = locked.fileId === null;
    const askedAgain = version >= 2 && firstPdf && kind.signByLink ? await askToSignAgain(ctx, tx, kind, ref, version) : 0;
    return { fileId, askedAgain };
  });
  if (rendered.askedAgain > 0) void ctx.outbox.drain();
  return rendered;
}

/**
 * After a sign-on has committed: the version's PDF produced again with it. Stored only if no
 * other sign-on committed since it was read: that one's own render (read after its commit, so
 * including this one) is the newer document. A failure is logged, not thrown: the sign-on stands,
 * and the next sign-on or render produces the PDF.
 */
export async function refreshVersionPdf(ctx: AppContext, kind: AnyPaperworkKind, ref: RecordRef, version: number): Promise<void> {
  try {
    const read = await withTenant(ctx.db, ref.companyId, (tx) => readDocument(tx, kind, ref, version));
    const bytes = await composePdf(ctx.fileStorage, kind, read);
    await withTenant(ctx.db, ref.companyId, async (tx) => {
      await lockVersion(tx, ref, version);
      if ((await countRecordSignOns(tx, ref)) === read.signOns.length) await storePdf(ctx, tx, kind, ref, read, bytes);
    });
  } catch (error) {
    ctx.log.error({ err: error, kind: kind.key, record: ref.recordId, version }, 'paperwork PDF could not be produced again after a sign-on');
  }
}
