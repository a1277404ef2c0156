import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, loginForm, loginViaUi } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading, mainMenu } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * User Account Management (/user/manage) and Manage Features (/manage-features) for the demo
 * owner. The run shares one database: the worker is deactivated and reactivated within one test,
 * a switched-off feature is switched back on, and afterAll puts both back if a step failed midway.
 */

const owner = ACCOUNTS.owner;
const worker = ACCOUNTS.worker;
const workerName = `${worker.firstName} ${worker.lastName}`;
const FEATURE = 'Record Purchases';

test.describe.configure({ mode: 'serial' });

type TListedUser = { id: string; status: string };

async function ownerRequest(request: APIRequestContext) {
  const { token } = await apiLogin(request, owner.email);
  return { headers: { Authorization: `Bearer ${token}` } };
}

async function restore(request: APIRequestContext): Promise<void> {
  const auth = await ownerRequest(request);
  const list = await request.get(`/api/v3/user?search=${encodeURIComponent(worker.email)}`, auth);
  const found = ((await list.json()) as { items: TListedUser[] }).items[0];
  if (found && found.status === 'deactivated') await request.put(`/api/v3/user/${found.id}/reactivate`, auth);
  const features = (await (await request.get('/api/v3/feature', auth)).json()) as { switchedOff: string[] };
  if (features.switchedOff.includes('purchases')) {
    await request.put('/api/v3/feature', { ...auth, data: { switchedOff: features.switchedOff.filter((key) => key !== 'purchases') } });
  }
}

test.describe('user account management', () => {
  test.afterAll(async ({ request }) => restore(request));

  test('owner deactivates the worker, who then cannot log in, and reactivates them', async ({ asUser, page: workerPage, request }) => {
    const { page } = await asUser(owner.email);
    await page.goto('/');
    await mainMenu(page).getByRole('link', { name: 'User Account Management' }).click();
    await expect(page).toHaveURL('/user/manage');
    await expect(heading(page, 'User Account Management')).toBeVisible();
    await expectTitle(page, 'User Account Management');
    await expect(page.getByRole('progressbar', { name: /Worker: \d+ of 40 seats used/ })).toBeVisible();
    const table = page.getByRole('table', { name: 'People in your company' });
    await expect(table.getByRole('row').filter({ hasText: owner.email })).toContainText('(you)');
    await expectNoSeriousA11yViolations(page, 'user account management');

    await page.getByRole('searchbox', { name: 'Search' }).fill('worker@');
    const row = table.getByRole('row').filter({ hasText: worker.email });
    await expect(row).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(row.getByRole('combobox', { name: `Role of ${workerName}` })).toHaveValue('NAH');

    await row.getByRole('button', { name: `Deactivate ${workerName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Deactivate ${workerName}?` });
    await expect(dialog).toContainText('signed out on every device');
    await expectNoSeriousA11yViolations(page, 'deactivate confirmation');
    await dialog.getByRole('button', { name: 'Deactivate', exact: true }).click();
    await expect(page.getByText(`${workerName} has been deactivated and signed out.`)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Deactivated', { exact: true })).toBeVisible();
    await reviewShot(page, 'user-management-desktop', { fullPage: true });

    // The worker's own attempt to log in is refused with the reason.
    await loginViaUi(workerPage, worker.email);
    await expect(loginForm(workerPage).problem).toContainText('deactivated');
    await expect(workerPage).toHaveURL('/auth/login');
    expect((await request.post('/api/v3/auth/login', { data: { email: worker.email, password: 'Demo-Passw0rd!' } })).status()).toBe(403);

    await row.getByRole('button', { name: `Reactivate ${workerName}` }).click();
    await page
      .getByRole('dialog', { name: `Reactivate ${workerName}?` })
      .getByRole('button', { name: 'Reactivate', exact: true })
      .click();
    await expect(page.getByText(`${workerName} has been reactivated and can sign in again.`)).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await apiLogin(request, worker.email);
  });

  test('the owner cannot change their own role or deactivate themselves', async ({ asUser }) => {
    const { page } = await asUser(owner.email);
    await page.goto('/user/manage');
    const row = page.getByRole('table', { name: 'People in your company' }).getByRole('row').filter({ hasText: owner.email });
    await expect(row).toBeVisible();
    await expect(row.getByRole('combobox')).toHaveCount(0);
    await expect(row.getByRole('button')).toHaveCount(0);
  });

  test('switching a feature off takes it out of the plan list at once; switching it on brings it back', async ({ asUser }) => {
    const { page } = await asUser(owner.email);
    await page.goto('/');
    const planList = page.getByRole('main').getByRole('listitem');
    await expect(planList.filter({ hasText: FEATURE })).toHaveCount(1);

    await page.goto('/user/manage');
    await page.getByRole('link', { name: 'Manage Features' }).click();
    await expect(heading(page, 'Manage Features')).toBeVisible();
    await expectTitle(page, 'Manage Features');
    await expectNoSeriousA11yViolations(page, 'manage features');
    await reviewShot(page, 'manage-features-desktop', { fullPage: true });

    const toggle = page.getByRole('switch', { name: new RegExp(FEATURE) });
    await expect(toggle).toBeChecked();
    await toggle.uncheck({ force: true });
    await expect(page.getByText('You have changes that are not saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Features saved. The menu now shows only what is switched on.')).toBeVisible();
    await expect(toggle).not.toBeChecked();

    await mainMenu(page).getByRole('link', { name: 'Home' }).click();
    await expect(heading(page, `Welcome, ${owner.firstName}`)).toBeVisible();
    await expect(planList.filter({ hasText: 'Courses/Inductions' })).toHaveCount(1);
    await expect(planList.filter({ hasText: FEATURE })).toHaveCount(0);

    await page.goto('/manage-features');
    await page.getByRole('switch', { name: new RegExp(FEATURE) }).check({ force: true });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('All changes saved.')).toBeVisible();
    await page.goto('/');
    await expect(planList.filter({ hasText: FEATURE })).toHaveCount(1);
  });
});

test('@phone user account management and manage features at 360 px', async ({ asUser }) => {
  const { page } = await asUser(owner.email);
  await page.goto('/user/manage');
  await expect(heading(page, 'User Account Management')).toBeVisible();
  const table = page.getByRole('table', { name: 'People in your company' });
  // Other tests invite people into the demo company, so the worker may be past the first page.
  await page.getByRole('searchbox', { name: 'Search' }).fill(worker.email);
  await expect(table.getByRole('row').filter({ hasText: worker.email })).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Person', 'Role and access']);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'user account management at 360 px');
  await reviewShot(page, 'user-management-phone', { fullPage: true });

  await page.goto('/manage-features');
  await expect(heading(page, 'Manage Features')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'manage features at 360 px');
  await reviewShot(page, 'manage-features-phone', { fullPage: true });
});
