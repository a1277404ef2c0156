/*
 * The assignments module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export { siteAddressOf, whenOf } from './assignments.messages.js';
export { groupClashes, presentRequestJob } from './assignments.presenter.js';
export { findAccountHolders, findJobContext, hasLiveAssignments } from './assignments.queries.js';
export type { JobContext } from './assignments.queries.js';
export { bookingEnd, findClashes } from './clashes.queries.js';
export { formatJobWindow } from './job-times.js';
export type { WorkRequestLinks } from './work-request-links.js';
