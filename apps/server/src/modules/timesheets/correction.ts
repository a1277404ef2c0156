import { TIMESHEET_MESSAGES } from '@hivis/contracts';
import type { TCorrectTimeEntryValues } from '@hivis/contracts';
import type { FieldErrors } from '../../platform/errors.js';

/** A little slack for the office's clock being ahead of the server's. */
const FUTURE_SLACK_MS = 60_000;

/**
 * The rules of a corrected shift: out after in, nothing in the future, breaks inside the shift,
 * each ending after it starts, not overlapping. A shift that has ended keeps a clock-out time;
 * only a running shift may keep one running break, its last.
 */
export function correctionErrors(values: TCorrectTimeEntryValues, alreadyEnded: boolean, now = new Date()): FieldErrors {
  const errors: FieldErrors = {};
  const inAt = Date.parse(values.clockInAt);
  const outAt = values.clockOutAt ? Date.parse(values.clockOutAt) : null;
  const latest = now.getTime() + FUTURE_SLACK_MS;
  if (inAt > latest) errors.clockInAt = TIMESHEET_MESSAGES.inFuture;
  if (outAt === null && alreadyEnded) errors.clockOutAt = TIMESHEET_MESSAGES.outRequired;
  else if (outAt !== null && outAt <= inAt) errors.clockOutAt = TIMESHEET_MESSAGES.outAfterIn;
  else if (outAt !== null && outAt > latest) errors.clockOutAt = TIMESHEET_MESSAGES.inFuture;

  const shiftEnd = outAt ?? latest;
  const spans = values.breaks.map((span, index) => ({ index, start: Date.parse(span.startAt), end: span.endAt ? Date.parse(span.endAt) : null }));
  spans.forEach((span, position) => {
    const at = `breaks.${span.index}`;
    const mayRun = outAt === null && position === spans.length - 1;
    if (span.end === null && !mayRun) errors[`${at}.endAt`] = TIMESHEET_MESSAGES.breakOpen;
    else if (span.end !== null && span.end <= span.start) errors[`${at}.endAt`] = TIMESHEET_MESSAGES.breakOrder;
    else if (span.start < inAt || (span.end ?? span.start) > shiftEnd || span.start > shiftEnd) errors[`${at}.startAt`] = TIMESHEET_MESSAGES.breakInside;
  });
  const ordered = [...spans].sort((a, b) => a.start - b.start);
  for (let position = 1; position < ordered.length; position += 1) {
    const previous = ordered[position - 1];
    const current = ordered[position];
    if (!previous || !current) continue;
    const previousEnd = previous.end ?? Number.POSITIVE_INFINITY;
    const key = `breaks.${current.index}.startAt`;
    if (previousEnd > current.start && !errors[key]) errors[key] = TIMESHEET_MESSAGES.breakOverlap;
  }
  return errors;
}
