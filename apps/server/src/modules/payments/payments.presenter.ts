import type { TCurrentPlan, TPaymentHistoryItem, TSeatKind, TTestCheckoutSession } from '@hivis/contracts';
import { featureEntries, SEAT_ROLES } from '@hivis/contracts';
import type { CheckoutSessionRow, CompanyRow } from '../../db/schema/index.js';
import type { PaymentProvider } from '../../platform/payments/provider.js';
import { PLAN_CATALOGUE, findTier } from './catalogue.js';
import { gstOf } from './estimate.js';
import { effectiveFeatures } from '../feature-switches/index.js';

export function presentTestCheckout(session: CheckoutSessionRow, companyName: string): TTestCheckoutSession {
  return {
    id: session.id,
    status: session.status,
    companyName,
    estimate: session.estimate,
    createdAt: session.createdAt.toISOString(),
  };
}

/** Seats of one kind in use, from the count of people by their effective (first) role. */
export function seatsUsed(usedByRole: Record<string, number>, kind: TSeatKind): number {
  return SEAT_ROLES[kind].reduce((total, role) => total + (usedByRole[role] ?? 0), 0);
}

export function presentCurrentPlan(company: CompanyRow, usedByRole: Record<string, number>, provider: PaymentProvider | null): TCurrentPlan {
  return {
    level: company.planLevel,
    levelName: company.planLevel ? (findTier(PLAN_CATALOGUE, company.planLevel)?.name ?? company.planLevel) : null,
    bundles: company.planBundles,
    paymentStatus: company.paymentStatus,
    paidAt: company.paidAt?.toISOString() ?? null,
    seats: {
      pah: { bought: company.seatsPah, used: seatsUsed(usedByRole, 'pah') },
      sah: { bought: company.seatsSah, used: seatsUsed(usedByRole, 'sah') },
      nah: { bought: company.seatsNah, used: seatsUsed(usedByRole, 'nah') },
    },
    auditLinks: { permanent: company.auditLinksPermanent, temporary: company.auditLinksTemporary },
    features: featureEntries(effectiveFeatures(company)),
    provider: provider?.name ?? null,
    portalAvailable: provider?.hasPortal(company) ?? false,
  };
}

/** Plan changes are recorded as checkout sessions whose provider session id says so. */
export const PLAN_CHANGE_PREFIX = 'plan_change:';

export function presentHistoryItem(session: CheckoutSessionRow): TPaymentHistoryItem {
  const { estimate } = session;
  return {
    id: session.id,
    kind: session.providerSessionId?.startsWith(PLAN_CHANGE_PREFIX) ? 'plan_change' : 'checkout',
    provider: session.provider,
    status: session.status,
    createdOn: session.createdAt.toISOString(),
    completedOn: session.completedAt?.toISOString() ?? null,
    cancelledOn: session.cancelledAt?.toISOString() ?? null,
    description: describeEstimate(session),
    dueTodayCents: session.dueTodayCents,
    dueTodayGstCents: gstOf(session.dueTodayCents),
    monthlyTotalCents: estimate.monthlyTotalCents,
    monthlyGstCents: estimate.monthlyGstCents,
  };
}

/** 'Medium plan, Audit Tool, Additional supervisor account × 2': the priced lines, free base bundle left out. */
function describeEstimate(session: CheckoutSessionRow): string {
  return session.estimate.lines
    .filter((line) => line.amountCents > 0 || line.lookupKey !== PLAN_CATALOGUE.baseBundle)
    .map((line) => (line.quantity > 1 ? `${line.name} × ${line.quantity}` : line.name))
    .join(', ');
}
