import { SWMS_LIBRARY_MESSAGES } from '@hivis/contracts';
import type { TLibraryScope, TLibraryTradeReview, ZCreateTradeSchema, ZScopeNameSchema, ZTradesQuerySchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { forbidden, notFound } from '../../platform/errors.js';
import { withLibraryAccess, ownershipUnder, requireChangeable, requireVisible } from './library.access.js';
import type { LibraryActor } from './library.access.js';
import { presentScope, presentTrade } from './library.presenter.js';
import { findScope, findTrade, listTrades, nextScopeSortOrder } from './library.queries.js';
import { deleteScopeRow, deleteTradeRow, insertScope, insertTrade, renameScopeRow, renameTradeRow } from './library-writes.queries.js';

/* Trades and their scopes of work (spec 7 "trades"): list, a company's custom trades, rename, delete. */

type Deleted = { id: string; message: string };

async function loadTrade(actor: LibraryActor, tradeId: string) {
  const trade = await findTrade(actor.tx, actor, tradeId);
  if (!trade) throw notFound('Trade');
  return trade;
}

/** GET /api/v3/trades */
export async function getTrades(ctx: AppContext, auth: AuthContext, query: z.output<typeof ZTradesQuerySchema>): Promise<{ items: TLibraryTradeReview[] }> {
  return withLibraryAccess(ctx, auth, 'swms-library.read', async (actor) => {
    const trades = await listTrades(actor.tx, actor, query.type, query.search);
    return { items: trades.map((trade) => presentTrade(actor, trade)) };
  });
}

/** GET /api/v3/trades/{id} */
export async function getTrade(ctx: AppContext, auth: AuthContext, tradeId: string): Promise<TLibraryTradeReview> {
  return withLibraryAccess(ctx, auth, 'swms-library.read', async (actor) => presentTrade(actor, await loadTrade(actor, tradeId)));
}

/** POST /api/v3/trades: a custom trade with its first scope (an admin's goes straight into the public library). */
export async function createTrade(ctx: AppContext, auth: AuthContext, input: z.output<typeof ZCreateTradeSchema>): Promise<TLibraryTradeReview> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const owner = ownershipUnder(actor, null);
    const trade = await insertTrade(actor.tx, { ...owner, name: input.name });
    if (!trade) throw new Error('createTrade: no row returned');
    await insertScope(actor.tx, { ...owner, tradeId: trade.id, name: input.scopeName });
    return presentTrade(actor, await loadTrade(actor, trade.id));
  });
}

/** PUT /api/v3/trades/{id} */
export async function renameTrade(ctx: AppContext, auth: AuthContext, tradeId: string, name: string): Promise<TLibraryTradeReview> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    requireChangeable(actor, await findTrade(actor.tx, actor, tradeId), 'Trade');
    await renameTradeRow(actor.tx, tradeId, name);
    return presentTrade(actor, await loadTrade(actor, tradeId));
  });
}

/** DELETE /api/v3/trades/{id}: the trade with its scopes, activities and hazards (SWMS keep their copies). */
export async function deleteTrade(ctx: AppContext, auth: AuthContext, tradeId: string): Promise<Deleted> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const trade = await findTrade(actor.tx, actor, tradeId);
    if (trade?.isPublic && !actor.isAdmin) throw forbidden(SWMS_LIBRARY_MESSAGES.publicTradeDelete);
    requireChangeable(actor, trade, 'Trade');
    await deleteTradeRow(actor.tx, tradeId);
    return { id: tradeId, message: `Trade "${trade?.name ?? ''}" deleted.` };
  });
}

/**
 * POST /api/v3/trades/{id}/scopes: a scope under a trade the actor sees. A company may add its
 * own scope to a public trade; it stays private to the company.
 */
export async function addScope(ctx: AppContext, auth: AuthContext, tradeId: string, input: z.output<typeof ZScopeNameSchema>): Promise<TLibraryScope> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const trade = requireVisible(actor, await findTrade(actor.tx, actor, tradeId), 'Trade');
    const sortOrder = await nextScopeSortOrder(actor.tx, tradeId);
    const scope = await insertScope(actor.tx, { ...ownershipUnder(actor, trade), tradeId, name: input.name, sortOrder });
    if (!scope) throw new Error('addScope: no row returned');
    return presentScope(actor, { ...scope, tradeName: trade.name });
  });
}

/** GET /api/v3/scopes/{id} */
export async function getScope(ctx: AppContext, auth: AuthContext, scopeId: string): Promise<TLibraryScope> {
  return withLibraryAccess(ctx, auth, 'swms-library.read', async (actor) =>
    presentScope(actor, requireVisible(actor, await findScope(actor.tx, scopeId), 'Scope')),
  );
}

/** PUT /api/v3/scopes/{id} */
export async function renameScope(ctx: AppContext, auth: AuthContext, scopeId: string, input: z.output<typeof ZScopeNameSchema>): Promise<TLibraryScope> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const scope = requireChangeable(actor, await findScope(actor.tx, scopeId), 'Scope');
    await renameScopeRow(actor.tx, scopeId, input.name);
    return presentScope(actor, { ...scope, name: input.name });
  });
}

/** DELETE /api/v3/scopes/{id}: the scope with its activities. */
export async function deleteScope(ctx: AppContext, auth: AuthContext, scopeId: string): Promise<Deleted> {
  return withLibraryAccess(ctx, auth, 'swms-library.manage', async (actor) => {
    const scope = requireChangeable(actor, await findScope(actor.tx, scopeId), 'Scope');
    await deleteScopeRow(actor.tx, scopeId);
    return { id: scopeId, message: `Scope "${scope.name}" deleted.` };
  });
}
