export { applyOnce, applyOnceIn, tappedAt, type CommandSender } from './apply-once.js';
