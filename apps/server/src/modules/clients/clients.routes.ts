import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZClientDetailsSchema,
  ZClientEditSchema,
  ZNewClientSchema,
  ZNewContactSchema,
  ZClientsPageSchema,
  ZClientsQuerySchema,
  ZContactDetailsSchema,
  ZContactEditSchema,
  ZContactsPageSchema,
  ZContactsQuerySchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { changeClient, changeContact, createClient, createContact, getClient, getClients, getContact, getContacts } from './clients.service.js';

const params = z.object({ id: ZUuidSchema });

/** Spec 7 families "client" and "contact" (paths not shown in the spec): Clients & Contacts, /staff/contacts. */
export function clientsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const clientTags = ['client'];
    app.get('/api/v3/client', {
      schema: { tags: clientTags, querystring: ZClientsQuerySchema, response: { 200: ZClientsPageSchema } },
      handler: (request) => getClients(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/client', {
      schema: { tags: clientTags, body: ZNewClientSchema, response: { 201: ZClientDetailsSchema } },
      handler: async (request, reply) => reply.code(201).send(await createClient(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/client/:id', {
      schema: { tags: clientTags, params, response: { 200: ZClientDetailsSchema } },
      handler: (request) => getClient(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/client/:id', {
      schema: { tags: clientTags, params, body: ZClientEditSchema, response: { 200: ZClientDetailsSchema } },
      handler: (request) => changeClient(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/client/:id/archive', {
      schema: { tags: clientTags, params, response: { 200: ZClientDetailsSchema } },
      handler: (request) => changeClient(ctx, authOf(request), request.params.id, { archivedAt: new Date() }),
    });
    app.put('/api/v3/client/:id/restore', {
      schema: { tags: clientTags, params, response: { 200: ZClientDetailsSchema } },
      handler: (request) => changeClient(ctx, authOf(request), request.params.id, { archivedAt: null }),
    });

    const contactTags = ['contact'];
    app.get('/api/v3/contact', {
      schema: { tags: contactTags, querystring: ZContactsQuerySchema, response: { 200: ZContactsPageSchema } },
      handler: (request) => getContacts(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/contact', {
      schema: { tags: contactTags, body: ZNewContactSchema, response: { 201: ZContactDetailsSchema } },
      handler: async (request, reply) => reply.code(201).send(await createContact(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/contact/:id', {
      schema: { tags: contactTags, params, response: { 200: ZContactDetailsSchema } },
      handler: (request) => getContact(ctx, authOf(request), request.params.id),
    });
    app.put('/api/v3/contact/:id', {
      schema: { tags: contactTags, params, body: ZContactEditSchema, response: { 200: ZContactDetailsSchema } },
      handler: (request) => changeContact(ctx, authOf(request), request.params.id, request.body),
    });
    app.put('/api/v3/contact/:id/archive', {
      schema: { tags: contactTags, params, response: { 200: ZContactDetailsSchema } },
      handler: (request) => changeContact(ctx, authOf(request), request.params.id, { archivedAt: new Date() }),
    });
    app.put('/api/v3/contact/:id/restore', {
      schema: { tags: contactTags, params, response: { 200: ZContactDetailsSchema } },
      handler: (request) => changeContact(ctx, authOf(request), request.params.id, { archivedAt: null }),
    });
  };
}
