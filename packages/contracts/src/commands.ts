import { z } from 'zod';

/*
 * Field actions are commands (clock on, a break, sign on, a photo): made on the phone with an id
 * of its own and the moment the person tapped, kept in the device outbox while there is no signal,
 * and applied once by the server however often they arrive. These are the fields every command
 * route takes beside its own, and the words of its refusals.
 */

/** How far ahead of the server a phone's clock may run before its times are refused. */
export const COMMAND_CLOCK_SKEW_MINUTES = 5;

/** How old a queued action may be when it arrives: older ones go to the office to enter by hand. */
export const COMMAND_MAX_AGE_DAYS = 7;

export const COMMAND_MESSAGES = {
  commandId: 'This action has no valid id. Please reload HiVis and do it again.',
  at: 'Please send the time as a date and time with its offset.',
  future: 'The time on this phone is ahead of the real time. Please check the phone’s date and time, then send it again.',
  tooOld: `This was done more than ${COMMAND_MAX_AGE_DAYS} days ago and can no longer be sent from the phone. Please ask your office to enter it.`,
  reused: 'This action was already sent for something else. Please do it again.',
  recordId: 'This record has no valid id. Please reload HiVis and save it again.',
  recordIdTaken: 'This id is already in use. Please reload HiVis and save it again.',
} as const;

/**
 * `commandId`: made on the device (a UUID v7) for this one action; the same id sent again gets the
 * first answer and changes nothing. `at`: when the person tapped, by the device's clock.
 * Both optional, so a call made at the desk with signal needs neither.
 */
export const ZCommandFieldsSchema = z.object({
  commandId: z.uuid({ error: COMMAND_MESSAGES.commandId }).optional(),
  at: z.iso.datetime({ offset: true, error: COMMAND_MESSAGES.at }).optional(),
});
export type TCommandFields = z.input<typeof ZCommandFieldsSchema>;

/**
 * A create that may reach the server twice (a double tap, a retry after a lost answer) carries
 * the new record's id, made on the device (UUID v7): the server creates the record with it once
 * and answers every copy with the first answer. Optional, so older apps that send none still work.
 */
export const ZDeviceIdSchema = z.uuid({ error: COMMAND_MESSAGES.recordId });

/** A create body: the record's own fields and, optionally, its device-made `id`. */
export function withDeviceId<T extends z.ZodType>(schema: T) {
  return z.object({ id: ZDeviceIdSchema.optional() }).and(schema);
}
