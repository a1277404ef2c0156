export { applyOnce, tappedAt } from './apply-once.js';
export { createOnce } from './create-once.js';
