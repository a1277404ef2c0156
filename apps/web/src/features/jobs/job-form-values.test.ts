import { describe, expect, it } from 'vitest';
import type { TJob } from '@hivis/contracts';
import { jobChangesOf, jobFormValuesOf, jobPayloadOf, scheduleMoves, validateJobForm } from './job-form-values';

const zone = 'Australia/Brisbane';
const job = {
  title: 'Roof mesh',
  jobNumber: 'J-0001',
  description: null,
  scope: 'Block B',
  scheduledStart: '2026-12-01T22:00:00.000Z',
  scheduledEnd: '2026-12-02T06:00:00.000Z',
  notes: null,
} as unknown as TJob;

describe('job form values', () => {
  it('round-trips a job through the form in the company zone', () => {
    const values = jobFormValuesOf(job, zone);
    expect(values).toMatchObject({ startDate: '2026-12-02', startTime: '08:00', endDate: '2026-12-02', endTime: '16:00', description: '' });
    expect(jobPayloadOf(values, zone)).toEqual({
      title: 'Roof mesh',
      jobNumber: 'J-0001',
      description: null,
      scope: 'Block B',
      scheduledStart: job.scheduledStart,
      scheduledEnd: job.scheduledEnd,
      notes: null,
    });
  });

  it('checks the title and that the end is not before the start', () => {
    const values = { ...jobFormValuesOf(job, zone), title: ' ', endTime: '07:00' };
    expect(validateJobForm(values, zone)).toEqual({ title: 'Job title is required.', endDate: 'The end must be on or after the start.' });
    expect(validateJobForm({ ...jobFormValuesOf(null, zone), title: 'A', startTime: '07:00' }, zone)).toEqual({
      startDate: 'Please choose the start date too.',
    });
  });

  it('lists what an edit changes, old → new, and whether the times move', () => {
    const draft = { ...jobPayloadOf(jobFormValuesOf(job, zone), zone), title: 'Roof mesh B', scheduledEnd: '2026-12-02T07:00:00.000Z' };
    expect(jobChangesOf(job, draft, zone)).toEqual([
      { label: 'Title', from: 'Roof mesh', to: 'Roof mesh B' },
      { label: 'End', from: '02/12/2026 04:00 PM', to: '02/12/2026 05:00 PM' },
    ]);
    expect(scheduleMoves(job, draft)).toBe(true);
    expect(scheduleMoves(job, { ...draft, scheduledEnd: job.scheduledEnd })).toBe(false);
  });
});
