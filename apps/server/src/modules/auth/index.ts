/*
 * The auth module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export { sendAccountSetupInvite } from './account-setup.service.js';
export { presentAuthUser, presentCurrentUser } from './auth.presenter.js';
export { expireUserTokens, findUserByEmail, findUserById, insertUserToken, markUserTokenUsed } from './auth.queries.js';
export type { UserWithCompany } from './auth.queries.js';
export { issueTokens } from './auth.service.js';
