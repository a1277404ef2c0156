import { DEFAULT_RISK_BANDS, RISK_BAND_CODES, riskBand, type TJsaStep, type TRiskBand, type TRiskBandCode } from '@hivis/contracts';

/*
 * A JSA's hazards are rated on the SWMS's 5×5 matrix and bands (swms-reference.ts). A company has
 * no bands of its own yet (SWMS rates on DEFAULT_RISK_BANDS too); when it has, both read them.
 */

/** The highest band any hazard stays in after its controls: what the list shows first. */
export function highestResidual(steps: readonly Pick<TJsaStep, 'hazards'>[], bands: readonly TRiskBand[] = DEFAULT_RISK_BANDS): TRiskBandCode {
  let highest = 0;
  for (const step of steps)
    for (const { after } of step.hazards) highest = Math.max(highest, RISK_BAND_CODES.indexOf(riskBand(after.likelihood, after.consequence, bands).code));
  return RISK_BAND_CODES[highest] ?? 'low';
}
