import type { CompanyRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';

/**
 * A closed account is not billed again: the provider cancels the subscription now (a company
 * without one, or the test mode, costs nothing). Called after the closure commits, because a
 * provider call cannot be rolled back; a failure is logged for follow-up and never undoes it.
 */
export async function stopBilling(ctx: AppContext, company: CompanyRow): Promise<void> {
  if (!ctx.payments) return;
  try {
    await ctx.payments.cancelSubscription(company);
    if (company.stripeSubscriptionId) ctx.log.info({ company: company.id }, 'subscription cancelled on account closure');
  } catch (error) {
    ctx.log.error({ err: error, company: company.id }, 'could not cancel the subscription of a closed account: cancel it at the provider');
  }
}
