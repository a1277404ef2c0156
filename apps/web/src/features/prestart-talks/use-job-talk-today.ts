import { useTalkCommandsOnPhone } from './prestart-talk-commands';
import { useJobTalksOn, useTalkTimeZone } from './prestart-talks-api';
import { dayIn } from '../../ui/zoned-time';
import { jobTalkToday } from './today-talks';

/**
 * A job's latest talk of today (the company's day): the server's, or one started on this phone and
 * waiting to be sent. `known` is false while the server's answer is not here (loading, offline
 * with none on the phone, or failed: `talks` says which).
 */
export function useJobTalkToday(jobId: string, enabled = true) {
  const timeZone = useTalkTimeZone();
  const today = dayIn(new Date(), timeZone);
  const talks = useJobTalksOn(jobId, today, enabled);
  const { commands } = useTalkCommandsOnPhone();
  const talk = jobTalkToday(talks.data?.items ?? [], commands, jobId, today, timeZone);
  return { talk, known: talks.data !== undefined, talks, timeZone };
}
