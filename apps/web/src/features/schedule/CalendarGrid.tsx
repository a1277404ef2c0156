import FullCalendar from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import timeGridPlugin from '@fullcalendar/timegrid';
import type { DatesSetArg, EventClickArg, EventContentArg, EventDropArg } from '@fullcalendar/core';
import type { EventResizeDoneArg } from '@fullcalendar/interaction';
import type { TScheduleJob } from '@hivis/contracts';
import type { Ref } from 'react';
import { useMemo } from 'react';
import { clockTime, dayMonth, weekdayOf } from './calendar-labels';
import { calendarNow, fromCalendarTime } from './calendar-time';
import { eventDetail, jobEvent, peopleLine, visibleHours } from './schedule-events';
import type { TJobWindow } from './useJobMove';
import type { TScheduleView } from './useScheduleView';
import './schedule.css';

type TCalendarGridProps = {
  calendarRef: Ref<FullCalendar>;
  jobs: TScheduleJob[];
  timeZone: string;
  view: TScheduleView;
  initialDate: string | undefined;
  /** Jobs can be dragged and resized (the schedule; not the new-job calendar). */
  editable: boolean;
  /** A phone-width screen. */
  compact: boolean;
  onRange: (range: DatesSetArg) => void;
  onOpen: (job: TScheduleJob) => void;
  onMove?: (job: TScheduleJob, window: TJobWindow, revert: () => void) => void;
  /** A time range picked with the mouse or a finger (the new-job calendar). */
  onSelect?: (start: Date, end: Date, allDay: boolean) => void;
};

const jobOf = (event: { extendedProps: Record<string, unknown> }) => event.extendedProps.job as TScheduleJob;

function EventBody({ event, view, isMirror }: EventContentArg) {
  const time = event.start ? clockTime(event.start) : '';
  // The shadow of a time being picked for a new job has no job behind it.
  if (isMirror || !event.extendedProps.job) return <div className="hv-event">{`${time} – ${event.end ? clockTime(event.end) : ''}`}</div>;
  const job = jobOf(event);
  return (
    <div className="hv-event" title={`${job.title}. ${eventDetail(job)}. ${peopleLine(job)}`}>
      <span className="hv-event-title">
        {view.type === 'dayGridMonth' ? `${time} ` : ''}
        {job.title}
      </span>
      <span className="hv-event-detail">{eventDetail(job)}</span>
    </div>
  );
}

/**
 * FullCalendar in UTC, fed the company's wall clock (see calendar-time.ts). Its own header is off:
 * the toolbar above drives it, with controls sized for gloved thumbs.
 */
export function CalendarGrid({ calendarRef, jobs, timeZone, view, initialDate, editable, compact, onRange, onOpen, onMove, onSelect }: TCalendarGridProps) {
  const events = useMemo(() => jobs.map((job) => jobEvent(job, timeZone, editable)), [jobs, timeZone, editable]);
  const hours = useMemo(() => visibleHours(jobs, timeZone), [jobs, timeZone]);

  const moved = (info: EventDropArg | EventResizeDoneArg) => {
    const job = jobOf(info.event);
    const { start, end } = info.event;
    if (!onMove || !start) return info.revert();
    // A job without an end keeps none when it is only dragged: it still books the rest of its day.
    const keepsOpenEnd = job.end === null && !('endDelta' in info);
    onMove(job, { start: fromCalendarTime(start, timeZone), end: keepsOpenEnd || !end ? null : fromCalendarTime(end, timeZone) }, info.revert);
  };

  return (
    <div className="hv-calendar">
      <FullCalendar
        ref={calendarRef}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin]}
        timeZone="UTC"
        now={() => calendarNow(timeZone)}
        initialView={view}
        initialDate={initialDate}
        headerToolbar={false}
        firstDay={1}
        // Every view grows with the page: no scroll box inside the page (see visibleHours).
        height="auto"
        slotMinTime={hours.slotMinTime}
        slotMaxTime={hours.slotMaxTime}
        slotDuration="00:30:00"
        allDaySlot={false}
        nowIndicator
        // A phone's month cell fits two jobs; the rest are behind '+n more' and in the list below.
        dayMaxEvents={compact ? 2 : 4}
        events={events}
        eventInteractive
        editable={editable}
        eventDurationEditable={editable}
        selectable={Boolean(onSelect)}
        selectMirror
        longPressDelay={400}
        dayHeaderContent={(arg) => (arg.view.type === 'dayGridMonth' ? weekdayOf(arg.date) : `${weekdayOf(arg.date)} ${dayMonth(arg.date)}`)}
        slotLabelContent={(arg) => clockTime(arg.date)}
        eventContent={(arg) => <EventBody {...arg} />}
        datesSet={onRange}
        eventClick={(info: EventClickArg) => {
          info.jsEvent.preventDefault();
          onOpen(jobOf(info.event));
        }}
        eventDrop={moved}
        eventResize={moved}
        select={(info) => {
          onSelect?.(info.start, info.end, info.allDay);
          (calendarRef as { current: FullCalendar | null } | null)?.current?.getApi().unselect();
        }}
      />
    </div>
  );
}
