import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors.js';
import type { ProviderPrice } from './provider.js';

/** Stripe answers at most 10 lookup keys per price list call. */
const KEYS_PER_CALL = 10;
/** Prices change rarely; a few minutes of cache keeps the pricing page fast and Stripe unbothered. */
export const PRICE_CACHE_MS = 5 * 60_000;

export type StripePriceBook = {
  /** The active prices with these lookup keys; keys without a price are absent from the map. */
  find: (lookupKeys: readonly string[]) => Promise<Map<string, ProviderPrice>>;
  /** The 503 for prices that are not set up at Stripe, logged with the keys. */
  missing: (lookupKeys: readonly string[]) => AppError;
};

/** Prices by lookup key, fetched on first use and kept for PRICE_CACHE_MS. */
export function createStripePriceBook(stripe: Stripe, log: FastifyBaseLogger, now: () => number = Date.now): StripePriceBook {
  const cache = new Map<string, { price: ProviderPrice | null; at: number }>();

  async function fetchPrices(keys: string[]): Promise<void> {
    const at = now();
    for (let start = 0; start < keys.length; start += KEYS_PER_CALL) {
      const chunk = keys.slice(start, start + KEYS_PER_CALL);
      const page = await stripe.prices.list({ lookup_keys: chunk, active: true, limit: 100 });
      for (const key of chunk) cache.set(key, { price: null, at });
      for (const price of page.data) {
        if (price.lookup_key) cache.set(price.lookup_key, { price: toProviderPrice(price), at });
      }
    }
  }

  return {
    async find(lookupKeys) {
      const wanted = [...new Set(lookupKeys)];
      const stale = wanted.filter((key) => {
        const entry = cache.get(key);
        return !entry || now() - entry.at > PRICE_CACHE_MS;
      });
      if (stale.length > 0) await fetchPrices(stale);
      const found = new Map<string, ProviderPrice>();
      for (const key of wanted) {
        const price = cache.get(key)?.price;
        if (price) found.set(key, price);
      }
      return found;
    },
    missing(lookupKeys) {
      log.error({ missingLookupKeys: lookupKeys }, `Stripe has no active price with the lookup key(s) ${lookupKeys.join(', ')}: add them (docs/payments.md)`);
      return new AppError('UNAVAILABLE', 'Online payment is not fully set up on this server: a price is missing. Please contact support to buy a plan.');
    },
  };
}

function toProviderPrice(price: Stripe.Price): ProviderPrice {
  return {
    lookupKey: price.lookup_key ?? '',
    priceId: price.id,
    unitAmountCents: price.unit_amount,
    currency: price.currency,
    type: price.type === 'recurring' ? 'recurring' : 'one_time',
    interval: price.recurring?.interval ?? null,
    intervalCount: price.recurring?.interval_count ?? null,
  };
}
