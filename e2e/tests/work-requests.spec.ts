import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { linkIn, mailTo } from '../fixtures/mailbox';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Work requests: the owner offers a job to the demo supervisor (warned when it clashes with
 * another job), the request arrives by mail, is answered from the link signed out on a phone, and
 * shows in the supervisor's My Jobs and inbox; a decline is told to the owner. The run shares one
 * database, so each test makes its own jobs far ahead, on days of its own.
 */

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DEMO_PROJECT = 'Level 3 office fit-out';
const SHOTS = 'assignments';

type TJobRef = { id: string; worksiteId: string; projectId: string; title: string };

/** An instant `days` ahead at `hourUtc`:00 UTC. */
const dayAt = (days: number, hourUtc: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

async function createJob(request: APIRequestContext, token: string, title: string, start: string, end: string): Promise<TJobRef> {
  const headers = { authorization: `Bearer ${token}` };
  const projects = await request.get('/api/v3/project', { headers, params: { search: DEMO_PROJECT, take: 5 } });
  expect(projects.status()).toBe(200);
  const project = ((await projects.json()) as { items: { id: string; worksiteId: string }[] }).items[0];
  if (!project) throw new Error('the demo project is missing');
  const created = await request.post('/api/v3/job', { headers, data: { projectId: project.id, title, scheduledStart: start, scheduledEnd: end } });
  expect(created.status(), await created.text()).toBe(201);
  const job = (await created.json()) as { id: string };
  return { id: job.id, worksiteId: project.worksiteId, projectId: project.id, title };
}

/** The work request mail for one job, polled until it arrives; answers its accept and decline links. */
async function requestLinks(request: APIRequestContext, to: string, title: string) {
  let links: { accept: URL; decline: URL } | null = null;
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(request, to)).find((item) => item.subject === `Work request: ${title}`);
        const accept = mail ? linkIn(mail, '/work-request/accept/') : null;
        const decline = mail ? linkIn(mail, '/work-request/decline/') : null;
        links = accept && decline ? { accept, decline } : null;
        return links !== null;
      },
      { message: `the work request mail for ${title}`, timeout: 20_000 },
    )
    .toBe(true);
  if (!links) throw new Error('no links');
  return links as { accept: URL; decline: URL };
}

/** Searches the people list and ticks Sam once the search has narrowed the list to him. */
async function pickSupervisor(page: Page) {
  await page.getByRole('textbox', { name: 'Search people' }).fill('Supervisor');
  await expect(page.getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('checkbox', { name: /Sam Supervisor/ }).check();
}

const jobBase = (job: TJobRef) => `/worksite/${job.worksiteId}/project/${job.projectId}/job`;

async function signedOutPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  return context.newPage();
}

