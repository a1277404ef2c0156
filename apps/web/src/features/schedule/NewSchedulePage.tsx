import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { useCompanyTimeZone } from '../jobs/jobs-api';
import { toZonedFields } from '../jobs/zoned-time';
import { calendarFields } from './calendar-time';
import { NewJobAtDialog } from './NewJobAtDialog';
import type { TNewJobSlot } from './NewJobAtDialog';
import { ScheduleBoard } from './ScheduleBoard';

/** A whole day picked on the month view: the usual site day, 7:00 AM to 3:00 PM. */
const DAY_START = '07:00';
const DAY_END = '15:00';

/** The slot picked on the calendar as the dialog's fields; a day selection ends on its last day. */
export function slotOf(start: Date, end: Date, allDay: boolean): TNewJobSlot {
  const from = calendarFields(start);
  if (allDay) {
    const lastDay = calendarFields(new Date(end.getTime() - 86_400_000));
    return { startDate: from.date, startTime: DAY_START, endDate: lastDay.date, endTime: DAY_END };
  }
  const to = calendarFields(end);
  return { startDate: from.date, startTime: from.time, endDate: to.date, endTime: to.time };
}

/** The next whole hour today in the company's zone, for "New job at…" without a picked slot. */
function nextHourSlot(timeZone: string): TNewJobSlot {
  const inAnHour = new Date(Date.now() + 3_600_000);
  const { date, time } = toZonedFields(inAnHour.toISOString(), timeZone);
  const hour = `${time.slice(0, 2)}:00`;
  return { startDate: date, startTime: hour, endDate: '', endTime: '' };
}

/** /schedule-new: the schedule for creating a job at a chosen time (a picked slot, or typed). */
export function NewSchedulePage() {
  const timeZone = useCompanyTimeZone();
  const [slot, setSlot] = useState<TNewJobSlot | null>(null);
  return (
    <Page title="New job on the schedule" size="xl">
      <BackLink to="/schedule">Back to the schedule</BackLink>
      <Text>Pick a free time on the calendar (press and hold on a phone), or use New job at… to type the date and time.</Text>
      <ScheduleBoard
        editable={false}
        onSelect={(start, end, allDay) => setSlot(slotOf(start, end, allDay))}
        actions={
          <Button leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setSlot(nextHourSlot(timeZone))} style={{ alignSelf: 'flex-start' }}>
            New job at…
          </Button>
        }
      />
      <NewJobAtDialog slot={slot} timeZone={timeZone} onClose={() => setSlot(null)} />
    </Page>
  );
}
