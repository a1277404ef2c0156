import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import { ZPageQuerySchema, ZUuidSchema, isAdminRoles } from '@hivis/contracts';
import type { AppContext } from '../../platform/context.js';
import { bearerToken } from '../../platform/auth/authenticate.js';
import { AppError, NOTHING_HERE, notFound } from '../../platform/errors.js';
import { fromThisMachine } from '../../platform/http/from-this-machine.js';
import { readAsSystem, withSystem } from '../../platform/tenancy/tenant.js';
import { findMail, findMailPage, findNewestMail } from './mailbox.queries.js';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

const page = (title: string, body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#1a1b1e}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:8px;text-align:left;vertical-align:top}a{color:#1c56b0}
iframe{width:100%;height:70vh;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f4f4f5;padding:12px}</style>
</head><body><main>${body}</main></body></html>`;

/**
 * Development mailbox: with no SMTP_URL, mail stays in the outbox and can be read here.
 * Registered only outside production. The mail holds set-up and password reset links, so the
 * mailbox answers only this machine or a signed-in HiVis administrator (the API, with a bearer):
 * anyone else who can reach the port gets the same 404 as any unknown address.
 */
export function devMailboxRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const onlyThisMachineOrAdmin = async (request: FastifyRequest): Promise<void> => {
    if (fromThisMachine(request)) return;
    const token = bearerToken(request);
    const auth = token ? await ctx.accessTokens.verify(token).catch(() => null) : null;
    if (!auth || !isAdminRoles(auth.roles)) throw new AppError('NOT_FOUND', NOTHING_HERE);
  };

  const newestMail = () => readAsSystem(ctx.db, (db) => findNewestMail(db));

  return async (app) => {
    app.addHook('onRequest', onlyThisMachineOrAdmin);

    app.get('/api/dev/mailbox', {
      config: { answers: [404] },
      schema: { tags: ['dev'], querystring: ZPageQuerySchema.extend({ to: z.string().optional() }) },
      handler: async (request) => {
        const { page: pageNumber, take, to } = request.query;
        return withSystem(ctx.db, async (tx) => {
          const { items, total } = await findMailPage(tx, { to, take, page: pageNumber });
          return { items, total, page: pageNumber, take };
        });
      },
    });

    app.get('/dev/mailbox', {
      schema: { hide: true },
      handler: async (_request, reply) => {
        const rows = await newestMail();
        const body =
          rows.length === 0
            ? '<p>No mail yet.</p>'
            : `<table><thead><tr><th scope="col">When</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Status</th></tr></thead><tbody>${rows
                .map(
                  (row) =>
                    `<tr><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.to)}</td><td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></td><td>${row.status}</td></tr>`,
                )
                .join('')}</tbody></table>`;
        return reply
          .type('text/html')
          .send(page('Mailbox', `<h1>Development mailbox</h1><p>The newest 100 messages. Mail is kept here because SMTP_URL is not set.</p>${body}`));
      },
    });

    app.get('/dev/mailbox/:id', {
      schema: { hide: true, params: z.object({ id: ZUuidSchema }) },
      handler: async (request, reply) => {
        const mail = await withSystem(ctx.db, (tx) => findMail(tx, request.params.id));
        if (!mail) throw notFound('Message');
        const html = `<h1>${escapeHtml(mail.subject)}</h1><p>To: ${escapeHtml(mail.to)}</p><p><a href="/dev/mailbox">Back to the mailbox</a></p>
<h2>HTML part</h2><iframe title="HTML part of the message" sandbox="" srcdoc="${escapeHtml(mail.html)}"></iframe><h2>Text part</h2><pre>${escapeHtml(mail.text)}</pre>`;
        return reply.type('text/html').send(page(mail.subject, html));
      },
    });
  };
}
