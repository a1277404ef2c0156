import { useQueryClient } from '@tanstack/react-query';
import type { TPersonClash } from '@hivis/contracts';
import { useState } from 'react';
import { errorMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { jobsKeys, saveJob } from '../jobs/jobs-api';
import { checkMoveClashes, fetchJob, scheduleKeys } from './schedule-api';

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
 * The save is the job's own update (PUT /api/v3/job/{id}), which tells the people on it.
 */
export function useJobMove() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TPendingMove | null>(null);
  const [busy, setBusy] = useState(false);

  async function save(job: TMovableJob, window: TJobWindow, revert: () => void): Promise<boolean> {
    try {
      // The whole job as it is now: the update takes every detail, and only the times change.
      const current = await fetchJob(job.id);
      const saved = await saveJob(job.id, {
        title: current.title,
        jobNumber: current.jobNumber,
        description: current.description,
        scope: current.scope,
        notes: current.notes,
        scheduledStart: window.start,
        scheduledEnd: window.end,
      });
      queryClient.setQueryData(jobsKeys.one(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: ['jobs', 'page'] });
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      const told = saved.notifiedCount === 1 ? ' 1 person was told.' : saved.notifiedCount > 1 ? ` ${saved.notifiedCount} people were told.` : '';
      notifySuccess(`${saved.title} ${job.start ? 'moved' : 'scheduled'}.${told}`);
      return true;
    } catch (error) {
      revert();
      notifyError(`${job.title} was not moved. ${errorMessage(error)}`);
      return false;
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
      return (await save(job, window, revert)) ? 'saved' : 'failed';
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
    const saved = await save(pending.job, pending.window, pending.revert);
    setBusy(false);
    setPending(null);
    return saved;
  }

  function cancel() {
    pending?.revert();
    setPending(null);
  }

  return { pending, busy, request, confirm, cancel };
}
