import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMAND_CLOCK_SKEW_MINUTES, FILE_MESSAGES, FILE_TYPE_RULES, ZFileSchema, ZFileTypeSchema, ZUuidSchema } from '@hivis/contracts';
import type { TFile, TFileType } from '@hivis/contracts';
import { authOf, bearerToken } from '../../platform/auth/authenticate.js';
import type { AccessTokens } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, unauthorized } from '../../platform/errors.js';
import { readUpload, uploadParts } from '../../platform/http/multipart.js';
import type { FileReach } from './file-reach.js';
import { getFile, readSignedFile, uploadFile } from './files.service.js';
import type { Upload } from './files.service.js';
import type { LinkUpload } from './link-upload.js';

const tags = ['files'];

type RawUpload = {
  fileType: unknown;
  id: unknown;
  takenAt: unknown;
  /** The other fields sent (a link's id), by name. */
  fields: Record<string, unknown>;
  file: { name: string; bytes: Buffer } | null;
};

/** Before the file is read: may refuse the upload from the fields sent ahead of it, and says how many bytes it may read. */
type FileGate = { check: (fields: RawUpload) => Promise<number> };

/** The file's bytes, refusing (413) as soon as they pass maxBytes instead of holding them all. */
async function readCapped(part: MultipartFile, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of uploadParts(part.file)) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      const message = `The file is too large: the limit is ${Math.round(maxBytes / 1024 / 1024)} MB.`;
      throw new AppError('PAYLOAD_TOO_LARGE', message, { file: message });
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart body: a fileType field, other fields (a link's id) and one file, in any
 * order; with a gate (no token), the fields must come first and the gate is asked before any file
 * part is read.
 */
async function readParts(
  parts: AsyncIterableIterator<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>,
  gate?: FileGate,
): Promise<RawUpload> {
  const raw: RawUpload = { fileType: undefined, id: undefined, takenAt: undefined, fields: {}, file: null };
  let maxBytes = 0;
  for await (const part of uploadParts(parts)) {
    if (part.type === 'file') {
      // Without a token, the link decides before any file part is read (the first one; a later one
      // comes after an accepted link and is refused below).
      if (gate && !raw.file) maxBytes = await gate.check(raw);
      if (part.fieldname !== 'file' || raw.file) {
        // Let the bytes flow past unread rather than hold a stray part in memory.
        part.file.resume();
        throw invalidFields({ file: 'Send exactly one file, in the field named file.' });
      }
      raw.file = { name: part.filename, bytes: gate ? await readCapped(part, maxBytes) : await readUpload(() => part.toBuffer()) };
    } else if (part.fieldname === 'fileType') {
      raw.fileType = part.value;
    } else if (part.fieldname === 'id') {
      raw.id = part.value;
    } else if (part.fieldname === 'takenAt') {
      raw.takenAt = part.value;
    } else {
      raw.fields[part.fieldname] = part.value;
    }
  }
  return raw;
}

/** Optional: the file's id, made on the device, so the same file sent twice (from the outbox) is stored once. */
const ZDeviceFileIdSchema = z.uuid({ error: FILE_MESSAGES.deviceId }).optional();

/** Optional: when a photo was taken, by the device's clock (the camera file's time). */
const ZTakenAtSchema = z.iso
  .datetime({ offset: true, error: FILE_MESSAGES.takenAt })
  .refine((at) => Date.parse(at) <= Date.now() + COMMAND_CLOCK_SKEW_MINUTES * 60_000, { error: FILE_MESSAGES.takenInFuture })
  .optional();

function checkUpload({ fileType, file, id, takenAt }: RawUpload) {
  const errors: Record<string, string> = {};
  const parsedType = ZFileTypeSchema.safeParse(fileType);
  if (!parsedType.success) errors.fileType = fileType === undefined ? 'fileType is required.' : 'Please choose a known file type.';
  if (!file) errors.file = 'Please choose a file.';
  const parsedId = ZDeviceFileIdSchema.safeParse(id);
  if (!parsedId.success) errors.id = FILE_MESSAGES.deviceId;
  const parsedTakenAt = ZTakenAtSchema.safeParse(takenAt);
  if (!parsedTakenAt.success) errors.takenAt = parsedTakenAt.error.issues[0]?.message ?? FILE_MESSAGES.takenAt;
  if (!parsedType.success || !file || !parsedId.success || !parsedTakenAt.success) throw invalidFields(errors);
  const taken = parsedTakenAt.data === undefined ? {} : { takenAt: new Date(parsedTakenAt.data) };
  return { fileType: parsedType.data, ...file, id: parsedId.data, ...taken };
}

/** A token, when sent, must be valid; without one the handler decides what may be uploaded. */
function optionalAuth(accessTokens: AccessTokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (token) request.auth = await accessTokens.verify(token);
  };
}

