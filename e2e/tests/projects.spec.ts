import type { Page } from '@playwright/test';
import { ACCOUNTS, DEMO_COMPANY } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { searchList } from '../fixtures/list-search';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Projects (/worksite/{worksiteId}/project/...) for the demo owner, on the demo worksite
 * 'Sharma kitchen renovation'. The run shares one database, so names are unique to the run.
 */

const owner = ACCOUNTS.owner;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const DEMO_SITE = 'Sharma kitchen renovation';
const SHOTS = 'projects';

async function openSiteProjects(page: Page, site = DEMO_SITE) {
  await page.goto('/worksite/list');
  const table = page.getByRole('table', { name: 'Worksites' });
  await searchList(page, site, table);
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: `Projects at ${site}` }).click();
  await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/project\/list$/);
  await expect(heading(page, `Projects at ${site}`)).toBeVisible();
}

/** Picks an option in a Mantine select by its label. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const box = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('projects', () => {
  test('create through the steps, find in the list, edit and view', async ({ asUser }) => {
    // Seven screens, each checked with axe and photographed: more than the default minute.
    test.slow();
    const name = `E2E Deck ${runId}`;
    const { page } = await asUser(owner.email);

    await openSiteProjects(page);
    await expectTitle(page, 'Projects');
    const table = page.getByRole('table', { name: 'Projects' });
    await expect(table.getByRole('row').filter({ hasText: 'Kitchen and laundry renovation' })).toContainText('Priya Sharma');
    await expectNoSeriousA11yViolations(page, 'project list');
    await reviewShot(page, `${SHOTS}/list-1280`, { fullPage: true });

    // Step 1: the project's own details; the end may not come before the start.
    await page.getByRole('link', { name: 'Create project' }).click();
    await expect(heading(page, 'Create project')).toBeVisible();
    await expectTitle(page, 'Create project');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByRole('textbox', { name: 'Project name' })).toHaveAccessibleDescription(/Project name is required\./);
    await page.getByRole('textbox', { name: 'Project name' }).fill(name);
    await page.getByRole('textbox', { name: 'Project number (optional)' }).fill('PS-77');
    await page.getByLabel('Start date (optional)').fill('2027-04-12');
    await page.getByLabel('End date (optional)').fill('2027-04-01');
    await page.getByRole('textbox', { name: 'Description (optional)' }).fill('Hardwood deck off the new kitchen.');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page.getByText('End date must be on or after the start date.')).toBeVisible();
    await page.getByLabel('End date (optional)').fill('2027-04-30');
    await expectNoSeriousA11yViolations(page, 'create project step 1');
    await reviewShot(page, `${SHOTS}/create-1280`, { fullPage: true });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 2: the client and one of that client's contacts.
    await expect(page).toHaveURL(/\/project\/client-details\?projectId=[0-9a-f-]{36}&setup=1$/);
    await expect(heading(page, `Client for ${name}`)).toBeVisible();
    await expect(
      page
        .getByRole('textbox', { name: 'Client contact' })
        .or(page.getByRole('combobox', { name: 'Client contact' }))
        .first(),
    ).toBeDisabled();
    await choose(page, 'Client', 'Priya Sharma', 'Priya');
    await choose(page, 'Client contact', /Priya Sharma \(Owner\)/);
    await expect(page.getByRole('button', { name: 'Add a contact at Priya Sharma' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'client details step');
    await reviewShot(page, `${SHOTS}/client-1280`, { fullPage: true });
    await page.getByRole('button', { name: 'Save and continue' }).click();

    // Step 3: the principal contractor; here the company itself runs the site.
    await expect(page).toHaveURL(/\/project\/pc-details\?projectId=[0-9a-f-]{36}&setup=1$/);
    await expect(heading(page, `Principal contractor for ${name}`)).toBeVisible();
    await page.getByRole('button', { name: 'We are the principal contractor' }).click();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(DEMO_COMPANY);
    await page.getByRole('textbox', { name: 'WHS email (optional)' }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save and finish' }).click();
    await expect(page.getByText('Please enter valid Email address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'WHS name (optional)' }).fill('Sam Supervisor');
    await page.getByRole('textbox', { name: 'WHS email (optional)' }).fill('supervisor@demo.hivis.test');
    await expectNoSeriousA11yViolations(page, 'principal contractor step');
    await reviewShot(page, `${SHOTS}/pc-1280`, { fullPage: true });
    await page.getByRole('button', { name: 'Save and finish' }).click();

    // The project page: every part, the job counts and the links to its jobs.
    await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/project\/[0-9a-f-]{36}$/);
    await expect(heading(page, name)).toBeVisible();
    await expectTitle(page, name);
    await expect(page.getByText('12/04/2027')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Client' })).toContainText('Priya Sharma, Owner');
    const pc = page.getByRole('region', { name: 'Principal contractor' });
    await expect(pc).toContainText(DEMO_COMPANY);
    await expect(pc).toContainText('51 824 753 556');
    await expect(pc).toContainText('Sam Supervisor');
    await expect(page.getByRole('region', { name: 'Jobs (0)' })).toContainText('Is Pending');
    const projectUrl = new URL(page.url()).pathname;
    await expect(page.getByRole('link', { name: 'See the jobs' })).toHaveAttribute('href', `${projectUrl}/job/list`);
    await expect(page.getByRole('link', { name: 'Create job' })).toHaveAttribute('href', `${projectUrl}/job/create-job-option`);
    await expectNoSeriousA11yViolations(page, 'project page');
    await reviewShot(page, `${SHOTS}/project-1280`, { fullPage: true });

    // In the list, with its client and dates.
    await page.getByRole('link', { name: `Projects at ${DEMO_SITE}` }).click();
    const projects = page.getByRole('table', { name: 'Projects' });
    await searchList(page, runId, projects);
    const row = projects.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Priya Sharma');
    await expect(row).toContainText('12/04/2027 – 30/04/2027');
    await row.getByRole('link', { name, exact: true }).click();

    // Edit every detail on one form.
    await page.getByRole('link', { name: 'Edit all details' }).click();
    await expect(heading(page, `Edit ${name}`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue(DEMO_COMPANY);
    await expectNoSeriousA11yViolations(page, 'edit project');
    const renamed = `${name} and pergola`;
    await page.getByRole('textbox', { name: 'Project name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(heading(page, renamed)).toBeVisible();
    await expect(page.getByText(`${renamed} saved.`)).toBeVisible();

    // The read-only summary.
    await page.getByRole('link', { name: 'View and print' }).click();
    await expect(heading(page, renamed)).toBeVisible();
    await expectTitle(page, 'Project summary');
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'project summary');
    await reviewShot(page, `${SHOTS}/view-1280`, { fullPage: true });
  });

  test('a worksite without projects opens the intro; an unknown project says so', async ({ asUser }) => {
    const { page, auth } = await asUser(owner.email);
    const site = `E2E Empty Site ${runId}`;
    const created = await page.request.post('/api/v3/worksite', {
      headers: { authorization: `Bearer ${auth.token}` },
      data: { name: site, address: { suburb: 'Milton', state: 'Queensland', country: 'Australia', postCode: '4064' } },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };

    await page.goto(`/worksite/${id}/project/list`);
    await expect(page).toHaveURL(`/worksite/${id}/project/intro`);
    await expect(page.getByRole('heading', { name: 'What is a project?' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'project intro');
    await reviewShot(page, `${SHOTS}/intro-1280`, { fullPage: true });
    await page.getByRole('link', { name: 'Create project' }).click();
    await expect(page).toHaveURL(`/worksite/${id}/project/create`);

    await page.goto(`/worksite/${id}/project/00000000-0000-4000-8000-000000000000`);
    await expect(page.getByText('Project not found')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unknown project');
  });
});

test('@phone projects at 360 px: the list, the create steps and the project page', async ({ asUser }) => {
  test.slow();
  const name = `E2E Phone Project ${runId}`;
  const { page } = await asUser(owner.email);
  await openSiteProjects(page);
  await expect(page.getByRole('table', { name: 'Projects' }).getByRole('columnheader')).toHaveText(['Project']);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'project list at 360 px');
  await reviewShot(page, `${SHOTS}/list-360`, { fullPage: true });

  await page.getByRole('link', { name: 'Create project' }).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill(name);
  await expectNoHorizontalScroll(page);
  await reviewShot(page, `${SHOTS}/create-360`, { fullPage: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(heading(page, `Client for ${name}`)).toBeVisible();
  // A new client is added in a dialog, without leaving the steps, and is chosen once saved.
  const clientName = `E2E New Client ${runId}`;
  await page.getByRole('button', { name: 'Add a client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Business name' })).toHaveAccessibleDescription(/required/i);
  await dialog.getByRole('textbox', { name: 'Business name' }).fill(clientName);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'add a client dialog at 360 px');
  await reviewShot(page, `${SHOTS}/add-client-360`, { fullPage: true });
  await dialog.getByRole('button', { name: 'Add client' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/project\/client-details\?projectId=[0-9a-f-]{36}&setup=1$/);
  await expect(
    page
      .getByRole('textbox', { name: 'Client' })
      .or(page.getByRole('combobox', { name: 'Client' }))
      .first(),
  ).toHaveValue(clientName);
  await expect(page.getByRole('button', { name: `Add a contact at ${clientName}` })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'client step at 360 px');
  await reviewShot(page, `${SHOTS}/client-360`, { fullPage: true });
  await page.getByRole('button', { name: 'Save and continue' }).click();

  await expect(heading(page, `Principal contractor for ${name}`)).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'principal contractor step at 360 px');
  await reviewShot(page, `${SHOTS}/pc-360`, { fullPage: true });
  // Left for later: the project is kept with what was saved so far.
  await page.getByRole('link', { name: 'Skip for now' }).click();

  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByText('Not given yet. Add it before you send a SWMS.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Client' })).toContainText(clientName);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'project page at 360 px');
  await reviewShot(page, `${SHOTS}/project-360`, { fullPage: true });
});
