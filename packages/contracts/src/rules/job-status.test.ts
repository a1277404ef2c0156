import { describe, expect, it } from 'vitest';
import { JOB_STATUSES, JOB_STATUS_LABELS, canMoveJob, jobMoveLabel, jobMoveRefusal, nextJobStatuses } from './job-status.js';

describe('job status rule', () => {
  it('uses the spec labels to the letter', () => {
    expect(JOB_STATUS_LABELS.PENDING).toBe('Is Pending');
    expect(JOB_STATUS_LABELS.IN_PROGRESS).toBe('In Progress');
  });

  it('allows exactly the listed moves', () => {
    const allowed = JOB_STATUSES.flatMap((from) => JOB_STATUSES.filter((to) => canMoveJob(from, to)).map((to) => `${from}>${to}`));
    expect(allowed.sort()).toEqual(
      [
        'PENDING>IN_PROGRESS',
        'PENDING>CANCELLED',
        'IN_PROGRESS>COMPLETED',
        'IN_PROGRESS>PENDING',
        'IN_PROGRESS>CANCELLED',
        'COMPLETED>IN_PROGRESS',
        'CANCELLED>PENDING',
      ].sort(),
    );
  });

  it('never allows staying put or jumping from pending to completed', () => {
    for (const status of JOB_STATUSES) expect(canMoveJob(status, status)).toBe(false);
    expect(canMoveJob('PENDING', 'COMPLETED')).toBe(false);
    expect(canMoveJob('COMPLETED', 'CANCELLED')).toBe(false);
  });

  it('names the buttons and explains a refusal', () => {
    expect(nextJobStatuses('COMPLETED').map((to) => jobMoveLabel('COMPLETED', to))).toEqual(['Reopen job']);
    expect(jobMoveLabel('CANCELLED', 'PENDING')).toBe('Reinstate job');
    expect(jobMoveRefusal('PENDING', 'COMPLETED')).toBe(
      "A job that is 'Is Pending' cannot be moved to 'Completed'. It can go to 'In Progress' or 'Cancelled'.",
    );
  });
});
