import { SCHEDULE_MESSAGES } from '@hivis/contracts';
import type { TPersonClash } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage, isApiError } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { checkMoveClashes, moveScheduledJob, useStoreMovedJob } from './schedule-api';

/** What a move needs of a job: on the calendar, or not scheduled yet (no start). */
export type TMovableJob = { id: string; title: string; start: string | null; end: string | null };

/** A job's new times (instants, ISO); no end keeps "the rest of the day". */
export type TJobWindow = { start: string; end: string | null };

export type TMoveOutcome = 'saved' | 'clash' | 'failed';

type TPendingMove = {
  job: TMovableJob;
  window: TJobWindow;
  clashes: TPersonClash[];
  /** Puts a dragged event back where it was (nothing to undo for the dialog). */
  revert: () => void;
};

/**
 * Moving a job, by drag or by the Reschedule dialog: ask whether its people are booked elsewhere
 * then; without clashes save at once, with clashes wait for the office to confirm or put it back.
 * The save (PUT /api/v3/schedule/job/{id}) changes only the times, checks for clashes again under
 * the job's lock, and tells the people on the job.
 */
export function useJobMove() {
  const storeMovedJob = useStoreMovedJob();
  const [pending, setPending] = useState<TPendingMove | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(job: TMovableJob, window: TJobWindow, revert: () => void, confirmClashes: boolean): Promise<TMoveOutcome> {
    try {
      const saved = await moveScheduledJob(job.id, { scheduledStart: window.start, scheduledEnd: window.end, confirmClashes });
      await storeMovedJob(saved);
      const told = saved.notifiedCount === 1 ? ' 1 person was told.' : saved.notifiedCount > 1 ? ` ${saved.notifiedCount} people were told.` : '';
      notifySuccess(`${saved.title} ${job.start ? 'moved' : 'scheduled'}.${told}`);
      return 'saved';
    } catch (error) {
      // Someone was booked since the check: the server refused the move, so ask the office now.
      if (!confirmClashes && isApiError(error) && error.status === 409 && error.message === SCHEDULE_MESSAGES.clashes) {
        const { clashes } = await checkMoveClashes(job.id, { scheduledStart: window.start, scheduledEnd: window.end });
        setPending({ job, window, clashes, revert });
        return 'clash';
      }
      revert();
      notifyError(`${job.title} was not moved. ${errorMessage(error)}`);
      return 'failed';
    }
  }

  /** Check for clashes, then save or ask the office (the clash dialog opens on `pending`). */
  async function request(job: TMovableJob, window: TJobWindow, revert: () => void = () => undefined): Promise<TMoveOutcome> {
    setBusy(true);
    try {
      const { clashes } = await checkMoveClashes(job.id, { scheduledStart: window.start, scheduledEnd: window.end });
      if (clashes.length > 0) {
        setPending({ job, window, clashes, revert });
        return 'clash';
      }
      return await save(job, window, revert, false);
    } catch (error) {
      revert();
      notifyError(`${job.title} was not moved. ${errorMessage(error)}`);
      return 'failed';
    } finally {
      setBusy(false);
    }
  }

  async function confirm(): Promise<boolean> {
    if (!pending) return false;
    setBusy(true);
    const outcome = await save(pending.job, pending.window, pending.revert, true);
    setBusy(false);
    setPending(null);
    return outcome === 'saved';
  }

  function cancel() {
    pending?.revert();
    setPending(null);
  }

  return { pending, busy, request, confirm, cancel };
}
