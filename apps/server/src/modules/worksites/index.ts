/*
 * The worksites module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export { findCompanyWorksite } from './worksites.queries.js';
