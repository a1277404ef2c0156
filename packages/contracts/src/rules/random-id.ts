import { RANDOM_ID_ALPHABET, RANDOM_ID_LENGTH } from '../constants.js';

/** A random 8-character alphanumeric id (spec section 5), from a cryptographic source. */
export function randomId(length = RANDOM_ID_LENGTH): string {
  const alphabetSize = RANDOM_ID_ALPHABET.length;
  // Bytes at or above this bound are dropped so that every character is equally likely.
  const unbiasedBound = 256 - (256 % alphabetSize);
  let id = '';
  while (id.length < length) {
    const bytes = globalThis.crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte < unbiasedBound && id.length < length) id += RANDOM_ID_ALPHABET[byte % alphabetSize];
    }
  }
  return id;
}
