/*
 * Values for forms: unique names and addresses, so tests sharing one database do not clash,
 * and valid identifiers.
 */

let counter = 0;

/** A name no other test uses. */
export const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36)}${(counter += 1)}`;

/** An address no other test uses. */
export const uniqueEmail = (prefix = 'new') => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}@example.test`;

/** A valid ABN (the ATO's published example). */
export const VALID_ABN = '51 824 753 556';