/** The link an upload without a token names, by the field that carries its id, and what it accepts. */
function linkOf(linkUploads: readonly LinkUpload[], fields: RawUpload): { linkUpload: LinkUpload; linkId: string; fileType: TFileType } | null {
  for (const linkUpload of linkUploads) {
    const linkId = ZUuidSchema.safeParse(fields.fields[linkUpload.field]);
    const fileType = linkUpload.fileTypes.find((type) => type === fields.fileType);
    if (linkId.success && fileType) return { linkUpload, linkId: linkId.data, fileType };
  }
  return null;
}

/**
 * `reaches`: how each module that attaches files says who may read them (file-reach.ts);
 * `linkUploads`: the uploads allowed without a token, each through its kind of link (link-upload.ts).
 */
export function filesRoutes(ctx: AppContext, reaches: readonly FileReach[], linkUploads: readonly LinkUpload[]): FastifyPluginAsyncZod {
  const signedInOrSigningLink = optionalAuth(ctx.accessTokens);
  return async (app) => {
    // Signed in, or (no token) a file through an open link that takes it (a SWMS signature, an audit's photo): nothing else.
    app.post('/api/v3/files', {
      config: { answers: [401, 403, 406, 409, 429] },
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZFileSchema } },
      onRequest: signedInOrSigningLink,
      handler: async (request, reply) => {
        if (request.auth) return reply.code(201).send(await uploadFile(ctx, request.auth, checkUpload(await readParts(request.parts() as never))));
        if (!request.isMultipart()) throw unauthorized('Please sign in to continue.');
        // No token: the link is checked before a byte of the file is read, and at most its file type's size is read.
        const opened: { store: ((upload: Upload) => Promise<TFile>) | null } = { store: null };
        const check = async (fields: RawUpload) => {
          const link = linkOf(linkUploads, fields);
          if (!link) throw unauthorized('Please sign in to continue.');
          opened.store = await link.linkUpload.open(link.linkId, request.ip);
          return FILE_TYPE_RULES[link.fileType].maxBytes;
        };
        const raw = await readParts(request.parts() as never, { check });
        // No file part: the link still decides first (401), then the missing file (400).
        if (!raw.file) await check(raw);
        const upload = checkUpload(raw);
        if (!opened.store) throw unauthorized('Please sign in to continue.');
        return reply.code(201).send(await opened.store(upload));
      },
    });

    app.get('/api/v3/files/:id', {
      schema: { tags, params: z.object({ id: ZUuidSchema }), response: { 200: ZFileSchema } },
      handler: (request) => getFile(ctx, authOf(request), request.params.id, reaches),
    });

    // Reached through the signed url/inlineUrl of a file, with no bearer header.
    app.get('/api/v3/files/:id/content', {
      schema: {
        tags,
        params: z.object({ id: ZUuidSchema }),
        querystring: z.object({
          disposition: z.enum(['inline', 'attachment']),
          expires: z.coerce.number().int(),
          sig: z.string().min(1).max(100),
        }),
      },
      handler: async (request, reply) => {
        const { row, stream, disposition } = await readSignedFile(ctx, {
          fileId: request.params.id,
          disposition: request.query.disposition,
          expires: request.query.expires,
          sig: request.query.sig,
        });
        return reply
          .header('content-type', row.contentType)
          .header('content-length', row.size)
          .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(row.name)}`)
          .header('x-content-type-options', 'nosniff')
          .header('cache-control', 'private, max-age=3600')
          .send(stream);
      },
    });
  };
}
