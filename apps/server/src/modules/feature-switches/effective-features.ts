import type { CompanyRow } from '../../db/schema/index.js';

/**
 * The features a company has now: what its plan includes, less what the owner switched off on
 * /manage-features. The plan's own list is kept whole so a switched-off feature can come back.
 */
export function effectiveFeatures(company: Pick<CompanyRow, 'enabledFeatures' | 'featuresSwitchedOff'>): string[] {
  const off = new Set(company.featuresSwitchedOff);
  return company.enabledFeatures.filter((feature) => !off.has(feature));
}
