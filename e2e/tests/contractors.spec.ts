import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { linkIn, mailTo } from '../fixtures/mailbox';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Contractors: the owner connects a contractor and contracts a job to the demo contractor
 * company; the contractor accepts from the mailed link on a phone, records arriving on site and
 * work complete; the owner reviews the contract; the contractor cannot open a job that is not
 * contracted to it. The run shares one database, so each test makes its own jobs.
 */

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DEMO_PROJECT = 'Level 3 office fit-out';
const CONTRACTOR = { email: 'contractor@demo.hivis.test', company: 'Demo Contractor Co' };
const SHOTS = 'contractors';

type TJobRef = { id: string; worksiteId: string; projectId: string; title: string };

const dayAt = (days: number, hourUtc: number) => {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  date.setUTCHours(hourUtc, 0, 0, 0);
  return date.toISOString();
};

async function createJob(request: APIRequestContext, token: string, title: string): Promise<TJobRef> {
  const headers = { authorization: `Bearer ${token}` };
  const projects = await request.get('/api/v3/project', { headers, params: { search: DEMO_PROJECT, take: 5 } });
  const project = ((await projects.json()) as { items: { id: string; worksiteId: string }[] }).items[0];
  if (!project) throw new Error('the demo project is missing');
  const day = 400 + Math.floor(Math.random() * 300);
  const created = await request.post('/api/v3/job', {
    headers,
    data: { projectId: project.id, title, scheduledStart: dayAt(day, 21), scheduledEnd: dayAt(day + 1, 5) },
  });
  expect(created.status(), await created.text()).toBe(201);
  return { id: ((await created.json()) as { id: string }).id, worksiteId: project.worksiteId, projectId: project.id, title };
}

const jobBase = (job: TJobRef) => `/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.id}`;

/** The contractor signed in on a 360 px phone. */
async function contractorPhone(browser: Browser, request: APIRequestContext): Promise<Page> {
  const auth = await apiLogin(request, CONTRACTOR.email);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, auth);
  return context.newPage();
}

