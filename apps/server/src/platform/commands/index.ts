export { applyOnce, applyOnceIn, tappedAt, type CommandSender } from './apply-once.js';
export { createOnce } from './create-once.js';
