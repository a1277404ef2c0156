import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TFile, TFileType } from '@hivis/contracts';
import { FILE_MESSAGES, FILE_TYPE_RULES, isPahRoles } from '@hivis/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import type { FileRow } from '../../db/schema/index.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { checkContent } from '../../platform/files/content-check.js';
import type { Disposition } from '../../platform/files/signed-links.js';
import { StoredFileExists, isStoredFileMissing } from '../../platform/files/storage.js';
import { readAsSystem, withTenant } from '../../platform/tenancy/tenant.js';
import type { FileReach } from './file-reach.js';
import { mayReadThrough } from './file-reach.js';
import { findCompanyFile, findFileById, insertFile } from './files.queries.js';

export function presentFile(ctx: AppContext, row: FileRow): TFile {
  return {
    id: row.id,
    name: row.name,
    fileType: row.fileType,
    contentType: row.contentType,
    size: row.size,
    createdOn: row.createdAt.toISOString(),
    takenAt: row.takenAt?.toISOString() ?? null,
    url: ctx.signedLinks.link(row.id, 'attachment'),
    inlineUrl: ctx.signedLinks.link(row.id, 'inline'),
  };
}

/** Names are shown and used in downloads: keep them printable and short. */
function cleanName(name: string, extension: string): string {
  const base = path
    .basename(name)
    .replace(/[^\p{L}\p{N} ._()-]/gu, '_')
    .slice(0, 120)
    .trim();
  return base === '' ? `file.${extension}` : base;
}

/** How long a copy waits for the other copy's file to be recorded, once its bytes are stored. */
const OTHER_COPY_WAITS_MS = [50, 100, 200, 400, 800];

/** The file of a copy of this upload that stored its bytes first and is recording them now. */
async function fileOfTheOtherCopy(ctx: AppContext, owner: UploadOwner, id: string): Promise<TFile> {
  for (const wait of OTHER_COPY_WAITS_MS) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    const stored = await storedAlready(ctx, owner, id);
    if (stored) return stored;
  }
  throw new AppError('CONFLICT', FILE_MESSAGES.idTaken);
}

/** `id`: made on the device (the outbox), so a copy of the same upload stores nothing new. */
export type Upload = { fileType: TFileType; name: string; bytes: Buffer; id?: string; takenAt?: Date };

type UploadOwner = { companyId: string; uploadedBy: string | null; folder: string | null };

/**
 * The file already stored under a device-made id, if it is this owner's: a copy of an upload that
 * arrived (the answer was lost). The same id used by someone else is refused, never answered with
 * their file.
 */
async function storedAlready(ctx: AppContext, owner: UploadOwner, id: string): Promise<TFile | null> {
  const row = await withTenant(ctx.db, owner.companyId, (tx) => findCompanyFile(tx, owner.companyId, id));
  if (!row) return null;
  const sameOwner = row.uploadedBy === owner.uploadedBy && (owner.folder === null || row.storageKey.startsWith(`${owner.companyId}/${owner.folder}/`));
  if (!sameOwner) throw new AppError('CONFLICT', FILE_MESSAGES.idTaken);
  return presentFile(ctx, row);
}

/**
 * POST /api/v3/files, signed in. Access is decided in its own short transaction, so that none is
 * held open while the bytes are checked and stored.
 */
export async function uploadFile(ctx: AppContext, auth: AuthContext, upload: Upload): Promise<TFile> {
  const uploader = await withAccess(ctx, auth, 'files.upload', async (scope) => scope.auth);
  return storeUpload(ctx, { companyId: uploader.companyId, uploadedBy: uploader.userId, folder: null }, upload);
}

/**
 * Checks and stores an upload for a company. `folder` groups files under the company's key for
 * a purpose the key must prove later (a signature uploaded through one SWMS signing link is
 * stored under that link's folder); null spreads files by their id.
 */
