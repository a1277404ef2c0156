/*
 * The signup module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export { sendEmailConfirmation } from './email-confirmation.service.js';
export { insertAccountHolder } from './signup.queries.js';
export { SIGNUP_LIMIT, SIGNUP_LIMIT_MESSAGE } from './signup.service.js';
