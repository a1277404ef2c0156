import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { searchList } from '../fixtures/list-search';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Jobs for the demo owner: choose where the new job goes, create it, run its status, write a
 * note, edit it through the confirm page and find it in the company's jobs. The run shares one
 * database, so the job made here has a title unique to the run.
 */

const owner = ACCOUNTS.owner;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DEMO_SITE = 'Newstead office fit-out';
const DEMO_PROJECT = 'Level 3 office fit-out';

/** A date some days ahead as the date field takes it (YYYY-MM-DD). */
function daysAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}
const asShown = (isoDate: string) => isoDate.split('-').reverse().join('/');

/** A list settles before axe looks: the loading overlay is on show only while rows load. */
async function listSettled(page: Page, name: string) {
  await expect(page.getByRole('table', { name })).toHaveAttribute('aria-busy', 'false');
}

async function pickDemoProject(page: Page) {
  await page.getByRole('button', { name: 'New job' }).click();
  const dialog = page.getByRole('dialog', { name: 'Where is the new job?' });
  await dialog.getByRole('combobox', { name: 'Worksite' }).selectOption({ label: DEMO_SITE });
  await dialog.getByRole('combobox', { name: 'Project' }).selectOption({ label: DEMO_PROJECT });
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test.describe('jobs', () => {
  test('create a job, move its status, add a note, edit it through the confirm page, find it', async ({ asUser, request }) => {
    const title = `E2E Roof mesh ${runId}`;
    const start = daysAhead(5);
    const { page, auth } = await asUser(owner.email);

    await page.goto('/home/job');
    await expectTitle(page, 'Jobs');
    await expect(heading(page, 'Jobs')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('row')).not.toHaveCount(1);
    await listSettled(page, 'Jobs');
    await expectNoSeriousA11yViolations(page, 'company jobs');
    await reviewShot(page, 'jobs/home-job-1280', { fullPage: true });

    await pickDemoProject(page);
    await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/project\/[0-9a-f-]{36}\/job\/create-job-option$/);
    await expect(heading(page, 'New job')).toBeVisible();
    await expect(page.getByText(DEMO_PROJECT, { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: /Create the job and assign my staff/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'create job option');
    await reviewShot(page, 'jobs/create-option-1280', { fullPage: true });
    await page.getByRole('link', { name: /Just create the job/ }).click();

    await expect(page).toHaveURL(/\/job\/create$/);
    await expect(heading(page, 'New job')).toBeVisible();
    // The form's own check: the end may not be before the start.
    await page.getByRole('textbox', { name: 'Job title' }).fill(title);
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('Start time').fill('07:00');
    await page.getByLabel('End date').fill(start);
    await page.getByLabel('End time').fill('06:00');
    await page.getByRole('button', { name: 'Create job' }).click();
    await expect(page.getByText('The end must be on or after the start.')).toBeVisible();
    await page.getByLabel('End time').fill('15:30');
    await page.getByRole('textbox', { name: 'Scope of work' }).fill('Block B roof, grid lines 1 to 6.');
    await expectNoSeriousA11yViolations(page, 'job form');
    await reviewShot(page, 'jobs/create-1280', { fullPage: true });
    await page.getByRole('button', { name: 'Create job' }).click();

    // The job's page: number given, times in the company's zone, status Is Pending.
    await expect(page).toHaveURL(/\/job\/[0-9a-f-]{36}$/);
    await expect(heading(page, title)).toBeVisible();
    await expectTitle(page, title);
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText(/J-\d{4}/);
    await expect(details).toContainText(`${asShown(start)} 07:00 AM to 03:30 PM`);
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Is Pending');
    await expect(page.getByRole('region', { name: 'People on this job' }).getByRole('link', { name: 'Assign staff' })).toHaveAttribute(
      'href',
      /\/assign-staff$/,
    );
    await expect(page.getByRole('link', { name: 'Time sheet' })).toHaveAttribute('href', /\/time-sheet$/);
    await expectNoSeriousA11yViolations(page, 'job page');

    // Status: start, cancel (asks first), reinstate.
    await status.getByRole('button', { name: 'Start job' }).click();
    await expect(status).toContainText('In Progress');
    await status.getByRole('button', { name: 'Cancel job' }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this job?' });
    await confirm.getByRole('button', { name: 'Cancel job' }).click();
    await expect(status).toContainText('Cancelled');
    await status.getByRole('button', { name: 'Reinstate job' }).click();
    await expect(status).toContainText('Is Pending');

    // A note, newest last, with its author.
    const notes = page.getByRole('region', { name: 'Notes' });
    await notes.getByRole('textbox', { name: 'New note' }).fill('Crane booked for 7 AM.');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await expect(notes.getByText('Crane booked for 7 AM.')).toBeVisible();
    await expect(notes).toContainText('Olivia Owner');
    await reviewShot(page, 'jobs/job-1280', { fullPage: true });

    // Edit: form, then the confirm page lists the changes, then Save.
    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(heading(page, `Edit ${title}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Job title' }).fill(`${title} B`);
    await page.getByLabel('End time').fill('16:00');
    await page.getByRole('button', { name: 'Review changes' }).click();
    await expect(page).toHaveURL(/\/confirm-edit-job$/);
    await expectTitle(page, 'Confirm job changes');
    const changes = page.getByRole('table', { name: 'Changes to the job' });
    await expect(changes.getByRole('row', { name: /Title/ })).toContainText(`${title} B`);
    await expect(changes.getByRole('row', { name: /End/ })).toContainText(`${asShown(start)} 03:30 PM`);
    await expect(changes.getByRole('row', { name: /End/ })).toContainText(`${asShown(start)} 04:00 PM`);
    await expectNoSeriousA11yViolations(page, 'confirm job changes');
    await reviewShot(page, 'jobs/confirm-edit-1280', { fullPage: true });

    // Meanwhile someone else saves the job: Save shows both versions; this person keeps theirs.
    const jobId = /\/job\/([0-9a-f-]{36})\/confirm-edit-job$/.exec(page.url())?.[1] ?? '';
    const headers = { authorization: `Bearer ${auth.token}` };
    const saved = (await (await request.get(`/api/v3/job/${jobId}`, { headers })).json()) as Record<string, string | null>;
    const theirs = {
      title: saved.title,
      jobNumber: saved.jobNumber,
      description: saved.description,
      scope: saved.scope,
      scheduledStart: saved.scheduledStart,
      scheduledEnd: saved.scheduledEnd,
    };
    expect((await request.put(`/api/v3/job/${jobId}`, { headers, data: { ...theirs, notes: 'Gate code 4321.' } })).status()).toBe(200);
    await page.getByRole('button', { name: 'Save' }).click();
    const conflict = page.getByRole('dialog', { name: 'Someone else changed this' });
    await expect(conflict.getByRole('region', { name: 'Title' })).toContainText(`${title} B`);
    await conflict.getByRole('button', { name: 'Keep my changes' }).click();
    await expect(heading(page, `${title} B`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Details' })).toContainText('07:00 AM to 04:00 PM');

    // The confirm page without a draft (a reload, a typed address) goes back to the job.
    const jobUrl = page.url();
    await page.goto(`${jobUrl}/confirm-edit-job`);
    await expect(page).toHaveURL(jobUrl);

    // The project's list and the company's list both find it.
    await page.getByRole('link', { name: `Jobs of ${DEMO_PROJECT}` }).click();
    await expect(heading(page, `Jobs of ${DEMO_PROJECT}`)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(runId);
    await expect(page.getByRole('table', { name: `Jobs of ${DEMO_PROJECT}` }).getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('table', { name: `Jobs of ${DEMO_PROJECT}` }).getByRole('link', { name: new RegExp(`${title} B`) })).toBeVisible();
    await listSettled(page, `Jobs of ${DEMO_PROJECT}`);
    await reviewShot(page, 'jobs/project-jobs-1280', { fullPage: true });
    await expectNoSeriousA11yViolations(page, 'project jobs');

    await page.goto('/home/job');
    const jobs = page.getByRole('table', { name: 'Jobs' });
    await searchList(page, runId, jobs);
    const filtered = page.waitForResponse((response) => new URL(response.url()).searchParams.has('status'));
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Is Pending' });
    await filtered;
    await listSettled(page, 'Jobs');
    const row = jobs.getByRole('row').filter({ hasText: `${title} B` });
    await expect(row).toContainText(DEMO_PROJECT);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(jobUrl);
  });

  test('the jobs list pages on from where the last page ended, and back', async ({ asUser }) => {
    const { page } = await asUser(owner.email);
    await page.goto('/home/job');
    await listSettled(page, 'Jobs');
    const table = page.getByRole('table', { name: 'Jobs' });
    const firstJob = table.getByRole('row').nth(1).getByRole('link');
    const firstOnPageOne = (await firstJob.textContent()) ?? '';

    // Page 2 asks for the jobs after page 1's last one (a cursor), not for an offset.
    const pageTwo = page.waitForRequest((request) => request.url().includes('/api/v3/job?') && request.url().includes('after='));
    await page.getByRole('button', { name: 'Next' }).click();
    await pageTwo;
    await listSettled(page, 'Jobs');
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
    await expect(firstJob).not.toHaveText(firstOnPageOne);

    await page.getByRole('button', { name: 'Previous' }).click();
    await listSettled(page, 'Jobs');
    await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(firstJob).toHaveText(firstOnPageOne);
  });

  test('the first-job guide shows the demo company its steps as done', async ({ asUser }) => {
    const { page } = await asUser(owner.email);
    await page.goto('/home/job/first-job');
    await expect(heading(page, 'Your first job')).toBeVisible();
    for (const step of ['Step 1: Add a worksite', 'Step 2: Add a project', 'Step 3: Create the job']) {
      await expect(page.getByRole('region', { name: step })).toContainText('Done');
    }
    await expect(page.getByRole('link', { name: 'Add another worksite' })).toHaveAttribute('href', '/worksite/create');
    await expectNoSeriousA11yViolations(page, 'first job guide');
    await reviewShot(page, 'jobs/first-job-1280', { fullPage: true });
  });
});

test('@phone jobs at 360 px: the list, a job and its form fit the screen', async ({ asUser }) => {
  const { page } = await asUser(owner.email);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/home/job');
  await expect(heading(page, 'Jobs')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs' }).getByRole('link').first()).toBeVisible();
  await listSettled(page, 'Jobs');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'company jobs at 360 px');
  await reviewShot(page, 'jobs/home-job-360', { fullPage: true });

  const jobs = page.getByRole('table', { name: 'Jobs' });
  await searchList(page, 'partition framing', jobs);
  await jobs.getByRole('link', { name: /partition framing/ }).click();
  await expect(heading(page, /partition framing/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toContainText('In Progress');
  await expect(page.getByRole('region', { name: 'People on this job' })).toContainText('2 accepted');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'job page at 360 px');
  await reviewShot(page, 'jobs/job-360', { fullPage: true });

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(heading(page, /^Edit /)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'job form at 360 px');
  await reviewShot(page, 'jobs/edit-360', { fullPage: true });
});
