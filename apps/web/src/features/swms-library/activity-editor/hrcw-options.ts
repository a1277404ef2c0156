import { hrcwListFor, MODEL_WHS_HRCW, VIC_OHS_HRCW } from '@hivis/contracts';
import type { THrcwCategory, THrcwCode, TSwmsJurisdictionCode } from '@hivis/contracts';

export type THrcwOptions = {
  items: THrcwCategory[];
  /** False where no list applies by law (New Zealand): the model list is offered as a guide. */
  legalList: boolean;
};

/**
 * The HRCW categories to tick for an activity: the jurisdiction's list (the model list when the
 * SWMS has no jurisdiction yet or in New Zealand), plus any code already ticked from another
 * list, so a copied activity never hides a category it carries.
 */
export function hrcwOptions(jurisdiction: TSwmsJurisdictionCode | null, ticked: readonly string[]): THrcwOptions {
  const legal = jurisdiction ? hrcwListFor(jurisdiction) : MODEL_WHS_HRCW;
  const items: THrcwCategory[] = [...(legal.length > 0 ? legal : MODEL_WHS_HRCW)];
  const everyCategory: readonly THrcwCategory[] = [...MODEL_WHS_HRCW, ...VIC_OHS_HRCW];
  for (const code of ticked) {
    if (items.some((item) => item.code === code)) continue;
    const found = everyCategory.find((item) => item.code === code);
    if (found) items.push(found);
  }
  return { items, legalList: legal.length > 0 };
}

/**
 * The SWMS's own HRCW ticks (section one) with those of its activities added, limited to the list
 * the server accepts for the jurisdiction; null when nothing is new. Never removes a tick: section
 * one may name work that no activity lists. The document prints these ticks, so an activity's
 * high-risk work must not be missing from them.
 */
export function hrcwWithActivities(
  jurisdiction: TSwmsJurisdictionCode | null,
  current: readonly THrcwCode[],
  activities: readonly { hrcwCodes: readonly THrcwCode[] }[],
): THrcwCode[] | null {
  const listed = jurisdiction && jurisdiction !== 'NZ' ? hrcwListFor(jurisdiction) : MODEL_WHS_HRCW;
  const allowed = new Set<string>(listed.map((item) => item.code));
  const next = [...current];
  for (const code of activities.flatMap((activity) => activity.hrcwCodes)) {
    if (allowed.has(code) && !next.includes(code)) next.push(code);
  }
  return next.length === current.length ? null : next;
}
