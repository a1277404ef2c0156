import { ZIncidentNotificationBodySchema } from '@hivis/contracts';
import type { TIncidentDetails, TIncidentNotificationBody } from '@hivis/contracts';
import { fromLocalFields, localFields } from './local-time';

/*
 * The record of the notice given to the regulator: when, by whom, how, their reference, and the
 * written notice (Victoria's written record is always due; elsewhere only when the regulator asks).
 */

type TMethod = TIncidentNotificationBody['method'];

export type TNotificationFormValues = {
  notifiedDate: string;
  notifiedTime: string;
  notifiedBy: string;
  /** '' until chosen. */
  method: TMethod | '';
  reference: string;
  /** Blank while the written notice has not been given. */
  writtenDate: string;
  writtenTime: string;
  /** The regulator asked for a written notice (where it is owed only when asked). */
  writtenNoticeAsked: boolean;
};

type TNotification = NonNullable<TIncidentDetails['notification']>;

/** Told just now, by the person recording it (the usual case: they have just hung up). */
export function newNotificationValues(now: Date, by: string): TNotificationFormValues {
  const told = localFields(now);
  return {
    notifiedDate: told.date,
    notifiedTime: told.time,
    notifiedBy: by,
    method: '',
    reference: '',
    writtenDate: '',
    writtenTime: '',
    writtenNoticeAsked: false,
  };
}

export function notificationValuesOf(notification: TNotification): TNotificationFormValues {
  const told = localFields(new Date(notification.notifiedAt));
  const written = notification.writtenNoticeAt ? localFields(new Date(notification.writtenNoticeAt)) : { date: '', time: '' };
  return {
    notifiedDate: told.date,
    notifiedTime: told.time,
    notifiedBy: notification.notifiedBy,
    method: notification.method,
    reference: notification.reference ?? '',
    writtenDate: written.date,
    writtenTime: written.time,
    writtenNoticeAsked: notification.writtenNoticeAsked,
  };
}

/** `writtenAlways`: the regulator always needs the written record (Victoria): whether it asked does not matter there. */
export function toNotificationBody(values: TNotificationFormValues, writtenAlways: boolean): TIncidentNotificationBody {
  const written = !values.writtenDate && !values.writtenTime ? null : (fromLocalFields(values.writtenDate, values.writtenTime) ?? '');
  return {
    notifiedAt: fromLocalFields(values.notifiedDate, values.notifiedTime) ?? '',
    notifiedBy: values.notifiedBy,
    method: values.method as TMethod,
    reference: values.reference.trim(),
    writtenNoticeAt: written,
    writtenNoticeAsked: !writtenAlways && values.writtenNoticeAsked,
  };
}

/** The server's names for the fields the form splits into a date and a time. */
export const NOTIFICATION_FIELD_NAMES = { notifiedAt: 'notifiedDate', writtenNoticeAt: 'writtenDate' } as const;

export const NOTIFICATION_FIELDS = [
  'notifiedDate',
  'notifiedTime',
  'notifiedBy',
  'method',
  'reference',
  'writtenDate',
  'writtenTime',
  'writtenNoticeAsked',
] as const;

export function validateNotificationValues(values: TNotificationFormValues, writtenAlways: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  const result = ZIncidentNotificationBodySchema.safeParse(toNotificationBody(values, writtenAlways));
  if (!result.success) {
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      errors[NOTIFICATION_FIELD_NAMES[path as keyof typeof NOTIFICATION_FIELD_NAMES] ?? path] ??= issue.message;
    }
  }
  if (errors.notifiedDate && !values.notifiedTime) errors.notifiedTime = 'Please enter the time too.';
  if (errors.writtenDate && values.writtenDate && !values.writtenTime) errors.writtenTime = 'Please enter the time too.';
  return errors;
}
