/** Where the pre-start talk screens are (spec 2.2 /pst). */
export const PRESTART_TALKS_PATH = '/pst';

export const NEW_PRESTART_TALK_PATH = `${PRESTART_TALKS_PATH}/new`;

/** The talk: what was covered, the attendance register and signing on. */
export const prestartTalkPath = (talkId: string) => `${PRESTART_TALKS_PATH}/${talkId}`;

/** A new talk with its job already chosen (from the job's page or the home's list of today's jobs). */
export const newTalkForJobPath = (jobId: string) => `${NEW_PRESTART_TALK_PATH}?jobId=${encodeURIComponent(jobId)}`;

/** The talks of one job, newest first. */
export const jobTalksPath = (jobId: string) => `${PRESTART_TALKS_PATH}?jobId=${encodeURIComponent(jobId)}`;