test('the owner staffs a job, is warned of a clash, and the request mail goes out', async ({ asUser, request }) => {
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  const day = 300 + Math.floor(Math.random() * 300);
  const first = await createJob(request, auth.token, `E2E Frame walls ${runId}`, dayAt(day, 21), dayAt(day + 1, 5));
  const second = await createJob(request, auth.token, `E2E Hang doors ${runId}`, dayAt(day + 1, 2), dayAt(day + 1, 6));

  await page.goto(`${jobBase(first)}/assign-job-options?jobId=${first.id}`);
  await expectTitle(page, 'Staff this job');
  await expect(heading(page, 'Staff this job')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'assign job options');
  await reviewShot(page, `${SHOTS}/options-1280`, { fullPage: true });
  await page.getByRole('link', { name: 'Assign my staff' }).click();

  await expect(heading(page, `Assign staff: ${first.title}`)).toBeVisible();
  await pickSupervisor(page);
  await expect(page.getByText('Chosen: Sam Supervisor')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'assign staff');
  await page.getByRole('button', { name: 'Send work request' }).click();
  const people = page.locator('#people-on-job');
  await expect(people.getByText('Sam Supervisor')).toBeVisible();
  await expect(people.getByText('Waiting for an answer')).toBeVisible();
  await reviewShot(page, `${SHOTS}/assign-staff-1280`, { fullPage: true });

  const links = await requestLinks(request, ACCOUNTS.supervisor.email, first.title);
  expect(links.accept.pathname).toMatch(/^\/work-request\/accept\/[0-9a-f-]{36}$/);

  // The overlapping job: the clash shows before sending, and again in the confirm dialog.
  await page.goto(`${jobBase(second)}/${second.id}/assign-staff`);
  await expect(heading(page, `Assign staff: ${second.title}`)).toBeVisible();
  await pickSupervisor(page);
  await expect(page.getByText(`Already booked: ${first.title}`)).toBeVisible();
  await page.getByRole('button', { name: 'Send work request' }).click();
  const dialog = page.getByRole('dialog', { name: 'Already booked at this time' });
  await expect(dialog.getByRole('link', { name: first.title })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'clash dialog');
  await reviewShot(page, `${SHOTS}/clash-1280`, { fullPage: true });
  await dialog.getByRole('button', { name: 'Assign anyway' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#people-on-job').getByText('Waiting for an answer')).toBeVisible();
  await requestLinks(request, ACCOUNTS.supervisor.email, second.title);
});

test('@phone the supervisor accepts by the link signed out, sees the job and the notification; a decline tells the owner', async ({
  asUser,
  browser,
  request,
}) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const day = 700 + Math.floor(Math.random() * 300);
  const accepted = await createJob(request, owner.token, `E2E Set out ${runId}`, dayAt(day, 21), dayAt(day + 1, 5));
  const declined = await createJob(request, owner.token, `E2E Strip forms ${runId}`, dayAt(day + 3, 21), dayAt(day + 4, 5));
  for (const job of [accepted, declined]) {
    const sent = await request.post(`/api/v3/job/${job.id}/staff`, { headers: { authorization: `Bearer ${owner.token}` }, data: { userIds: [supervisor.id] } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  // Signed out, on a phone: opening the link shows the job and answers nothing until the button.
  const phone = await signedOutPhone(browser);
  const acceptLinks = await requestLinks(request, ACCOUNTS.supervisor.email, accepted.title);
  await phone.goto(acceptLinks.accept.pathname);
  await expectTitle(phone, 'Accept work request');
  await expect(phone.getByRole('heading', { name: accepted.title })).toBeVisible();
  await expect(phone.getByText('Waiting for an answer')).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await expectNoSeriousA11yViolations(phone, 'work request accept');
  await reviewShot(phone, `${SHOTS}/accept-360`, { fullPage: true });
  await phone.getByRole('button', { name: 'Yes, I accept this job' }).click();
  await expect(phone.getByText('Thanks, you have accepted this job.')).toBeVisible();
  await reviewShot(phone, `${SHOTS}/accepted-360`, { fullPage: true });

  const declineLinks = await requestLinks(request, ACCOUNTS.supervisor.email, declined.title);
  await phone.goto(declineLinks.decline.pathname);
  await expect(phone.getByRole('heading', { name: declined.title })).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'work request decline');
  await phone.getByRole('button', { name: 'Decline this job' }).click();
  await expect(phone.getByText('You have declined this job. The office has been told.')).toBeVisible();
  await phone.context().close();

  // Signed in: the accepted job is in My Jobs (upcoming) and opens the job view.
  const { page } = await asUser(ACCOUNTS.supervisor.email);
  await page.goto('/my-jobs');
  await expectTitle(page, 'My Jobs');
  await page.locator('label', { hasText: 'Upcoming' }).click();
  await expect(page.getByRole('radio', { name: 'Upcoming' })).toBeChecked();
  const card = page.getByRole('link', { name: new RegExp(accepted.title) });
  await expect(card).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(declined.title) })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'my jobs');
  await reviewShot(page, `${SHOTS}/my-jobs-360`, { fullPage: true });
  await card.click();
  await expect(heading(page, accepted.title)).toBeVisible();
  await expect(page.getByText('Newstead office fit-out')).toBeVisible();
  await expect(page.locator('#job-time')).toBeAttached();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'job view');
  await reviewShot(page, `${SHOTS}/job-view-360`, { fullPage: true });

  await page.goto('/user/notifications');
  await expect(heading(page, 'Notifications')).toBeVisible();
  await expect(page.getByText(`New job: ${accepted.title}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'notifications');
  await reviewShot(page, `${SHOTS}/notifications-360`, { fullPage: true });
  await page.getByRole('button', { name: new RegExp(`New job: ${accepted.title}`) }).click();
  await expect(page).toHaveURL(/\/notification\/[0-9a-f-]{36}\/job\/[0-9a-f-]{36}\/assigned$/);
  await expect(heading(page, `Job offer: ${accepted.title}`)).toBeVisible();
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'job offer');
  await reviewShot(page, `${SHOTS}/offer-360`, { fullPage: true });

  // The same screens on a desk-sized window.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${jobBase(accepted)}/${accepted.id}/view`);
  await expect(heading(page, accepted.title)).toBeVisible();
  await reviewShot(page, `${SHOTS}/job-view-1280`, { fullPage: true });
  await page.goto('/my-jobs');
  await expect(heading(page, 'My Jobs')).toBeVisible();
  await reviewShot(page, `${SHOTS}/my-jobs-1280`, { fullPage: true });

  // The owner hears about the decline in the inbox (the bell) and by mail.
  const ownerPage = (await asUser(ACCOUNTS.owner.email)).page;
  await ownerPage.goto('/home');
  await ownerPage.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(ownerPage.getByRole('dialog').getByText(`Sam Supervisor declined: ${declined.title}`)).toBeVisible();
  await expectNoSeriousA11yViolations(ownerPage, 'notifications bell');
  await reviewShot(ownerPage, `${SHOTS}/bell-360`, { fullPage: true });
  await expect
    .poll(async () =>
      (await mailTo(request, ACCOUNTS.owner.email)).some(
        (mail) => mail.subject === 'Sam Supervisor declined a work request' && mail.text.includes(declined.title),
      ),
    )
    .toBe(true);
});
