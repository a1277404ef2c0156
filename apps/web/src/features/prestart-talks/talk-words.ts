/*
 * How the talk screens say things: the job, the count of sign-ons, the topics in a line, and the
 * words the outbox and Needs attention show for each action saved on the phone.
 */

/**
 * A job as every screen names it: its number first, as the office quotes it, then its title
 * (the same words as jobs/job-name.ts; this feature sits below jobs, whose page shows today's talk).
 */
export function jobWords(job: { title: string; jobNumber?: string | null }): string {
  return job.jobNumber ? `${job.jobNumber} · ${job.title}` : job.title;
}

/** "4 signed", "Nobody signed yet". */
export function signedWords(count: number): string {
  return count === 0 ? 'Nobody signed yet' : `${count} signed`;
}

/** The first topics and how many more: "Working at heights, Manual handling and 3 more". */
export function topicsShort(topics: readonly string[], shown = 2): string {
  if (topics.length <= shown + 1) return topics.join(', ');
  return `${topics.slice(0, shown).join(', ')} and ${topics.length - shown} more`;
}

/** How a talk reads in the outbox and Needs attention: "Pre-start talk: Bathroom fit-out". */
export function talkLabel(jobTitle: string): string {
  return `Pre-start talk: ${jobTitle}`;
}

/** How one sign-on reads there: "Sign-on of Will Worker: Bathroom fit-out pre-start talk". */
export function signOnLabel(signerName: string, jobTitle: string): string {
  return `Sign-on of ${signerName}: ${jobTitle} pre-start talk`;
}

/** "Done at 7:05 am by Sam Supervisor · 4 signed": a talk held today, in one line. */
export function doneWords(time: string, presenterName: string | null, signed: number): string {
  return `Done at ${time}${presenterName ? ` by ${presenterName}` : ''} · ${signedWords(signed)}`;
}
