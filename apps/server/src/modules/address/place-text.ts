import { findProvince, foldText } from '@hivis/contracts';
import type { TCountry } from '@hivis/contracts';

export type PlaceText = { text: string; stateCode: string | null };

/**
 * Reads a state or region written into the look-up text, as people type it and as the look-up's
 * own labels show it: 'bondi nsw', 'Bondi NSW 2026', 'Taupō, Waikato'. A word after the first
 * that is a state's code, or the text after a comma that names a region, becomes a state filter;
 * the rest is searched. Anything else is left as it is.
 */
export function readPlaceText(country: TCountry, text: string): PlaceText {
  const comma = text.indexOf(',');
  if (comma > 0) {
    const region = findProvince(country, text.slice(comma + 1));
    if (region) return { text: text.slice(0, comma).trim(), stateCode: region.code };
  }
  const words = text.trim().split(/\s+/);
  const stateAt = words.findIndex((word, index) => index > 0 && findProvince(country, word)?.code.toLowerCase() === foldText(word));
  if (stateAt < 0) return { text: text.trim(), stateCode: null };
  const stateCode = findProvince(country, words[stateAt])?.code ?? null;
  return { text: words.filter((_, index) => index !== stateAt).join(' '), stateCode };
}