export async function storeUpload(ctx: AppContext, owner: UploadOwner, upload: Upload): Promise<TFile> {
  if (upload.id) {
    const earlier = await storedAlready(ctx, owner, upload.id);
    if (earlier) return earlier;
  }
  const rule = FILE_TYPE_RULES[upload.fileType];
  if (upload.bytes.length === 0) throw invalidFields({ file: 'The file is empty.' });
  if (upload.bytes.length > rule.maxBytes) {
    throw new AppError('PAYLOAD_TOO_LARGE', `The file is too large: the limit is ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`, {
      file: `The file is too large: the limit is ${Math.round(rule.maxBytes / 1024 / 1024)} MB.`,
    });
  }
  const content = await checkContent(upload.bytes, rule.kinds);
  if (!content || !(rule.kinds as readonly string[]).includes(content.kind)) {
    throw invalidFields({ file: `This kind of file cannot be used here. Allowed: ${rule.kinds.join(', ')}.` });
  }
  const id = upload.id ?? randomUUID();
  const storageKey = `${owner.companyId}/${owner.folder ?? id.slice(0, 2)}/${id}.${content.extension}`;
  try {
    await ctx.fileStorage.put(storageKey, upload.bytes);
  } catch (error) {
    // Two copies of one upload at once, and the other put its bytes first: its file is the answer.
    if (upload.id && error instanceof StoredFileExists) return await fileOfTheOtherCopy(ctx, owner, upload.id);
    throw error;
  }
  try {
    const row = await withTenant(ctx.db, owner.companyId, (tx) =>
      insertFile(tx, {
        id,
        companyId: owner.companyId,
        uploadedBy: owner.uploadedBy,
        fileType: upload.fileType,
        name: cleanName(upload.name, content.extension),
        contentType: content.contentType,
        size: upload.bytes.length,
        storageKey,
        takenAt: upload.takenAt ?? null,
      }),
    );
    return presentFile(ctx, row);
  } catch (error) {
    if (upload.id && isUniqueViolation(error)) {
      // Two copies of one upload at once: the other stored it, under this same key, so the bytes
      // stay and the answer is its file (or 409 if the id is someone else's).
      const raced = await storedAlready(ctx, owner, upload.id);
      if (raced) return raced;
      // Taken in another company: the key here is this company's own, and nobody else's.
      await ctx.fileStorage.remove(storageKey);
      throw new AppError('CONFLICT', FILE_MESSAGES.idTaken);
    }
    // No row, no bytes: an upload either happens whole or not at all.
    await ctx.fileStorage.remove(storageKey);
    throw error;
  }
}

/**
 * GET /api/v3/files/{id}: the file and fresh signed links, for whoever may read the record it is
 * attached to (file-reach.ts). Anyone else gets 404, as for another company's file: the signed
 * link it answers would open the bytes.
 */
export async function getFile(ctx: AppContext, auth: AuthContext, fileId: string, reaches: readonly FileReach[]): Promise<TFile> {
  const row = await withAccess(ctx, auth, 'files.read', async ({ tx, auth: reader }) => {
    const file = await findCompanyFile(tx, reader.companyId, fileId);
    if (!file) return null;
    if (isPahRoles(reader.roles) || file.uploadedBy === reader.userId) return file;
    return (await mayReadThrough(reaches, tx, reader, fileId)) ? file : null;
  });
  if (!row) throw notFound('File');
  return presentFile(ctx, row);
}

export type FileContent = { row: FileRow; stream: Readable; disposition: Disposition };

/** Serves the bytes behind a signed link; an expired or altered link answers 404. */
export async function readSignedFile(ctx: AppContext, link: { fileId: string; disposition: Disposition; expires: number; sig: string }): Promise<FileContent> {
  if (!ctx.signedLinks.isValid(link.fileId, link.disposition, link.expires, link.sig)) throw notFound('File');
  const row = await readAsSystem(ctx.db, (db) => findFileById(db, link.fileId));
  if (!row) throw notFound('File');
  return { row, stream: await readStored(ctx, row), disposition: link.disposition };
}

/** Bytes gone from the store (lost from disk, not copied into the bucket) answer 404, like no row. */
async function readStored(ctx: AppContext, row: FileRow): Promise<Readable> {
  try {
    return await ctx.fileStorage.read(row.storageKey);
  } catch (error) {
    if (!isStoredFileMissing(error)) throw error;
    ctx.log.error({ fileId: row.id, key: row.storageKey }, 'file content: no bytes in the store for this file');
    throw notFound('File');
  }
}
