import { describe, expect, it } from 'vitest';
import { dueByWords, writtenNoticeWords } from './written-notice-clock';

const NOW = new Date('2026-11-26T10:00:00Z');
const hoursFromNow = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('the written notice clock', () => {
  it('counts whole hours down while more than one is left', () => {
    expect(writtenNoticeWords(hoursFromNow(48), NOW)).toEqual({ text: 'Written notice due in 48 h', overdue: false });
    expect(writtenNoticeWords(hoursFromNow(31.9), NOW)).toEqual({ text: 'Written notice due in 31 h', overdue: false });
    expect(writtenNoticeWords(hoursFromNow(1), NOW).text).toBe('Written notice due in 1 h');
  });

  it('counts minutes in the last hour, never "0 min"', () => {
    expect(writtenNoticeWords(hoursFromNow(0.5), NOW).text).toBe('Written notice due in 30 min');
    expect(writtenNoticeWords(new Date(NOW.getTime() + 5_000), NOW).text).toBe('Written notice due in 1 min');
  });

  it('says overdue, and by how long, once the time has come', () => {
    expect(writtenNoticeWords(NOW, NOW)).toEqual({ text: 'Written notice overdue by 1 min', overdue: true });
    expect(writtenNoticeWords(hoursFromNow(-0.25), NOW).text).toBe('Written notice overdue by 15 min');
    expect(writtenNoticeWords(hoursFromNow(-3.5), NOW)).toEqual({ text: 'Written notice overdue by 3 h', overdue: true });
  });

  it('says when it is due in the spec’s date and time', () => {
    expect(dueByWords(new Date(2026, 10, 28, 10, 42))).toBe('by 28/11/2026 at 10:42 AM');
  });
});
