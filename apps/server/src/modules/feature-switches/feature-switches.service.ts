import { FEATURE_CATALOGUE, FEATURE_DETAILS, ZFeatureKeySchema, featureName, featurePlatformLabel, normaliseSwitchedOff } from '@hivis/contracts';
import type { TFeatureKey, TFeatureSwitches, TUpdateFeatureSwitches } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { found, withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { invalidFields } from '../../platform/errors.js';
import type { FieldErrors } from '../../platform/errors.js';
import { findFeatureSwitches, saveSwitchedOffFeatures } from './feature-switches.queries.js';

/** The plan's features in catalogue order, each on or off, with the words /manage-features shows. */
function presentSwitches(company: Pick<CompanyRow, 'enabledFeatures' | 'featuresSwitchedOff'>): TFeatureSwitches {
  const off = new Set(company.featuresSwitchedOff);
  const features = FEATURE_CATALOGUE.filter((feature) => company.enabledFeatures.includes(feature.key)).map((feature) => {
    const details = FEATURE_DETAILS[feature.key];
    return {
      key: feature.key,
      name: feature.name,
      group: details.group,
      description: details.description,
      parent: details.parent ?? null,
      platform: featurePlatformLabel(feature.availability),
      enabled: !off.has(feature.key),
    };
  });
  return { features, switchedOff: features.filter((feature) => !feature.enabled).map((feature) => feature.key) };
}

/** The plan's whole list and the switched-off one: the access scope knows only what is in effect. */
async function switchesOf(tx: Tx, companyId: string): Promise<Pick<CompanyRow, 'enabledFeatures' | 'featuresSwitchedOff'>> {
  return found(await findFeatureSwitches(tx, companyId), 'Company');
}

/** GET /api/v3/feature: the account holder's feature switches. */
export async function getFeatureSwitches(ctx: AppContext, auth: AuthContext): Promise<TFeatureSwitches> {
  return withAccess(ctx, auth, 'feature-switches.read', async ({ tx, company }) => presentSwitches(await switchesOf(tx, company.id)));
}

/** Each listed key must be a feature, and one the plan includes: only those can be switched. */
function checkKeys(keys: readonly string[], planFeatures: readonly string[]): FieldErrors {
  const errors: FieldErrors = {};
  keys.forEach((key, index) => {
    if (!ZFeatureKeySchema.safeParse(key).success) errors[`switchedOff.${index}`] = `'${key}' is not a feature.`;
    else if (!planFeatures.includes(key)) errors[`switchedOff.${index}`] = `${featureName(key as TFeatureKey)} is not included in your plan.`;
  });
  return errors;
}

/**
 * PUT /api/v3/feature: the whole switched-off list; features of the plan not in it are on. Parts
 * of a switched-off feature go off with it. /api/v3/auth/info reflects the change at once.
 */
export async function updateFeatureSwitches(ctx: AppContext, auth: AuthContext, input: TUpdateFeatureSwitches): Promise<TFeatureSwitches> {
  return withAccess(ctx, auth, 'feature-switches.manage', async ({ tx, company: { id } }) => {
    const company = await switchesOf(tx, id);
    const errors = checkKeys(input.switchedOff, company.enabledFeatures);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
    const featuresSwitchedOff = normaliseSwitchedOff(input.switchedOff, company.enabledFeatures);
    const updated = await saveSwitchedOffFeatures(tx, id, featuresSwitchedOff);
    return presentSwitches(updated ?? company);
  });
}
