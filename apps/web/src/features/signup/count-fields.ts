import { ROLE_NAMES, ZCheckoutSchema } from '@hivis/contracts';
import type { TCart } from './cart';

/*
 * The cart's quantities (extra accounts, links, training hours) as the pricing screens ask for
 * them. Each is checked by the checkout payload's own field, so the screen says what the server
 * would say, before asking it for a price.
 */

export type TCountField = 'pahCount' | 'staffCount' | 'nahCount' | 'permanentAuditLinks' | 'temporaryAuditLinks' | 'additionalHrs';

type TCountPayloadKey = 'pahCount' | 'sahCount' | 'nahCount' | 'additionalPermanentAuditLinks' | 'additionalTemporaryAuditLinks' | 'onsiteTrainingHours';

export const COUNT_FIELDS: { field: TCountField; payloadKey: TCountPayloadKey; extraKey: string; label: string; max: number }[] = [
  { field: 'pahCount', payloadKey: 'pahCount', extraKey: 'pah', label: `Extra ${ROLE_NAMES.PAH.toLowerCase()} accounts`, max: 100 },
  { field: 'staffCount', payloadKey: 'sahCount', extraKey: 'sah', label: `Extra ${ROLE_NAMES.SAH.toLowerCase()} accounts`, max: 500 },
  { field: 'nahCount', payloadKey: 'nahCount', extraKey: 'nah', label: `Extra ${ROLE_NAMES.NAH.toLowerCase()} accounts`, max: 2000 },
  {
    field: 'permanentAuditLinks',
    payloadKey: 'additionalPermanentAuditLinks',
    extraKey: 'audit_link_permanent',
    label: 'Extra permanent audit links',
    max: 500,
  },
  {
    field: 'temporaryAuditLinks',
    payloadKey: 'additionalTemporaryAuditLinks',
    extraKey: 'audit_link_temporary',
    label: 'Extra temporary audit links',
    max: 500,
  },
  { field: 'additionalHrs', payloadKey: 'onsiteTrainingHours', extraKey: 'onsite_training', label: 'Onsite training hours', max: 40 },
];

/**
 * What a quantity field holds, as a number for the cart: an emptied field counts as none while
 * the person types, and a number still being typed ('2.') counts as what it says so far.
 */
export function typedCount(value: string | number): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  const parsed = Number.parseFloat(value);
  return Number.isFinite(parsed) ? parsed : 0;
}

/** The checkout's own message for a quantity it would refuse (a part of an hour, say), else null. */
export function countProblem(payloadKey: TCountPayloadKey, count: number): string | null {
  return ZCheckoutSchema.shape[payloadKey].safeParse(count).error?.issues[0]?.message ?? null;
}

/** Whether every quantity of the cart is one the checkout takes; until then no price is asked. */
export function countsAccepted(cart: TCart): boolean {
  return COUNT_FIELDS.every(({ field, payloadKey }) => countProblem(payloadKey, cart[field]) === null);
}

/** Said where the price would be while a quantity is one the checkout would refuse. */
export const FIX_COUNTS = 'Correct the quantities marked in red to see the price.';
