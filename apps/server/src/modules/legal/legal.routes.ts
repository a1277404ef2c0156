import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { AppContext } from '../../platform/context.js';
import type { LegalDocument } from './legal-documents.js';
import { downloadName, LEGAL_DOCUMENTS } from './legal-documents.js';

type LoadedPdf = { body: Buffer; etag: string };

/**
 * Spec 2.1 and 9: /privacy-policy and /terms are the PDFs the server build renders from
 * docs/legal (ADR in docs/decisions.md). These are page addresses, not API calls, and are
 * registered before the web app so the single-page app's fallback never answers them.
 * A PDF that was not built (API tests, `tsx watch` without a build) is a 404, not a 500.
 */
export function legalRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (app) => {
    const loaded = new Map<LegalDocument['slug'], LoadedPdf>();

    /** Read once, then served from memory; a missing file is looked for again next time. */
    async function load(slug: LegalDocument['slug']): Promise<LoadedPdf | null> {
      const cached = loaded.get(slug);
      if (cached) return cached;
      let body: Buffer;
      try {
        body = await readFile(path.join(ctx.config.legalDir, `${slug}.pdf`));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
      const pdf = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      loaded.set(slug, pdf);
      return pdf;
    }

    for (const document of LEGAL_DOCUMENTS) {
      app.get(`/${document.slug}`, { schema: { hide: true } }, async (request, reply) => {
        const pdf = await load(document.slug);
        if (!pdf) {
          ctx.log.warn({ legalDir: ctx.config.legalDir }, `${document.slug}.pdf is missing: run npm run build`);
          return reply
            .code(404)
            .header('cache-control', 'no-store')
            .send({ code: 'NOT_FOUND', message: `The ${document.label} is not available at the moment. Please try again later.` });
        }
        // Cached for an hour, then checked again cheaply with the ETag: a new build may change the text.
        reply.header('cache-control', 'public, max-age=3600, must-revalidate').header('etag', pdf.etag);
        if (request.headers['if-none-match'] === pdf.etag) return reply.code(304).send();
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="${downloadName(ctx.config.productName, document.slug)}"`)
          .header('x-content-type-options', 'nosniff')
          .send(pdf.body);
      });
    }
  };
}
