import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTRACT_PROGRESS,
  ZAcceptRejectSchema,
  ZConnectContractorSchema,
  ZConnectionListQuerySchema,
  ZConnectionPageSchema,
  ZConnectionSchema,
  ZContractJobSchema,
  ZContractListQuerySchema,
  ZContractPageSchema,
  ZContractedJobSchema,
  ZContractorDetailsSchema,
  ZContractorInviteSchema,
  ZContractorSignupSchema,
  ZAuthUserSchema,
  ZHiringCompanyPageSchema,
  ZHiringCompanySchema,
  ZInviteListQuerySchema,
  ZUuidSchema,
} from '@hivis/contracts';
import { authOf } from '../../platform/auth/authenticate.js';
import type { AppContext } from '../../platform/context.js';
import { connectContractor, getConnections, getContractor, removeContractor, resendInvitation } from './connections.service.js';
import { answerInvitation, getHiringCompanies, getInvitation, leaveHiringCompany } from './invites.service.js';
import { getContractorInvite, signUpContractor } from './invite-signup.service.js';
import { actOnContract, contractJob, getContractedJobs, getContracts, getJobContract, withdrawContract } from './job-contracts.service.js';

const params = z.object({ id: ZUuidSchema });
const companyParams = z.object({ companyId: ZUuidSchema });
const inviteParams = z.object({ token: z.uuid({ error: 'This invitation link is not valid. Please check the link in your email.' }) });
const ZActedSchema = ZContractedJobSchema.extend({ message: z.string() });

/** Contractors: connections ("associate") and contracted jobs ("job ... contract"), both sides. */
export function contractorsRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['associate'];
    // The contractor's side first: static paths before /{id}.
    app.get('/api/v3/associate/invites', {
      schema: { tags, querystring: ZInviteListQuerySchema, response: { 200: ZHiringCompanyPageSchema } },
      handler: (request) => getHiringCompanies(ctx, authOf(request), request.query),
    });
    app.get('/api/v3/associate/invites/:companyId', {
      schema: { tags, params: companyParams, response: { 200: ZHiringCompanySchema } },
      handler: (request) => getInvitation(ctx, authOf(request), request.params.companyId),
    });
    app.delete('/api/v3/associate/invites/:companyId', {
      schema: { tags, params: companyParams, response: { 200: ZHiringCompanySchema } },
      handler: (request) => leaveHiringCompany(ctx, authOf(request), request.params.companyId),
    });
    app.post('/api/v3/associate/accept-reject', {
      schema: { tags, body: ZAcceptRejectSchema, response: { 200: ZHiringCompanySchema } },
      handler: (request) => answerInvitation(ctx, authOf(request), request.body),
    });

    // The mailed invitation of a contractor not on HiVis: no sign-in, the link's secret is the proof.
    app.get('/api/v3/associate/invite/:token', {
      schema: { tags, params: inviteParams, response: { 200: ZContractorInviteSchema } },
      handler: (request) => getContractorInvite(ctx, request.params.token),
    });
    app.post('/api/v3/associate/invite/:token/signup', {
      config: { answers: [409, 429] },
      schema: { tags, params: inviteParams, body: ZContractorSignupSchema, response: { 200: ZAuthUserSchema } },
      handler: (request) => signUpContractor(ctx, request.params.token, request.body, request.ip),
    });

    app.get('/api/v3/associate', {
      schema: { tags, querystring: ZConnectionListQuerySchema, response: { 200: ZConnectionPageSchema } },
      handler: (request) => getConnections(ctx, authOf(request), request.query),
    });
    app.post('/api/v3/associate', {
      schema: { tags, body: ZConnectContractorSchema, response: { 201: ZConnectionSchema } },
      handler: async (request, reply) => reply.code(201).send(await connectContractor(ctx, authOf(request), request.body)),
    });
    app.get('/api/v3/associate/:id', {
      schema: { tags, params, response: { 200: ZContractorDetailsSchema } },
      handler: (request) => getContractor(ctx, authOf(request), request.params.id),
    });
    app.delete('/api/v3/associate/:id', {
      schema: { tags, params, response: { 200: ZConnectionSchema } },
      handler: (request) => removeContractor(ctx, authOf(request), request.params.id),
    });
    app.post('/api/v3/associate/:id/resend', {
      schema: { tags, params, response: { 200: ZConnectionSchema } },
      handler: (request) => resendInvitation(ctx, authOf(request), request.params.id),
    });

    const jobTags = ['job-contract'];
    app.get('/api/v3/job/contracts', {
      schema: { tags: jobTags, querystring: ZContractListQuerySchema, response: { 200: ZContractPageSchema } },
      handler: (request) => getContracts(ctx, authOf(request), request.query),
    });
    app.get('/api/v3/job/contracted', {
      schema: { tags: jobTags, querystring: ZContractListQuerySchema, response: { 200: ZContractPageSchema } },
      handler: (request) => getContractedJobs(ctx, authOf(request), request.query),
    });
    app.get('/api/v3/job/:id/contract', {
      schema: { tags: jobTags, params, response: { 200: ZContractedJobSchema } },
      handler: (request) => getJobContract(ctx, authOf(request), request.params.id),
    });
    app.post('/api/v3/job/:id/contract', {
      schema: { tags: jobTags, params, body: ZContractJobSchema, response: { 201: ZContractedJobSchema } },
      handler: async (request, reply) => reply.code(201).send(await contractJob(ctx, authOf(request), request.params.id, request.body)),
    });
    app.delete('/api/v3/job/:id/contract', {
      schema: { tags: jobTags, params, response: { 200: ZContractedJobSchema } },
      handler: (request) => withdrawContract(ctx, authOf(request), request.params.id),
    });
    for (const action of ['accept', 'decline', ...CONTRACT_PROGRESS] as const) {
      app.post(`/api/v3/job/:id/contract/${action}`, {
        schema: { tags: jobTags, params, response: { 200: ZActedSchema } },
        handler: (request) => actOnContract(ctx, authOf(request), request.params.id, action),
      });
    }
  };
}
