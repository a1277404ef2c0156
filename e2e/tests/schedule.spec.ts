import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * The work schedule: the owner sees the demo jobs on the week, moves a job with the Reschedule
 * dialog through a clash (and by dragging it), and the job page shows the new time; /schedule-new
 * opens the job form at a chosen time. The jobs moved here are made here, in a demo project that
 * other specs leave alone, so their demo jobs keep their times.
 */

const SHOTS = 'schedule';
const PROJECT = 'Kitchen and laundry renovation';
const WORKSITE = 'Sharma kitchen renovation';
/** A demo job with Sam accepted, 9 to 11 AM three days from today (apps/server/src/seed/demo-jobs.ts). */
const BUSY_JOB = 'Electrical rough-in coordination';
/** Another demo job, two days from today. */
const DEMO_JOB = 'Laundry plumbing rough-in';

const runId = Date.now().toString(36).slice(-5);
const DAY_MS = 86_400_000;
/** Brisbane's calendar day (UTC+10, no daylight saving) `days` from today. */
const brisbaneDay = (days: number) => new Date(Date.now() + 10 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
/** The instant of a Brisbane wall time. */
const brisbane = (day: string, time: string) => new Date(`${day}T${time}:00+10:00`).toISOString();
const ddmmyyyy = (day: string) => day.split('-').reverse().join('/');

type TJobRef = { id: string; projectId: string; worksiteId: string; scheduledStart: string | null; scheduledEnd: string | null };

async function ownerApi(request: APIRequestContext) {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const headers = { authorization: `Bearer ${owner.token}` };
  const projects = await request.get('/api/v3/project', { headers, params: { search: PROJECT, take: 5 } });
  const project = ((await projects.json()) as { items: { id: string; name: string }[] }).items.find((item) => item.name === PROJECT);
  if (!project) throw new Error(`demo project missing: ${PROJECT}`);
  return {
    headers,
    projectId: project.id,
    /** A job of the demo project with Sam offered on it. */
    async jobWithSam(title: string, start: string, end: string): Promise<TJobRef> {
      const created = await request.post('/api/v3/job', { headers, data: { projectId: project.id, title, scheduledStart: start, scheduledEnd: end } });
      expect(created.status(), await created.text()).toBe(201);
      const job = (await created.json()) as { id: string };
      const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
      const offered = await request.post(`/api/v3/job/${job.id}/staff`, { headers, data: { userIds: [supervisor.id], confirmClashes: true } });
      expect(offered.status(), await offered.text()).toBe(201);
      return this.job(job.id);
    },
    async job(id: string): Promise<TJobRef> {
      const response = await request.get(`/api/v3/job/${id}`, { headers });
      const body = (await response.json()) as {
        id: string;
        project: { id: string };
        worksite: { id: string };
        scheduledStart: string | null;
        scheduledEnd: string | null;
      };
      return { id: body.id, projectId: body.project.id, worksiteId: body.worksite.id, scheduledStart: body.scheduledStart, scheduledEnd: body.scheduledEnd };
    },
  };
}

const calendarEvent = (page: Page, title: string) => page.locator('.hv-calendar .fc-event').filter({ hasText: title });

test.describe('the work schedule', () => {
  test('the owner moves a job through a clash with the Reschedule dialog, and by dragging it', async ({ asUser, request }) => {
    const api = await ownerApi(request);
    const day = brisbaneDay(2);
    const nextDay = brisbaneDay(3);
    const title = `Client walk-through ${runId}`;
    const job = await api.jobWithSam(title, brisbane(day, '13:00'), brisbane(day, '14:00'));

    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.goto(`/schedule?view=timeGridWeek&date=${day}`);
    await expectTitle(page, 'Work Schedule');
    await expect(heading(page, 'Work Schedule')).toBeVisible();
    await expect(calendarEvent(page, DEMO_JOB)).toBeVisible();
    await expect(calendarEvent(page, DEMO_JOB)).toContainText('Is Pending');
    await expect(calendarEvent(page, title)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Schedule', exact: true }).or(page.getByRole('link', { name: 'Schedule', exact: true }))).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'schedule week');
    await reviewShot(page, `${SHOTS}/schedule-week-1280`, { fullPage: true });

    // The Reschedule dialog: into a time Sam is booked on another job.
    await page.getByRole('button', { name: `Reschedule ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Reschedule ${title}` });
    await dialog.getByLabel('Start date').fill(nextDay);
    await dialog.getByLabel('Start time').fill('09:30');
    await dialog.getByLabel('End date (optional)').fill(nextDay);
    await dialog.getByLabel('End time (optional)').fill('10:30');
    await expect(dialog.getByText(`New time: ${ddmmyyyy(nextDay)} 09:30 AM to 10:30 AM`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reschedule dialog');
    await dialog.getByRole('button', { name: 'Move job' }).click();

    const clash = page.getByRole('dialog', { name: 'People already booked then' });
    await expect(clash.getByText('Sam Supervisor')).toBeVisible();
    await expect(clash.getByRole('link', { name: BUSY_JOB })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'clash dialog');
    await reviewShot(page, `${SHOTS}/schedule-clash-1280`);
    await clash.getByRole('button', { name: 'Move anyway' }).click();
    await expect(page.getByText(`${title} moved. 1 person was told.`)).toBeVisible();
    await expect(clash).toBeHidden();

    // The job's page shows the new time. The next day can fall in the next week (two days from a
    // Friday is a Sunday), out of the view shown: its own week is opened first.
    await page.goto(`/schedule?view=timeGridWeek&date=${nextDay}`);
    await calendarEvent(page, title).click();
    await expect(heading(page, new RegExp(title))).toBeVisible();
    await expect(page.getByText(`${ddmmyyyy(nextDay)} 09:30 AM to 10:30 AM`)).toBeVisible();

    // Dragging: one hour later (two half-hour rows) in the week view, clear of Sam's other job.
    await page.goto(`/schedule?view=timeGridWeek&date=${nextDay}`);
    const event = calendarEvent(page, title);
    await expect(event).toBeVisible();
    await expect(page.getByText('Loading jobs…')).toBeHidden();
    // In the middle of the window, so the drop is not near an edge (where the calendar scrolls the page).
    await event.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const slot = await page.locator('.hv-calendar .fc-timegrid-slot').first().boundingBox();
    const box = await event.boundingBox();
    if (!slot || !box) throw new Error('calendar not laid out');
    // Held on the job's title, moved slowly past the drag threshold, then dropped four rows lower.
    const x = box.x + box.width / 2;
    const y = box.y + Math.min(box.height / 2, 12);
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 4 });
    await page.waitForTimeout(150);
    await page.mouse.move(x, y + slot.height * 4, { steps: 12 });
    await page.waitForTimeout(150);
    await page.mouse.up();
    await expect(page.getByText(`${title} moved. 1 person was told.`)).toBeVisible();
    const moved = await api.job(job.id);
    expect(moved.scheduledStart).toBe(brisbane(nextDay, '11:30'));
    expect(moved.scheduledEnd).toBe(brisbane(nextDay, '12:30'));
  });

  test('/schedule-new opens the job form at the chosen time, and the job is on the schedule', async ({ asUser }) => {
    const day = brisbaneDay(5);
    const title = `Splashback tiling ${runId}`;
    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.goto(`/schedule-new?view=timeGridDay&date=${day}`);
    await expectTitle(page, 'New job on the schedule');
    await expectNoSeriousA11yViolations(page, 'schedule-new');

    await page.getByRole('button', { name: 'New job at…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New job at…' });
    await dialog.getByLabel('Start date').fill(day);
    await dialog.getByLabel('Start time').fill('08:00');
    await dialog.getByLabel('End date (optional)').fill(day);
    await dialog.getByLabel('End time (optional)').fill('12:00');
    await dialog.getByLabel('Worksite').selectOption({ label: WORKSITE });
    await dialog.getByLabel('Project').selectOption({ label: PROJECT });
    await expectNoSeriousA11yViolations(page, 'new job at dialog');
    await reviewShot(page, `${SHOTS}/schedule-new-dialog-1280`);
    await dialog.getByRole('button', { name: 'Continue to the job form' }).click();

    await expect(heading(page, 'New job')).toBeVisible();
    await expect(page.getByLabel('Start date')).toHaveValue(day);
    await expect(page.getByLabel('Start time')).toHaveValue('08:00');
    await expect(page.getByLabel('End time')).toHaveValue('12:00');
    await page.getByLabel('Job title').fill(title);
    await page.getByRole('button', { name: 'Create job', exact: true }).click();
    await expect(heading(page, new RegExp(title))).toBeVisible();
    await expect(page.getByText(`${ddmmyyyy(day)} 08:00 AM to 12:00 PM`)).toBeVisible();

    await page.goto(`/schedule?view=timeGridDay&date=${day}`);
    await expect(calendarEvent(page, title)).toBeVisible();
    await page.getByText('Month', { exact: true }).click();
    await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
    await expect(calendarEvent(page, title)).toBeVisible();
    await expect(page.getByText('Loading jobs…')).toBeHidden();
    await reviewShot(page, `${SHOTS}/schedule-month-1280`, { fullPage: true });
  });

  test('a job not scheduled yet is given its time from the list under the calendar', async ({ asUser, request }) => {
    const api = await ownerApi(request);
    const title = `Measure for benchtops ${runId}`;
    const created = await request.post('/api/v3/job', { headers: api.headers, data: { projectId: api.projectId, title } });
    expect(created.status(), await created.text()).toBe(201);
    const day = brisbaneDay(6);
    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.goto(`/schedule?view=timeGridWeek&date=${day}`);
    const waiting = page.getByRole('region', { name: /^Not scheduled yet/ });
    await expect(waiting.getByRole('link', { name: title })).toBeVisible();
    await reviewShot(waiting, `${SHOTS}/schedule-unscheduled-1280`);
    await waiting.getByRole('button', { name: `Schedule ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: `Schedule ${title}` });
    await expect(dialog.getByText('Now: Not scheduled')).toBeVisible();
    await dialog.getByLabel('Start date').fill(day);
    await dialog.getByLabel('Start time').fill('07:00');
    await dialog.getByRole('button', { name: 'Move job' }).click();
    await expect(page.getByText(`${title} scheduled.`)).toBeVisible();
    await expect(calendarEvent(page, title)).toBeVisible();
    await expect(waiting.getByRole('link', { name: title })).toBeHidden();
  });

  test("a time picked on the calendar is the new job's time", async ({ asUser }) => {
    const day = brisbaneDay(9);
    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.goto(`/schedule-new?view=timeGridDay&date=${day}`);
    await expect(heading(page, 'New job on the schedule')).toBeVisible();
    // The 10:00 AM row.
    const row = page.locator('.hv-calendar .fc-timegrid-slot-lane[data-time="10:00:00"]');
    await row.scrollIntoViewIfNeeded();
    const box = await row.boundingBox();
    if (!box) throw new Error('calendar not laid out');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = page.getByRole('dialog', { name: 'New job at…' });
    await expect(dialog.getByLabel('Start date')).toHaveValue(day);
    await expect(dialog.getByLabel('Start time')).toHaveValue('10:00');
    await expect(dialog.getByLabel('End time (optional)')).toHaveValue('10:30');
  });
});

test('@phone the owner reads and reschedules the day on a phone', async ({ asUser, request }) => {
  const api = await ownerApi(request);
  const day = brisbaneDay(4);
  const title = `Phone move ${runId}`;
  await api.jobWithSam(title, brisbane(day, '13:00'), brisbane(day, '15:00'));
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/schedule');
  await expect(heading(page, 'Work Schedule')).toBeVisible();
  // One day at a time on a phone.
  await expect(page.getByRole('radio', { name: 'Day' })).toBeChecked();
  // The header is full at 360 px; the schedule is in the menu there, the header shortcut from 576 px.
  await expect(page.getByRole('link', { name: 'Schedule', exact: true })).toBeHidden();
  await page.getByLabel('Go to date').fill(day);
  await expect(calendarEvent(page, title)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'schedule day at 360 px');
  await reviewShot(page, `${SHOTS}/schedule-day-360`, { fullPage: true });

  const reschedule = page.getByRole('button', { name: `Reschedule ${title}` });
  const size = await reschedule.boundingBox();
  expect(size?.height ?? 0).toBeGreaterThanOrEqual(44);
  await reschedule.click();
  const dialog = page.getByRole('dialog', { name: `Reschedule ${title}` });
  await dialog.getByLabel('Start time').fill('14:00');
  await dialog.getByLabel('End time (optional)').fill('16:00');
  await reviewShot(page, `${SHOTS}/schedule-reschedule-360`);
  await dialog.getByRole('button', { name: 'Move job' }).click();

  // Sam is on a demo job until 3 PM that day: keep the old time, then move it clear of that job.
  const clash = page.getByRole('dialog', { name: 'People already booked then' });
  await expect(clash.getByText('Sam Supervisor')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await reviewShot(page, `${SHOTS}/schedule-clash-360`);
  await clash.getByRole('button', { name: 'Keep the old time' }).click();
  await expect(clash).toBeHidden();
  await expect(page.getByText(`${ddmmyyyy(day)} 01:00 PM to 03:00 PM`)).toBeVisible();

  await reschedule.click();
  await dialog.getByLabel('Start time').fill('15:00');
  await dialog.getByLabel('End time (optional)').fill('17:00');
  await dialog.getByRole('button', { name: 'Move job' }).click();
  await expect(page.getByText(`${title} moved. 1 person was told.`)).toBeVisible();
  await expect(page.getByText(`${ddmmyyyy(day)} 03:00 PM to 05:00 PM`)).toBeVisible();

  await page.getByText('Month', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Month' })).toBeChecked();
  await expect(page.locator('.hv-calendar .fc-daygrid-day').first()).toBeVisible();
  await expectNoHorizontalScroll(page);
  await reviewShot(page, `${SHOTS}/schedule-month-360`, { fullPage: true });
});
