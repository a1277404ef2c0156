export { applyOnce, tappedAt } from './apply-once.js';
