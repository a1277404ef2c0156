import type { TCurrentPlan, TTestCheckoutSession } from '@hivis/contracts';
import { featureEntries } from '@hivis/contracts';
import type { CheckoutSessionRow, CompanyRow } from '../../db/schema/index.js';
import { PLAN_CATALOGUE, findTier } from './catalogue.js';
import { effectiveFeatures } from '../features/effective-features.js';

export function presentTestCheckout(session: CheckoutSessionRow, companyName: string): TTestCheckoutSession {
  return {
    id: session.id,
    status: session.status,
    companyName,
    estimate: session.estimate,
    createdAt: session.createdAt.toISOString(),
  };
}

const SEAT_ROLES = { pah: ['PAH', 'ROOT_PAH'], sah: ['SAH', 'SAH_LH'], nah: ['NAH'] } as const;

export function presentCurrentPlan(company: CompanyRow, usedByRole: Record<string, number>): TCurrentPlan {
  const used = (roles: readonly string[]) => roles.reduce((total, role) => total + (usedByRole[role] ?? 0), 0);
  return {
    level: company.planLevel,
    levelName: company.planLevel ? (findTier(PLAN_CATALOGUE, company.planLevel)?.name ?? company.planLevel) : null,
    bundles: company.planBundles,
    paymentStatus: company.paymentStatus,
    paidAt: company.paidAt?.toISOString() ?? null,
    seats: {
      pah: { bought: company.seatsPah, used: used(SEAT_ROLES.pah) },
      sah: { bought: company.seatsSah, used: used(SEAT_ROLES.sah) },
      nah: { bought: company.seatsNah, used: used(SEAT_ROLES.nah) },
    },
    auditLinks: { permanent: company.auditLinksPermanent, temporary: company.auditLinksTemporary },
    features: featureEntries(effectiveFeatures(company)),
  };
}
