/*
 * The features module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export { effectiveFeatures } from './effective-features.js';
