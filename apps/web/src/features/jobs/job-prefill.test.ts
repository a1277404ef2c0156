import { describe, expect, it } from 'vitest';
import { jobPrefillPath, prefilledSchedule } from './job-prefill';

const place = { worksiteId: 'w1', projectId: 'p1' };

describe("a new job's times from the address", () => {
  it("puts the chosen times in the job form's address and reads them back", () => {
    const path = jobPrefillPath(place, { start: '2026-12-06T21:00:00.000Z', end: '2026-12-07T05:00:00.000Z' });
    expect(path).toBe('/worksite/w1/project/p1/job/create?start=2026-12-06T21%3A00%3A00.000Z&end=2026-12-07T05%3A00%3A00.000Z');
    expect(prefilledSchedule(new URL(path, 'http://x').searchParams)).toEqual({
      scheduledStart: '2026-12-06T21:00:00.000Z',
      scheduledEnd: '2026-12-07T05:00:00.000Z',
    });
    expect(jobPrefillPath(place, { start: '2026-12-06T21:00:00.000Z', end: null })).toBe(
      '/worksite/w1/project/p1/job/create?start=2026-12-06T21%3A00%3A00.000Z',
    );
  });

  it('ignores what is not an instant, and an end before the start', () => {
    expect(prefilledSchedule(new URLSearchParams('start=tomorrow&end=2026-12-07'))).toEqual({ scheduledStart: null, scheduledEnd: null });
    expect(prefilledSchedule(new URLSearchParams('start=2026-12-07T05:00:00Z&end=2026-12-07T01:00:00Z'))).toEqual({
      scheduledStart: '2026-12-07T05:00:00.000Z',
      scheduledEnd: null,
    });
    expect(prefilledSchedule(new URLSearchParams(''))).toEqual({ scheduledStart: null, scheduledEnd: null });
  });
});
