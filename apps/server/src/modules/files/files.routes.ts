import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZFileSchema, ZFileType, ZUuid } from '@hivis/contracts';
import { authOf, requireAuth } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields } from '../../platform/errors.js';
import { getFile, readSignedFile, uploadFile } from './files.service.js';

const tags = ['files'];

/** Reads the multipart body: a fileType field and one file, in either order. */
async function readUpload(parts: AsyncIterableIterator<MultipartFile | { type: 'field'; fieldname: string; value: unknown }>) {
  let fileType: unknown;
  let file: { name: string; bytes: Buffer } | null = null;
  for await (const part of parts) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        await part.toBuffer();
        throw invalidFields({ file: 'Send exactly one file, in the field named file.' });
      }
      file = { name: part.filename, bytes: await part.toBuffer() };
    } else if (part.fieldname === 'fileType') {
      fileType = part.value;
    }
  }
  const errors: Record<string, string> = {};
  const parsedType = ZFileType.safeParse(fileType);
  if (!parsedType.success) errors.fileType = fileType === undefined ? 'fileType is required.' : 'Please choose a known file type.';
  if (!file) errors.file = 'Please choose a file.';
  if (!parsedType.success || !file) throw invalidFields(errors);
  return { fileType: parsedType.data, ...file };
}

export function filesRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const signedIn = requireAuth(ctx.accessTokens);
  return async (app) => {
    app.post('/api/v3/files', {
      schema: { tags, consumes: ['multipart/form-data'], response: { 201: ZFileSchema } },
      onRequest: signedIn,
      handler: async (request, reply) => {
        const auth = authOf(request);
        const upload = await readUpload(request.parts() as never);
        return reply.code(201).send(await uploadFile(ctx, auth, upload));
      },
    });

    app.get('/api/v3/files/:id', {
      schema: { tags, params: z.object({ id: ZUuid }), response: { 200: ZFileSchema } },
      onRequest: signedIn,
      handler: (request) => getFile(ctx, authOf(request), request.params.id),
    });

    // Reached through the signed url/inlineUrl of a file, with no bearer header.
    app.get('/api/v3/files/:id/content', {
      schema: {
        tags,
        params: z.object({ id: ZUuid }),
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
