import { CONTRACTOR_MESSAGES } from '@hivis/contracts';
import type { TConnection, TConnectionPage, TContractorDetails, ZConnectContractorSchema, ZConnectionListQuerySchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { CompanyConnectionRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found as foundOr404, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields, notFound } from '../../platform/errors.js';
import { asPlatformWithin } from '../../platform/tenancy/tenant.js';
import {
  findContractorDetails,
  findUserEmail,
  countLiveContracts,
  findCompanyByAbn,
  findCompanyByHolderEmail,
  findCompanyName,
  findConnection,
  findLiveConnection,
  findLiveInvitation,
  findOwnAbn,
  insertConnection,
  listConnections,
  updateConnection,
} from './connections.queries.js';
import { sendInvitation, tellConnectionRequest } from './contractors.messages.js';
import { addressText, presentConnection } from './contractors.presenter.js';
import { isUniqueViolation } from '../../db/errors.js';

/*
 * The hiring company's side of connections (spec "associate"): connect a contractor by a
 * person's email or an ABN, list, look at, send again and remove. A company already on HiVis is
 * linked at once and asked in the app; anyone else is invited by mail to sign up first.
 */

const STAFF_EMAIL = 'This email belongs to a staff member of a company on HiVis. Please enter the email of that company’s account holder, or its ABN.';

type ConnectInput = z.output<typeof ZConnectContractorSchema>;

/** The company on HiVis the email or ABN names, or null; refuses one's own company and staff addresses. */
async function matchCompany({ tx, company }: AccessScope, input: ConnectInput): Promise<{ companyId: string; field: 'email' | 'abn' } | null> {
  if (input.email) {
    const email = input.email;
    const byEmail = await asPlatformWithin(tx, () => findCompanyByHolderEmail(tx, email));
    if (byEmail?.companyId === company.id) throw invalidFields({ email: CONTRACTOR_MESSAGES.ownCompany });
    if (byEmail && !byEmail.isAccountHolder) throw invalidFields({ email: STAFF_EMAIL });
    if (byEmail?.companyId) return { companyId: byEmail.companyId, field: 'email' };
  }
  if (input.abn) {
    const abn = input.abn;
    if (abn === (await findOwnAbn(tx, company.id))) throw invalidFields({ abn: CONTRACTOR_MESSAGES.ownCompany });
    const byAbn = await asPlatformWithin(tx, () => findCompanyByAbn(tx, abn));
    if (byAbn) return { companyId: byAbn.id, field: 'abn' };
  }
  return null;
}

async function presentWithName(holder: AccessScope, connection: CompanyConnectionRow): Promise<TConnection> {
  const contractorId = connection.contractorCompanyId;
  const companyName = contractorId ? await asPlatformWithin(holder.tx, () => findCompanyName(holder.tx, contractorId)) : null;
  return presentConnection({ connection, companyName });
}

/** POST /api/v3/associate */
export async function connectContractor(ctx: AppContext, auth: AuthContext, input: ConnectInput): Promise<TConnection> {
  try {
    return await withAccess(ctx, auth, 'contractors.manage', async (holder) => {
      const { tx, company } = holder;
      const match = await matchCompany(holder, input);
      const values = { companyId: company.id, invitedEmail: input.email, invitedAbn: input.abn, invitedName: input.name, invitedBy: holder.auth.userId };
      if (match) {
        if (await findLiveConnection(tx, company.id, match.companyId)) throw invalidFields({ [match.field]: CONTRACTOR_MESSAGES.alreadyConnected });
        const connection = await insertConnection(tx, { ...values, contractorCompanyId: match.companyId });
        await tellConnectionRequest(ctx, tx, { hiringCompanyId: company.id, hiringName: company.name, contractorCompanyId: match.companyId });
        ctx.log.info({ connection: connection.id }, 'contractor on HiVis asked to connect');
        return presentWithName(holder, connection);
      }
      if (!input.email) throw invalidFields({ email: CONTRACTOR_MESSAGES.abnNeedsEmail, abn: CONTRACTOR_MESSAGES.abnNeedsEmail });
      if (await findLiveInvitation(tx, company.id, input.email, input.abn)) throw invalidFields({ email: CONTRACTOR_MESSAGES.alreadyConnected });
      const connection = await insertConnection(tx, values);
      await sendInvitation(ctx, tx, { email: input.email, hiringName: company.name, name: input.name, token: connection.inviteToken });
      ctx.log.info({ connection: connection.id }, 'contractor invited to sign up');
      return presentConnection({ connection, companyName: null });
    });
  } catch (error) {
    // Two requests for the same pair at once: the partial unique index decides, same answer.
    if (isUniqueViolation(error)) throw invalidFields({ email: CONTRACTOR_MESSAGES.alreadyConnected });
    throw error;
  }
}

/** GET /api/v3/associate */
export function getConnections(ctx: AppContext, auth: AuthContext, query: z.output<typeof ZConnectionListQuerySchema>): Promise<TConnectionPage> {
  return withAccess(ctx, auth, 'contractors.read', async ({ tx, company }) => {
    const { rows, total } = await listConnections(tx, company.id, {
      status: query.status,
      search: query.search,
      limit: query.take,
      offset: (query.page - 1) * query.take,
    });
    return { items: rows.map(presentConnection), total, page: query.page, take: query.take };
  });
}

async function requireConnection(holder: AccessScope, connectionId: string) {
  return foundOr404(await findConnection(holder.tx, holder.company.id, connectionId), 'Contractor');
}

/** GET /api/v3/associate/{id}: the contractor's business details are shown while connected or asked. */
export function getContractor(ctx: AppContext, auth: AuthContext, connectionId: string): Promise<TContractorDetails> {
  return withAccess(ctx, auth, 'contractors.read', async (holder) => {
    const found = await requireConnection(holder, connectionId);
    const contractorId = found.connection.contractorCompanyId;
    const live = found.connection.status === 'pending' || found.connection.status === 'accepted';
    let company: TContractorDetails['company'] = null;
    if (contractorId && live) {
      // Visible through the connection's row-level policy on companies.
      const row = await findContractorDetails(holder.tx, contractorId);
      if (row) company = { ...row, address: addressText(row.address) };
    }
    const liveContracts = contractorId ? await countLiveContracts(holder.tx, holder.company.id, contractorId) : 0;
    return { ...presentConnection(found), company, liveContracts };
  });
}

/** Refuses to end a connection that still has live contracts: the work must be withdrawn first. */
export async function endConnection(holder: AccessScope, connection: CompanyConnectionRow, hiringCompanyId: string): Promise<CompanyConnectionRow> {
  if (connection.status === 'removed' || connection.status === 'declined') return connection;
  const contractorId = connection.contractorCompanyId;
  if (contractorId && (await countLiveContracts(holder.tx, hiringCompanyId, contractorId)) > 0)
    throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.liveContracts);
  return updateConnection(holder.tx, connection.id, { status: 'removed', respondedBy: holder.auth.userId, respondedAt: new Date() });
}

