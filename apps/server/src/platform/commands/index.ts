export { applyOnce, applyOnceIn, tappedAt, type CommandSender } from './apply-once.js';
export { createOnce, createOnceIn } from './create-once.js';
export { APPLIED_COMMANDS_KEPT_DAYS, appliedCommandsPruner, pruneAppliedCommands } from './prune-applied-commands.js';
