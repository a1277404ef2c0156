import { describe, expect, it } from 'vitest';
import { INCIDENT_MESSAGES } from '@hivis/contracts';
import { newNotificationValues, notificationValuesOf, toNotificationBody, validateNotificationValues } from './notification-form-values';
import type { TNotificationFormValues } from './notification-form-values';

const NOW = new Date(2026, 10, 26, 11, 5);

function filled(change: Partial<TNotificationFormValues> = {}): TNotificationFormValues {
  return { ...newNotificationValues(NOW, 'Sam Lee'), method: 'phone', ...change };
}

describe('the notice record', () => {
  it('opens as told just now by the person recording it', () => {
    expect(newNotificationValues(NOW, 'Sam Lee')).toMatchObject({ notifiedDate: '2026-11-26', notifiedTime: '11:05', notifiedBy: 'Sam Lee', method: '' });
  });

  it('asks how the regulator was told', () => {
    expect(validateNotificationValues(newNotificationValues(NOW, 'Sam Lee'), false).method).toBe(INCIDENT_MESSAGES.method);
    expect(validateNotificationValues(filled(), false)).toEqual({});
  });

  it('asks who told them, and when', () => {
    const errors = validateNotificationValues(filled({ notifiedBy: ' ', notifiedTime: '' }), false);
    expect(errors.notifiedBy).toBe(INCIDENT_MESSAGES.notifiedBy);
    expect(errors.notifiedDate).toBe(INCIDENT_MESSAGES.notifiedAt);
    expect(errors.notifiedTime).toBe('Please enter the time too.');
  });

  it('refuses a written notice before the regulator was told', () => {
    const errors = validateNotificationValues(filled({ writtenDate: '2026-11-26', writtenTime: '09:00' }), false);
    expect(errors.writtenDate).toBe(INCIDENT_MESSAGES.writtenNoticeBeforeNotice);
  });

  it('sends no written notice time while none was given, and whether the regulator asked for one', () => {
    expect(toNotificationBody(filled(), false)).toMatchObject({ writtenNoticeAt: null, writtenNoticeAsked: false, notifiedAt: NOW.toISOString() });
    const asked = toNotificationBody(filled({ writtenNoticeAsked: true }), false);
    expect(asked).toMatchObject({ writtenNoticeAt: null, writtenNoticeAsked: true });
  });

  it('never sends "asked" in Victoria, where the written record is due asked or not', () => {
    const body = toNotificationBody(filled({ writtenNoticeAsked: true, writtenDate: '2026-11-27', writtenTime: '09:00' }), true);
    expect(body.writtenNoticeAsked).toBe(false);
    expect(body.writtenNoticeAt).toBe(new Date(2026, 10, 27, 9, 0).toISOString());
  });

  it('reads a kept record back', () => {
    const values = notificationValuesOf({
      notifiedAt: NOW.toISOString(),
      notifiedBy: 'Sam Lee',
      method: 'online',
      reference: null,
      writtenNoticeAt: null,
      writtenNoticeAsked: false,
    });
    expect(values).toMatchObject({ notifiedTime: '11:05', method: 'online', reference: '', writtenDate: '' });
  });
});
