import { riskBand } from '@hivis/contracts';
import type { TRiskBand, TRiskBandCode } from '@hivis/contracts';

/*
 * Risk ratings as the activity screens show them: the band of a rating when it is complete, and
 * the highest band among an activity's hazards. Ratings being edited may be incomplete (null).
 */

export type TRatingValue = { likelihood: number | null; consequence: number | null };

const isLevel = (value: number | null): value is number => value !== null && Number.isInteger(value) && value >= 1 && value <= 5;

/** Score and band of a complete rating; null while a level is not chosen yet. */
export function ratingSummary(rating: TRatingValue): { score: number; band: TRiskBand } | null {
  if (!isLevel(rating.likelihood) || !isLevel(rating.consequence)) return null;
  return { score: rating.likelihood * rating.consequence, band: riskBand(rating.likelihood, rating.consequence) };
}

const BAND_ORDER: readonly TRiskBandCode[] = ['low', 'medium', 'high', 'extreme'];

/** The worst band among the ratings given (e.g. every hazard's rating after controls); null for none. */
export function highestBand(ratings: readonly TRatingValue[]): TRiskBand | null {
  let worst: TRiskBand | null = null;
  for (const rating of ratings) {
    const band = ratingSummary(rating)?.band;
    if (band && (!worst || BAND_ORDER.indexOf(band.code) > BAND_ORDER.indexOf(worst.code))) worst = band;
  }
  return worst;
}

/**
 * Badge colours per band, chosen so the text on them passes WCAG AA contrast: dark text on the
 * three lighter colours, white on the dark red. Colour is never the only signal: the label is shown.
 */
export const BAND_COLOURS: Record<TRiskBandCode, { background: string; text: string }> = {
  low: { background: 'green.3', text: 'black' },
  medium: { background: 'yellow.4', text: 'black' },
  high: { background: 'orange.5', text: 'black' },
  extreme: { background: 'red.9', text: 'white' },
};

/** "12 High": the score and the band, as the badge and the screen reader say it. */
export function ratingLabel(rating: TRatingValue): string {
  const summary = ratingSummary(rating);
  return summary ? `${summary.score} ${summary.band.label}` : 'Not rated';
}
