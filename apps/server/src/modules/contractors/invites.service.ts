import type { THiringCompany, THiringCompanyPage, ZAcceptRejectSchema, ZInviteListQuerySchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { AccessScope } from '../../platform/access/with-access.js';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import { claimInvitations, findInvitationFrom, findOwnAbn, listHiringCompanies, updateConnection } from './connections.queries.js';
import { endConnection, ownEmail } from './connections.service.js';
import { tellConnectionAnswer } from './contractors.messages.js';
import { presentHiringCompany } from './contractors.presenter.js';

/*
 * The contractor's side of connections: the companies that asked to connect or hire it, and its
 * answer (spec "associate ... invites, accept-reject", /staff/contractors/accept-contractor/{companyId}).
 * An invitation mailed before the contractor was on HiVis is claimed by the company of the
 * account holder who signs up with that email (or whose company has that ABN) when they look.
 */

async function claim(holder: AccessScope): Promise<void> {
  const email = await ownEmail(holder);
  const abn = await findOwnAbn(holder.tx, holder.company.id);
  // Unclaimed rows are outside the contractor's policy (no contractor company yet): the platform links them.
  await asPlatformWithin(holder.tx, () => claimInvitations(holder.tx, holder.company.id, email, abn));
}

/** GET /api/v3/associate/invites: pending requests and connected companies it works for. */
export function getHiringCompanies(ctx: AppContext, auth: AuthContext, query: z.output<typeof ZInviteListQuerySchema>): Promise<THiringCompanyPage> {
  return withAccess(ctx, auth, 'contractors.read', async (holder) => {
    await claim(holder);
    const { rows, total } = await listHiringCompanies(holder.tx, holder.company.id, {
      status: query.status,
      search: query.search,
      limit: query.take,
      offset: (query.page - 1) * query.take,
    });
    return { items: rows.map(presentHiringCompany), total, page: query.page, take: query.take };
  });
}

async function requireInvitation(holder: AccessScope, hiringCompanyId: string) {
  await claim(holder);
  const found = await findInvitationFrom(holder.tx, holder.company.id, hiringCompanyId);
  if (!found) throw notFound('Invitation');
  return found;
}

/** GET /api/v3/associate/invites/{companyId} */
export function getInvitation(ctx: AppContext, auth: AuthContext, hiringCompanyId: string): Promise<THiringCompany> {
  return withAccess(ctx, auth, 'contractors.read', async (holder) => presentHiringCompany(await requireInvitation(holder, hiringCompanyId)));
}

/** POST /api/v3/associate/accept-reject: answering twice the same way changes nothing. */
export function answerInvitation(ctx: AppContext, auth: AuthContext, input: z.output<typeof ZAcceptRejectSchema>): Promise<THiringCompany> {
  return withAccess(ctx, auth, 'contractors.manage', async (holder) => {
    const found = await requireInvitation(holder, input.companyId);
    const { connection } = found;
    if (connection.status === 'accepted') {
      if (input.accept) return presentHiringCompany(found);
      throw new AppError('CONFLICT', 'You are already connected with this company. Remove the connection instead.');
    }
    const updated = await updateConnection(holder.tx, connection.id, {
      status: input.accept ? 'accepted' : 'declined',
      respondedBy: holder.auth.userId,
      respondedAt: new Date(),
    });
    await tellConnectionAnswer(ctx, holder.tx, {
      hiringCompanyId: connection.companyId,
      contractorName: holder.company.name,
      accepted: input.accept,
      connectionId: connection.id,
    });
    ctx.log.info({ connection: connection.id, accepted: input.accept }, 'contractor answered a connection');
    return presentHiringCompany({ connection: updated, companyName: found.companyName });
  });
}

/** DELETE /api/v3/associate/invites/{companyId}: the contractor ends the connection. */
export function leaveHiringCompany(ctx: AppContext, auth: AuthContext, hiringCompanyId: string): Promise<THiringCompany> {
  return withAccess(ctx, auth, 'contractors.manage', async (holder) => {
    const found = await requireInvitation(holder, hiringCompanyId);
    const connection = await endConnection(holder, found.connection, hiringCompanyId);
    return presentHiringCompany({ connection, companyName: found.companyName });
  });
}
