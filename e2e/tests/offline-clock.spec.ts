import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { expectAllSent } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Clocking with no signal: each tap is saved on the phone (the device outbox) and shown at once;
 * the queue survives a reload; when the signal returns it is sent, and the server records exactly
 * one shift, at the times that were tapped. The owner clocks (an account holder may clock on any
 * job), on a demo job no other journey clocks on.
 */

const JOB_TITLE = 'Remove tiles and old membrane, units 1 to 4';

type TEntry = { userId: string; clockInAt: string; clockOutAt: string | null; breaks: { startAt: string; endAt: string | null }[] };

async function entriesOnJob(request: APIRequestContext, token: string, jobId: string, userId: string): Promise<TEntry[]> {
  const response = await request.get(`/api/v3/job/${jobId}/timesheet?page=1&take=100`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: TEntry[] }).items.filter((entry) => entry.userId === userId);
}

test.use({ serviceWorkers: 'allow' });

test('@phone a shift clocked with no signal arrives once, at the tapped times, when the signal returns', async ({ browser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const jobs = await request.get('/api/v3/job', { headers: { authorization: `Bearer ${owner.token}` }, params: { search: JOB_TITLE, take: 5 } });
  const job = ((await jobs.json()) as { items: { id: string; title: string; projectId: string; worksiteId: string }[] }).items.find(
    (item) => item.title === JOB_TITLE,
  );
  if (!job) throw new Error(`demo job missing: ${JOB_TITLE}`);
  const before = await entriesOnJob(request, owner.token, job.id, owner.id);

  // The phone shares its location, as on site (GPS works with no signal).
  const context = await browser.newContext({
    viewport: { width: 360, height: 780 },
    isMobile: true,
    hasTouch: true,
    geolocation: { latitude: -27.4698, longitude: 153.0251 },
    permissions: ['geolocation'],
  });
  await seedAuth(context, owner);
  const phone = await context.newPage();
  await phone.goto(`/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.id}/view`);
  const panel = phone.getByRole('region', { name: 'Time on this job' });
  await expect(panel.getByText('You are not clocked in.')).toBeVisible();
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  const tapped = new Date();
  await panel.getByRole('button', { name: 'Clock in', exact: true }).click();
  await expect(panel.getByText('Clocked in', { exact: true })).toBeVisible();
  await expect(panel.getByTestId('clock-pending')).toHaveText('Saved on this phone. It is sent when you have signal.');
  await reviewShot(phone.locator('#job-time'), 'offline/clock-saved-on-phone-360');
  await panel.getByRole('button', { name: 'Start break', exact: true }).click();
  await expect(panel.getByText('On break', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'End break', exact: true }).click();
  await expect(panel.getByText('Clocked in', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Clock out', exact: true }).click();
  await expect(panel.getByText('You are not clocked in.')).toBeVisible();
  const status = phone.getByTestId('outbox-status');
  await expect(status).toContainText("You're offline. What you do is saved on this phone.");
  await expect(status).toContainText('4 waiting to send');
  await reviewShot(phone, 'offline/offline-status-360');

  // Signing out now would strand them: it stops and asks.
  await phone.goto('/auth/logout');
  await expect(phone.getByRole('heading', { name: 'Not signed out yet' })).toBeVisible();
  await expect(phone.getByRole('alert')).toContainText('4 actions saved on this phone not sent yet');
  await expect(phone.getByRole('alert').getByRole('listitem')).toHaveText([/^Clock in to /, 'Start a break', 'End a break', 'Clock out']);
  await reviewShot(phone, 'offline/sign-out-guard-360');
  await phone.getByRole('button', { name: 'Stay signed in' }).click();

  // Still offline, the page is reloaded: the queue is on the phone, not in the page, and the job
  // is shown from the phone's copy, saying when that copy was taken.
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  await expect(phone.getByTestId('shown-as-of')).toContainText(/Shown as of \d{2}:\d{2}/);
  await expect(status).toContainText('4 waiting to send');
  await expect(panel.getByText('You are not clocked in.')).toBeVisible();
  expect(await entriesOnJob(request, owner.token, job.id, owner.id)).toHaveLength(before.length);

  await context.setOffline(false);
  const newShifts = async () =>
    (await entriesOnJob(request, owner.token, job.id, owner.id)).filter((entry) => !before.some((old) => old.clockInAt === entry.clockInAt));
  // The four actions go in the order they were made: the shift is there, then on break, then ended.
  await expect
    .poll(async () => (await newShifts()).map((entry) => ({ ended: entry.clockOutAt !== null, breaks: entry.breaks.length })), { timeout: 20_000 })
    .toEqual([{ ended: true, breaks: 1 }]);
  const [shift] = await newShifts();
  // Recorded when it was tapped, not when it arrived.
  expect(Math.abs(Date.parse(shift?.clockInAt ?? '') - tapped.getTime())).toBeLessThan(5_000);
  await expect(panel.getByText('You are not clocked in.')).toBeVisible();
  await expectAllSent(phone);
  // Sent once: nothing more arrives.
  await phone.waitForTimeout(2_000);
  expect(await entriesOnJob(request, owner.token, job.id, owner.id)).toHaveLength(before.length + 1);
  await context.close();
});
