import { describe, expect, it } from 'vitest';
import type { TTimeEntry } from '@hivis/contracts';
import { newCommand } from '../../offline/outbox/queued-command';
import { CLOCK_PATHS, clockViewOf } from './clock-view';

/* The clock as shown: the server's shift with the actions still waiting on the phone applied on top. */

const at = (hhmm: string) => new Date(`2026-11-26T${hhmm}:00.000Z`);
const queued = (path: string, when: string, body: Record<string, unknown> = {}, meta?: Record<string, string>) =>
  newCommand({ userId: 'u1', label: path, method: 'POST', path, body, meta }, at(when));

const serverShift = {
  id: 's1',
  jobId: 'j1',
  jobTitle: 'Tiling',
  clockInAt: at('21:00').toISOString(),
  clockOutAt: null,
  breaks: [],
  onBreak: false,
} as unknown as TTimeEntry;

describe('clockViewOf', () => {
  it('shows a clock-in made offline as clocked in at the tapped time, then its break and clock-out', () => {
    const clockIn = queued(CLOCK_PATHS.in, '21:00', { id: 's9', jobId: 'j1' }, { jobTitle: 'Tiling' });
    expect(clockViewOf(null, [clockIn])).toMatchObject({ id: 's9', jobTitle: 'Tiling', clockInAt: at('21:00').toISOString(), onBreak: false, pending: true });
    const breakStart = queued(CLOCK_PATHS.breakStart('s9'), '23:00');
    expect(clockViewOf(null, [clockIn, breakStart])).toMatchObject({ onBreak: true, breaks: [{ startAt: at('23:00').toISOString(), endAt: null }] });
    const breakEnd = queued(CLOCK_PATHS.breakEnd('s9'), '23:30');
    expect(clockViewOf(null, [clockIn, breakStart, breakEnd])?.breaks).toEqual([{ startAt: at('23:00').toISOString(), endAt: at('23:30').toISOString() }]);
    expect(clockViewOf(null, [clockIn, breakStart, breakEnd, queued(CLOCK_PATHS.out('s9'), '23:45')])).toBeNull();
  });

  it('is the server’s shift when nothing waits, and applies waiting actions to it', () => {
    expect(clockViewOf(serverShift, [])).toMatchObject({ id: 's1', pending: false });
    expect(clockViewOf(serverShift, [queued(CLOCK_PATHS.breakStart('s1'), '22:00')])).toMatchObject({ id: 's1', onBreak: true, pending: true });
    expect(clockViewOf(serverShift, [queued(CLOCK_PATHS.out('s1'), '22:00')])).toBeNull();
    // Another shift's action, or one that is not the clock's, changes nothing here.
    expect(clockViewOf(serverShift, [queued(CLOCK_PATHS.breakStart('other'), '22:00'), queued('/api/v3/files', '22:00')])).toMatchObject({ pending: false });
  });
});
