import { describe, expect, it } from 'vitest';
import { workedMs } from './hours.queries.js';

const at = (time: string) => new Date(`2026-11-20T${time}:00Z`);
const HOUR = 3600_000;

describe('workedMs', () => {
  it('takes finished and running breaks off the shift', () => {
    const shift = { clockInAt: at('06:00'), clockOutAt: at('14:30'), breaks: [{ startAt: at('10:00').toISOString(), endAt: at('10:30').toISOString() }] };
    expect(workedMs(shift, at('20:00'))).toBe(8 * HOUR);
    const running = { clockInAt: at('06:00'), clockOutAt: null, breaks: [{ startAt: at('09:00').toISOString(), endAt: null }] };
    // Still on the break at 09:15: three hours worked, the break so far not counted.
    expect(workedMs(running, at('09:15'))).toBe(3 * HOUR);
  });

  it('never answers less than nothing', () => {
    const odd = { clockInAt: at('06:00'), clockOutAt: at('07:00'), breaks: [{ startAt: at('05:00').toISOString(), endAt: at('08:00').toISOString() }] };
    expect(workedMs(odd, at('09:00'))).toBe(0);
  });
});
