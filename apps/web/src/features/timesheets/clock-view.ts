import type { TTimeEntry } from '@hivis/contracts';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';

/*
 * What the clock shows: the server's running shift with the clock actions still waiting on this
 * phone applied on top, in the order they were made. Offline, a clock-in shows as clocked in at
 * the moment it was tapped; once sent, the server's shift says the same and the queue is empty.
 */

export type TClockView = {
  id: string;
  jobId: string;
  jobTitle: string;
  clockInAt: string;
  clockOutAt: null;
  breaks: { startAt: string; endAt: string | null }[];
  onBreak: boolean;
  /** Something of it is only on this phone so far. */
  pending: boolean;
};

export const CLOCK_PATHS = {
  in: '/api/v3/timesheet/clock-in',
  breakStart: (shiftId: string) => `/api/v3/timesheet/${shiftId}/break/start`,
  breakEnd: (shiftId: string) => `/api/v3/timesheet/${shiftId}/break/end`,
  out: (shiftId: string) => `/api/v3/timesheet/${shiftId}/clock-out`,
};

/** A queued action of the clock (the paths above). */
export function isClockCommand(command: TQueuedCommand): boolean {
  return command.path.startsWith('/api/v3/timesheet/');
}

function fromServer(shift: TTimeEntry): TClockView {
  const { id, jobId, jobTitle, clockInAt, breaks, onBreak } = shift;
  return { id, jobId, jobTitle, clockInAt, clockOutAt: null, breaks, onBreak, pending: false };
}

function applyCommand(view: TClockView | null, command: TQueuedCommand): TClockView | null {
  if (command.path === CLOCK_PATHS.in) {
    const id = String(command.body.id ?? command.id);
    return {
      id,
      jobId: String(command.body.jobId),
      jobTitle: command.meta?.jobTitle ?? '',
      clockInAt: command.at,
      clockOutAt: null,
      breaks: [],
      onBreak: false,
      pending: true,
    };
  }
  if (!view) return view;
  if (command.path === CLOCK_PATHS.breakStart(view.id))
    return { ...view, breaks: [...view.breaks, { startAt: command.at, endAt: null }], onBreak: true, pending: true };
  if (command.path === CLOCK_PATHS.breakEnd(view.id)) {
    return { ...view, breaks: view.breaks.map((span) => (span.endAt === null ? { ...span, endAt: command.at } : span)), onBreak: false, pending: true };
  }
  if (command.path === CLOCK_PATHS.out(view.id)) return null;
  return view;
}

export function clockViewOf(shift: TTimeEntry | null, waiting: readonly TQueuedCommand[]): TClockView | null {
  return waiting.filter(isClockCommand).reduce<TClockView | null>(applyCommand, shift && !shift.clockOutAt ? fromServer(shift) : null);
}
