import { ZNewPrestartTalkSchema } from '@hivis/contracts';
import { validateWith } from '../../ui/forms/form-validation';
import type { TNewTalkBody } from './prestart-talk-commands';

/*
 * The new talk's form: the job (kept with its name, so a talk started with no signal shows its job
 * before the server answers), the topics, the day's hazards and notes. Checked with the contract's
 * schema, so the presenter sees the server's own words before the talk is queued.
 */

export type TTalkJob = { id: string; title: string; jobNumber: string | null; worksiteName: string };

/** A job of today's list, as the form keeps it (the list has no job number). */
export function jobOfToday(job: { jobId: string; title: string; worksiteName: string }): TTalkJob {
  return { id: job.jobId, title: job.title, jobNumber: null, worksiteName: job.worksiteName };
}

/** The job a link brought in its history state (the job's page knows its name), when it is the one asked for. */
export function jobFromLinkState(state: unknown, jobId: string | null): TTalkJob | null {
  if (!jobId || typeof state !== 'object' || state === null || !('job' in state)) return null;
  const job = state.job as Partial<TTalkJob> | null;
  if (!job || job.id !== jobId || typeof job.title !== 'string' || typeof job.worksiteName !== 'string') return null;
  return { id: job.id, title: job.title, jobNumber: typeof job.jobNumber === 'string' ? job.jobNumber : null, worksiteName: job.worksiteName };
}

export type TTalkFormValues = { job: TTalkJob | null; topics: string[]; hazards: string; notes: string };

/** The form's fields, as the server names them where they differ. */
export const TALK_FIELD_NAMES = { jobId: 'job' } as const;

export function newTalkValues(job: TTalkJob | null = null): TTalkFormValues {
  return { job, topics: [], hazards: '', notes: '' };
}

const blankToUndefined = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The talk as queued, under the id made on the phone. */
export function toTalkBody(values: TTalkFormValues, id: string): TNewTalkBody {
  return {
    id,
    jobId: values.job?.id ?? '',
    topics: values.topics,
    hazards: blankToUndefined(values.hazards),
    notes: blankToUndefined(values.notes),
  };
}

/** The server's checks on the form's fields: a topic's own problem is said on the topics. */
export function validateTalkValues(values: TTalkFormValues): Record<string, string> {
  // The id is the phone's own, always valid: the fields are checked without it.
  const { id: _id, ...fields } = toTalkBody(values, '');
  const errors = validateWith(ZNewPrestartTalkSchema, { ...fields, jobId: values.job?.id });
  const found: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const field = path === 'jobId' ? 'job' : (path.split('.')[0] ?? path);
    found[field] ??= message;
  }
  return found;
}
