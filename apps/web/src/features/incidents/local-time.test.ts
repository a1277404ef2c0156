import { describe, expect, it } from 'vitest';
import { fromLocalFields, localFields, todayOnPhone } from './local-time';

describe('times typed on the phone', () => {
  it('reads back the minute it was given, whatever the zone the tests run in', () => {
    const instant = new Date(2026, 10, 26, 10, 42, 37);
    const fields = localFields(instant);
    expect(fields).toEqual({ date: '2026-11-26', time: '10:42' });
    expect(fromLocalFields(fields.date, fields.time)).toBe(new Date(2026, 10, 26, 10, 42).toISOString());
  });

  it('has no instant for a blank, a bad or a missing day', () => {
    expect(fromLocalFields('', '10:00')).toBeNull();
    expect(fromLocalFields('2026-11-26', '')).toBeNull();
    expect(fromLocalFields('2026-02-31', '10:00')).toBeNull();
    expect(fromLocalFields('26/11/2026', '10:00')).toBeNull();
  });

  it('says today on the phone’s calendar', () => {
    expect(todayOnPhone(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });
});
