import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { brisbaneLocal, clearOfBrisbaneMidnight } from '../fixtures/brisbane-time';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Timesheets: the demo supervisor (SAH) works a shift on a demo job they accepted, with a break,
 * clocked in at the gate; the owner finds the shift on /timesheets, corrects it, approves the week
 * and downloads the CSV, at a desk and at 360 px. Clocking on the phone's screen is walked by the
 * main journey (work-journey.spec.ts) and, with no signal, by offline-clock.spec.ts; here the shift
 * is clocked through the API, as the phone's outbox sends it. Runs once, in the phone project.
 */

const SHOTS = 'timesheets';
const JOB_TITLE = 'Electrical rough-in coordination';
/** The Brisbane CBD, where the phone says it is. */
const GATE = { lat: -27.4698, long: 153.0251, accuracy: 12 };

type TJobRef = { id: string; projectId: string; worksiteId: string };

async function demoJob(request: APIRequestContext, token: string): Promise<TJobRef> {
  const response = await request.get('/api/v3/job', { headers: { authorization: `Bearer ${token}` }, params: { search: JOB_TITLE, take: 5 } });
  expect(response.status(), await response.text()).toBe(200);
  const job = ((await response.json()) as { items: (TJobRef & { title: string })[] }).items.find((item) => item.title === JOB_TITLE);
  if (!job) throw new Error(`demo job missing: ${JOB_TITLE}`);
  return job;
}

/** Clock in at the gate, a break, clock out: the four actions the phone sends. */
async function clockShift(request: APIRequestContext, token: string, jobId: string): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  const clockIn = await request.post('/api/v3/timesheet/clock-in', { headers, data: { jobId, location: GATE } });
  expect(clockIn.status(), await clockIn.text()).toBe(201);
  const { id } = (await clockIn.json()) as { id: string };
  for (const action of ['break/start', 'break/end', 'clock-out']) {
    const response = await request.post(`/api/v3/timesheet/${id}/${action}`, { headers, data: action === 'clock-out' ? { location: GATE } : {} });
    expect(response.status(), `${action}: ${await response.text()}`).toBe(200);
  }
}

test("@phone the owner finds a supervisor's shift, corrects, approves and exports it, at a desk and at 360 px", async ({ asUser, request }, testInfo) => {
  // The shift must fall on one day of this week, with room before it to correct it.
  await clearOfBrisbaneMidnight(testInfo, 2);
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const { page, auth: owner } = await asUser(ACCOUNTS.owner.email);
  const job = await demoJob(request, owner.token);
  await clockShift(request, supervisor.token, job.id);

  // The owner at a desk finds the shift in this week.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/timesheets');
  await expectTitle(page, 'Timesheets');
  await expect(heading(page, 'Timesheets')).toBeVisible();
  const card = page.getByRole('region', { name: /^Sam Supervisor:/ });
  await expect(card).toBeVisible();
  await expect(card.getByText('Waiting for approval')).toBeVisible();
  await card.getByRole('button', { name: /Show shifts/ }).click();
  await expect(card.getByText(JOB_TITLE)).toBeVisible();
  await expect(card.getByRole('link', { name: /Clock-in location/ })).toHaveAttribute('href', /mlat=-27\.4698/);
  await expectNoSeriousA11yViolations(page, 'timesheets week');
  await reviewShot(page, `${SHOTS}/week-1280`, { fullPage: true });

  // Correct: 90 minutes ending when the shift ended (or from midnight if the day is younger), 15 minutes of break.
  const week = await request.get('/api/v3/timesheet/week', { headers: { authorization: `Bearer ${owner.token}` } });
  const entry = ((await week.json()) as { people: { email: string; entries: { clockOutAt: string; jobTitle: string }[] }[] }).people
    .find((person) => person.email === ACCOUNTS.supervisor.email)
    ?.entries.find((item) => item.jobTitle === JOB_TITLE);
  if (!entry) throw new Error('the shift is not in the week');
  const out = new Date(entry.clockOutAt);
  const midnight = new Date(`${brisbaneLocal(out).slice(0, 10)}T00:00:00+10:00`);
  const length = Math.min(90, Math.floor((out.getTime() - midnight.getTime()) / 60_000) - 1);
  const clockIn = new Date(out.getTime() - length * 60_000);
  // Shortly after midnight there is no room for a break: the shift is then kept without one.
  const hasBreak = length >= 30;
  await card.getByRole('button', { name: /^Correct Sam Supervisor's shift/ }).click();
  const modal = page.getByRole('dialog', { name: "Correct Sam Supervisor's shift" });
  await modal.getByLabel('Clock in').fill(brisbaneLocal(clockIn));
  if (hasBreak) {
    await modal.getByLabel('Break 1 start').fill(brisbaneLocal(new Date(clockIn.getTime() + 5 * 60_000)));
    await modal.getByLabel('Break 1 end').fill(brisbaneLocal(new Date(clockIn.getTime() + 20 * 60_000)));
  } else {
    await modal.getByRole('button', { name: 'Remove break 1' }).click();
  }
  await modal.getByLabel('Note').fill('Started before the phone was clocked in.');
  await expectNoSeriousA11yViolations(page, 'correction modal');
  await reviewShot(page, `${SHOTS}/correct-1280`);
  await modal.getByRole('button', { name: 'Save correction' }).click();
  await expect(modal).toBeHidden();
  const worked = hasBreak ? length - 15 : length;
  const expected = worked >= 60 ? `${Math.floor(worked / 60)}h ${String(worked % 60).padStart(2, '0')}m`.replace(' 00m', '') : `${worked}m`;
  await expect(card.getByTestId('week-total')).toHaveText(expected);
  await expect(card.getByText('Corrected', { exact: true })).toBeVisible();

  // Approve the week, confirmed first.
  await page.getByRole('button', { name: 'Approve week' }).click();
  const confirm = page.getByRole('dialog', { name: 'Approve this week?' });
  await expectNoSeriousA11yViolations(page, 'approve confirm');
  await confirm.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();

  // The CSV of this week: the shift, in Brisbane time, approved and corrected.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^timesheets-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('date,employee,email,job,project,worksite,clock in,clock out,breaks (minutes),worked hours,approved,corrected,clock-in location');
  const row = lines.find((line) => line.includes(ACCOUNTS.supervisor.email) && line.includes(JOB_TITLE));
  expect(row).toContain(`,${(worked / 60).toFixed(2)},yes,yes,"-27.46980, 153.02510"`);

  // The same week on a phone: rows stack, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 780 });
  await page.reload();
  await expect(heading(page, 'Timesheets')).toBeVisible();
  await expect(card.getByTestId('week-total')).toHaveText(expected);
  await expectNoHorizontalScroll(page);
  await card.getByRole('button', { name: /Show shifts/ }).click();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'timesheets week at 360 px');
  await reviewShot(page, `${SHOTS}/week-360`, { fullPage: true });

  // The job's own timesheet.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.id}/time-sheet`);
  await expectTitle(page, 'Job timesheet');
  await expect(heading(page, `Timesheet: ${JOB_TITLE}`)).toBeVisible();
  await expect(page.getByTestId('job-total')).toHaveText(expected);
  await expectNoSeriousA11yViolations(page, 'job timesheet');
  await reviewShot(page, `${SHOTS}/job-timesheet-1280`, { fullPage: true });
});