test('the owner connects a new contractor by email, with clear field messages', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/staff/contractors');
  await expectTitle(page, 'Contractors');
  await expect(page.getByRole('table', { name: 'Contractors' }).getByRole('link', { name: CONTRACTOR.company })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contractors list');
  await reviewShot(page, `${SHOTS}/list-1280`, { fullPage: true });

  await page.getByRole('link', { name: 'Connect a contractor' }).click();
  await expect(heading(page, 'Connect a contractor')).toBeVisible();
  await page.getByRole('button', { name: 'Send connection request' }).click();
  await expect(page.getByText('Please enter an email address or an ABN.')).toBeVisible();
  await page.getByRole('textbox', { name: 'ABN' }).fill('12 345 678 901');
  await page.getByRole('button', { name: 'Send connection request' }).click();
  await expect(page.getByText('Please enter a valid 11-digit ABN.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'connect form with errors');
  await reviewShot(page, `${SHOTS}/connect-errors-1280`, { fullPage: true });

  await page.getByRole('textbox', { name: 'ABN' }).fill('');
  const email = `tiler-${runId}@example.test`;
  await page.getByRole('textbox', { name: 'Email address' }).fill(email);
  await page.getByRole('textbox', { name: 'Contractor name' }).fill(`Tiling ${runId}`);
  await page.getByRole('button', { name: 'Send connection request' }).click();
  await expect(heading(page, `Tiling ${runId}`)).toBeVisible();
  await expect(page.getByText('Waiting for them to join')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contractor details');
  await expect.poll(async () => (await mailTo(page.request, email)).length, { timeout: 20_000 }).toBeGreaterThan(0);

  await page.goto('/staff/contractors/manage');
  const row = page.getByRole('row').filter({ hasText: `Tiling ${runId}` });
  await expect(row.getByRole('button', { name: `Resend invitation to Tiling ${runId}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'manage contractors');
  await reviewShot(page, `${SHOTS}/manage-1280`, { fullPage: true });
});

test('a contracted job: offered, accepted by the mailed link on a phone, on site, complete, reviewed by the owner', async ({ asUser, browser, request }) => {
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  const job = await createJob(request, auth.token, `E2E Tiling ${runId}`);

  await page.goto(`${jobBase(job)}/contract-job`);
  await expectTitle(page, 'Contract job');
  await page.getByRole('radio', { name: new RegExp(CONTRACTOR.company) }).check();
  await expectNoSeriousA11yViolations(page, 'contract job');
  await reviewShot(page, `${SHOTS}/contract-job-1280`, { fullPage: true });
  await page.getByRole('button', { name: 'Send to contractor' }).click();
  await expect(page).toHaveURL(/\/contractor-onsite$/);
  await expect(page.locator('#contract-status').getByText('Offered', { exact: true })).toBeVisible();
  // The job's own page names the contractor and leads to the contract.
  await page.goto(jobBase(job));
  const contractorRegion = page.getByRole('region', { name: 'Contractor' });
  await expect(contractorRegion.getByText(CONTRACTOR.company)).toBeVisible();
  await expect(contractorRegion.getByRole('link', { name: 'Contractor on site' })).toHaveAttribute('href', /\/contractor-onsite$/);
  await expectNoSeriousA11yViolations(page, 'job page with a contractor');
  await reviewShot(page, `${SHOTS}/job-page-1280`, { fullPage: true });

  // The contractor, signed in on a phone, opens the accept link from the mail.
  let acceptUrl: URL | null = null;
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(request, CONTRACTOR.email)).find((item) => item.subject === `Work request: ${job.title}`);
        acceptUrl = mail ? linkIn(mail, '/work-request/accept/') : null;
        return acceptUrl !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const phone = await contractorPhone(browser, request);
  await phone.goto((acceptUrl as unknown as URL).pathname);
  await expect(phone.getByRole('heading', { name: job.title })).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'contract accept link');
  await phone.getByRole('button', { name: 'Yes, I accept this job' }).click();
  await expect(phone.getByText('Thanks, you have accepted this job.')).toBeVisible();

  await phone.goto('/home/contractor');
  await expectTitle(phone, 'Contracted work');
  await expectNoHorizontalScroll(phone);
  await expectNoSeriousA11yViolations(phone, 'contractor home');
  await reviewShot(phone, `${SHOTS}/contractor-home-360`, { fullPage: true });
  await phone.getByRole('link', { name: job.title }).click();
  await expect(heading(phone, job.title)).toBeVisible();
  await expect(phone.getByText(DEMO_PROJECT)).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await expectNoSeriousA11yViolations(phone, 'contractor onsite');
  await phone.getByRole('button', { name: 'Arrived on site' }).click();
  await expect(phone.getByText('Arrival on site recorded.').first()).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Left site' })).toBeVisible();
  await phone.getByRole('button', { name: 'Work complete' }).click();
  await expect(phone.getByText('Work complete recorded. The company has been told.').first()).toBeVisible();
  await expect(phone.getByText('You recorded the work as complete.', { exact: false })).toBeVisible();
  await reviewShot(phone, `${SHOTS}/contractor-onsite-360`, { fullPage: true });

  // A job of Demo Constructions that is not contracted to it answers "not found".
  const other = await createJob(request, auth.token, `E2E Not contracted ${runId}`);
  await phone.goto(`${jobBase(other)}/contractor-onsite`);
  await expect(phone.getByText('Job not found')).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'not contracted job');
  await phone.context().close();

  // The owner sees it on review-contracts, filtered by status, and the timeline.
  await page.goto('/worksite/review-contracts');
  await expectTitle(page, 'Review contracts');
  await page.getByRole('combobox', { name: 'Contract status' }).selectOption({ label: 'Work complete' });
  const row = page.getByRole('row').filter({ hasText: job.title });
  await expect(row.getByText('Work complete', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'review contracts');
  await reviewShot(page, `${SHOTS}/review-1280`, { fullPage: true });
  await row.getByRole('link', { name: job.title }).click();
  const timeline = page.locator('#contract-timeline');
  for (const label of ['Offered to the contractor', 'Accepted by the contractor', 'Contractor arrived on site', 'Work complete by contractor']) {
    await expect(timeline.getByText(label)).toBeVisible();
  }
  await expect(page.getByText('Work complete by the contractor')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'owner contractor onsite');
  await reviewShot(page, `${SHOTS}/owner-onsite-1280`, { fullPage: true });
  // The owner closes the job with the job status rule.
  await page.getByRole('button', { name: 'Mark job completed' }).click();
  await expect(page.locator('#contract-job').getByText('Completed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark job completed' })).toHaveCount(0);
});

test('@phone the contractor answers a connection request on a phone', async ({ browser, request }) => {
  // Demo Constructions is already connected; a fresh hiring company is not needed: the demo
  // contractor's home lists Demo Constructions as a company it works for.
  const phone = await contractorPhone(browser, request);
  await phone.goto('/home/contractor');
  await expect(phone.getByRole('table', { name: 'Companies you work for' }).getByText('Demo Constructions Pty Ltd')).toBeVisible();
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  await phone.goto(`/staff/contractors/accept-contractor/${owner.companyId}`);
  await expectTitle(phone, 'Connection request');
  await expect(phone.getByText('You are connected with Demo Constructions Pty Ltd.', { exact: false })).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await expectNoSeriousA11yViolations(phone, 'accept contractor');
  await reviewShot(phone, `${SHOTS}/accept-contractor-360`, { fullPage: true });
  await phone.context().close();
});

test('@phone a contractor not on HiVis creates its free account from the invitation mail', async ({ browser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const email = `sparky-${runId}@example.test`;
  const made = await request.post('/api/v3/associate', { headers: { authorization: `Bearer ${owner.token}` }, data: { email, name: `Sparky ${runId}` } });
  expect(made.status(), await made.text()).toBe(201);
  let link: URL | null = null;
  await expect
    .poll(
      async () => {
        const mail = (await mailTo(request, email))[0];
        link = mail ? linkIn(mail, '/connect/') : null;
        return link !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto((link as unknown as URL).pathname);
  await expectTitle(phone, 'Join as a contractor');
  await expect(phone.getByText(email)).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Company name' })).toHaveValue(`Sparky ${runId}`);
  await phone.getByRole('button', { name: 'Create free account' }).click();
  await expect(phone.getByText('First name is required.')).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await expectNoSeriousA11yViolations(phone, 'contractor sign-up with errors');
  await reviewShot(phone, `${SHOTS}/signup-360`, { fullPage: true });
  await phone.getByRole('textbox', { name: 'First name' }).fill('Sid');
  await phone.getByRole('textbox', { name: 'Last name' }).fill('Sparky');
  await phone.getByRole('textbox', { name: 'Mobile phone' }).fill('0412 555 888');
  await phone.getByLabel('Password', { exact: true }).fill('Sparks-Fly-2026');
  await phone.getByLabel('Confirm password', { exact: true }).fill('Sparks-Fly-2026');
  await phone.getByRole('checkbox', { name: /Privacy Policy/ }).check();
  await phone.getByRole('checkbox', { name: /Terms/ }).check();
  await phone.getByRole('button', { name: 'Create free account' }).click();
  await expect(heading(phone, 'Contracted work')).toBeVisible();
  await expect(phone.getByRole('table', { name: 'Companies you work for' }).getByText('Demo Constructions Pty Ltd')).toBeVisible();
  await context.close();
});
