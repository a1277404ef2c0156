import { describe, expect, it } from 'vitest';
import type { TScheduleJob } from '@hivis/contracts';
import { eventDetail, jobEvent, peopleLine, visibleHours } from './schedule-events';

const job: TScheduleJob = {
  id: 'job-1',
  title: 'Pour slab',
  jobNumber: 'J-0007',
  status: 'IN_PROGRESS',
  start: '2026-12-06T21:00:00.000Z',
  end: '2026-12-07T05:00:00.000Z',
  worksite: { id: 'w', name: 'Newstead' },
  project: { id: 'p', name: 'Fit-out' },
  people: [
    { id: 'a', name: 'Sam Super', status: 'accepted' },
    { id: 'b', name: 'Will Worker', status: 'offered' },
  ],
};

describe('jobs as calendar events', () => {
  it('places the job on the company wall clock, movable while open', () => {
    expect(jobEvent(job, 'Australia/Brisbane', true)).toMatchObject({
      id: 'job-1',
      start: '2026-12-07T07:00:00Z',
      end: '2026-12-07T15:00:00Z',
      editable: true,
    });
    expect(jobEvent({ ...job, status: 'COMPLETED' }, 'Australia/Brisbane', true).editable).toBe(false);
    expect(jobEvent(job, 'Australia/Brisbane', false).editable).toBe(false);
  });

  it('draws a job without an end to the end of its day', () => {
    expect(jobEvent({ ...job, end: null }, 'Australia/Brisbane', true)).toMatchObject({ start: '2026-12-07T07:00:00Z', end: '2026-12-08T00:00:00Z' });
  });

  it('says the status in words and who is on it', () => {
    expect(eventDetail(job)).toBe('J-0007 · In Progress · Newstead');
    expect(peopleLine(job)).toBe('Sam Super, Will Worker (not answered yet)');
    expect(peopleLine({ ...job, people: [] })).toBe('Nobody assigned yet');
  });
});

describe('the hours on show', () => {
  it('shows 5 AM to 8 PM, widened for early starts and late finishes', () => {
    expect(visibleHours([job], 'Australia/Brisbane')).toEqual({ slotMinTime: '05:00:00', slotMaxTime: '20:00:00' });
    const early = { ...job, start: '2026-12-06T17:30:00.000Z', end: '2026-12-07T11:15:00.000Z' };
    expect(visibleHours([early], 'Australia/Brisbane')).toEqual({ slotMinTime: '03:00:00', slotMaxTime: '22:00:00' });
    const midnight = { ...job, end: '2026-12-07T14:00:00.000Z' };
    expect(visibleHours([midnight, { ...job, end: null }], 'Australia/Brisbane')).toEqual({ slotMinTime: '05:00:00', slotMaxTime: '20:00:00' });
  });
});