/** DELETE /api/v3/associate/{id} */
export function removeContractor(ctx: AppContext, auth: AuthContext, connectionId: string): Promise<TConnection> {
  return withAccess(ctx, auth, 'contractors.manage', async (holder) => {
    const found = await requireConnection(holder, connectionId);
    const connection = await endConnection(holder, found.connection, holder.company.id);
    return presentConnection({ connection, companyName: found.companyName });
  });
}

/** POST /api/v3/associate/{id}/resend: the request or invitation again, while it waits. */
export function resendInvitation(ctx: AppContext, auth: AuthContext, connectionId: string): Promise<TConnection> {
  return withAccess(ctx, auth, 'contractors.manage', async (holder) => {
    const found = await requireConnection(holder, connectionId);
    const { connection } = found;
    if (connection.status !== 'pending') throw new AppError('CONFLICT', CONTRACTOR_MESSAGES.notPending);
    if (connection.contractorCompanyId) {
      await tellConnectionRequest(ctx, holder.tx, {
        hiringCompanyId: holder.company.id,
        hiringName: holder.company.name,
        contractorCompanyId: connection.contractorCompanyId,
      });
    } else if (connection.invitedEmail) {
      await sendInvitation(ctx, holder.tx, {
        email: connection.invitedEmail,
        hiringName: holder.company.name,
        name: connection.invitedName,
        token: connection.inviteToken,
      });
    }
    return presentConnection({ connection: await updateConnection(holder.tx, connection.id, {}), companyName: found.companyName });
  });
}

/** The signed-in account holder's email, for claiming invitations sent to it. */
export async function ownEmail(holder: AccessScope): Promise<string> {
  const email = await findUserEmail(holder.tx, holder.auth.userId);
  if (email === null) throw notFound('User');
  return email.toLowerCase();
}
