/*
 * The inbox module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export { insertNotification } from './inbox.queries.js';
