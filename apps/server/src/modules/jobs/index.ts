/*
 * The jobs module's public entry: what other modules may use of it. Anything else in this
 * folder is the module's own and may change without notice to them.
 */
export { noticeScheduleChange, scheduleChanged } from './job-changed-notice.js';
export { lockedJob, visibleJob } from './jobs.policy.js';
export { ACTIVE_ASSIGNMENT, JOB_COUNT_CAP, findCompanyJob, isOnJob, listActiveAssignees, updateJob } from './jobs.queries.js';
export { answerJob } from './jobs.service.js';
