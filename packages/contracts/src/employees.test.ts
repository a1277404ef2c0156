import { describe, expect, it } from 'vitest';
import { DEFAULT_NOTIFICATION_SETTINGS, resolveNotificationSettings } from './employee-notifications.js';
import { EMPLOYEE_MESSAGES, ZInviteEmployeeSchema, ZQualificationInputSchema, expiryStateOf } from './employees.js';

describe('expiryStateOf', () => {
  it('is expired the day after expiry, expiring within 30 days, current after', () => {
    expect(expiryStateOf(null, '2026-11-22')).toBe('no_expiry');
    expect(expiryStateOf('2026-11-21', '2026-11-22')).toBe('expired');
    expect(expiryStateOf('2026-11-22', '2026-11-22')).toBe('expiring');
    expect(expiryStateOf('2026-12-22', '2026-11-22')).toBe('expiring');
    expect(expiryStateOf('2026-12-23', '2026-11-22')).toBe('current');
  });
});

describe('ZQualificationInputSchema', () => {
  const base = { kind: 'high_risk_work', name: 'Forklift (LF)' };
  it('stores blanks as null and accepts a licence that never expires', () => {
    expect(ZQualificationInputSchema.parse({ ...base, licenceNumber: ' ', expiresOn: '' })).toMatchObject({
      licenceNumber: null,
      expiresOn: null,
      fileId: null,
    });
  });
  it('refuses days that do not exist and expiry before issue', () => {
    const bad = ZQualificationInputSchema.safeParse({ ...base, issuedOn: '2025-02-29' });
    expect(bad.error?.issues[0]).toMatchObject({ path: ['issuedOn'], message: EMPLOYEE_MESSAGES.date });
    const order = ZQualificationInputSchema.safeParse({ ...base, issuedOn: '2025-03-01', expiresOn: '2025-02-28' });
    expect(order.error?.issues[0]).toMatchObject({ path: ['expiresOn'], message: EMPLOYEE_MESSAGES.expiryBeforeIssue });
    expect(ZQualificationInputSchema.safeParse({ ...base, issuedOn: '2025-03-01', expiresOn: '2025-03-01' }).success).toBe(true);
  });
});

describe('ZInviteEmployeeSchema', () => {
  it('lower-cases the email and allows staff roles only', () => {
    const parsed = ZInviteEmployeeSchema.parse({ email: ' Nina@Example.TEST ', firstName: 'Nina', lastName: 'New', role: 'NAH' });
    expect(parsed).toMatchObject({ email: 'nina@example.test', phone: null, position: null });
    expect(ZInviteEmployeeSchema.safeParse({ email: 'a@b.test', firstName: 'A', lastName: 'B', role: 'PAH' }).error?.issues[0]?.message).toBe(
      EMPLOYEE_MESSAGES.role,
    );
  });
});

describe('resolveNotificationSettings', () => {
  it('fills topics never saved with the defaults and ignores junk', () => {
    expect(resolveNotificationSettings(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    const resolved = resolveNotificationSettings({ job_assigned: { email: false }, unknown_topic: { email: true, inApp: true } });
    expect(resolved.job_assigned).toEqual({ email: false, inApp: true });
    expect(resolved.timesheet_approved).toEqual(DEFAULT_NOTIFICATION_SETTINGS.timesheet_approved);
    expect(Object.keys(resolved)).not.toContain('unknown_topic');
  });
});
