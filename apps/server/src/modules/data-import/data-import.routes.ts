import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMPORT_MAX_BYTES, ZImportKindParamsSchema, ZImportPreviewSchema, ZImportPreviewRequestSchema, ZImportRequestSchema } from '@hivis/contracts';
import type { TImportStreamLine } from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { readCsvInput } from './csv-input.js';
import { importTemplate, previewImport, runImport } from './data-import.service.js';

const tags = ['import'];
/** 2 MB of CSV grows when written as a JSON string (quotes and line breaks are escaped). */
const JSON_BODY_LIMIT = IMPORT_MAX_BYTES * 3;

const line = (stream: PassThrough, value: TImportStreamLine) => stream.write(`${JSON.stringify(value)}\n`);

/** Bulk import of employees, clients, contacts and worksites from CSV (/import-data). */
export function dataImportRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/v3/import/:kind/template', {
      schema: { tags, params: ZImportKindParamsSchema },
      handler: async (request, reply) => {
        const template = await importTemplate(ctx, authOf(request), request.params.kind);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${template.filename}"`)
          .header('cache-control', 'no-store')
          .send(template.body);
      },
    });

    app.post('/api/v3/import/:kind/preview', {
      // Optional: a multipart upload has no JSON body; readCsvInput reads the file instead.
      schema: { tags, params: ZImportKindParamsSchema, body: ZImportPreviewRequestSchema.nullish(), response: { 200: ZImportPreviewSchema } },
      bodyLimit: JSON_BODY_LIMIT,
      handler: async (request) => {
        const input = await readCsvInput(request, request.body);
        return previewImport(ctx, authOf(request), request.params.kind, input);
      },
    });

    /*
     * The answer is NDJSON: once every row has passed the checks, a 200 starts and a progress line
     * follows each saved batch, then the result line. Problems found before that are an ordinary
     * 400. If saving fails after the answer began, the transaction rolls back and the last line
     * is an error line.
     */
    app.post('/api/v3/import/:kind', {
      schema: { tags, params: ZImportKindParamsSchema, body: ZImportRequestSchema.nullish() },
      bodyLimit: JSON_BODY_LIMIT,
      handler: async (request, reply) => {
        const auth = authOf(request);
        const input = await readCsvInput(request, request.body);
        const stream = new PassThrough();
        let started = false;
        try {
          const result = await runImport(ctx, auth, request.params.kind, input, {
            onStart: (total) => {
              started = true;
              void reply
                .code(200)
                .header('content-type', 'application/x-ndjson; charset=utf-8')
                .header('cache-control', 'no-store')
                // Proxies that buffer would hold the progress lines back until the end.
                .header('x-accel-buffering', 'no')
                .send(stream);
              line(stream, { type: 'progress', done: 0, total });
            },
            onProgress: (done, total) => line(stream, { type: 'progress', done, total }),
          });
          line(stream, { type: 'result', result });
        } catch (error) {
          if (!started) throw error;
          request.log.error({ err: error }, 'import failed after it started');
          line(stream, { type: 'error', message: 'The import failed, so nothing was saved. Please try again.' });
        }
        stream.end();
        return reply;
      },
    });
  };
}
