import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, DEMO_COMPANY } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Dashboards: the owner reads the operations dashboard against the API's own figures, follows a
 * tile to the list behind it, makes an embed link, opens it signed out, revokes it and sees the
 * link refused. Other specs change demo jobs at the same time, so figures are compared with a
 * fresh read of the API each time they are checked.
 */

const SHOTS = 'dashboards';
const STATUS_LABELS = { PENDING: 'Is Pending', IN_PROGRESS: 'In Progress', COMPLETED: 'Completed', CANCELLED: 'Cancelled' } as const;
type TStatus = keyof typeof STATUS_LABELS;
type TOperations = { jobsByStatus: { total: number; counts: { status: TStatus; count: number }[] }; comingUp: { count: number } };

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const jobsWord = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`;
const tile = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** The status list under the chart matches the API, read again until both agree (jobs move in other specs). */
async function expectStatusCounts(page: Page, request: APIRequestContext, token: string): Promise<TOperations> {
  let latest: TOperations | null = null;
  await expect(async () => {
    latest = await apiGet<TOperations>(request, token, '/api/v3/dashboard/operations');
    await page.reload();
    const jobs = tile(page, 'Jobs by status');
    for (const row of latest.jobsByStatus.counts) {
      await expect(jobs.getByRole('listitem').filter({ hasText: STATUS_LABELS[row.status] })).toContainText(jobsWord(row.count), { timeout: 3000 });
    }
    await expect(tile(page, 'Coming up in the next 14 days')).toContainText(String(latest.comingUp.count), { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  if (!latest) throw new Error('no figures read');
  return latest;
}

test('the owner reads the operations dashboard, follows a tile, and shares it by a link that can be revoked', async ({ asUser, browser, request }) => {
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  const catalogue = await apiGet<{ items: { id: string; headline: { value: number } }[] }>(request, auth.token, '/api/v3/dashboard');
  expect(catalogue.items.map((item) => item.id)).toEqual(['operations', 'compliance']);

  await page.goto('/dashboard');
  await expectTitle(page, 'Dashboards');
  await expect(heading(page, 'Dashboards')).toBeVisible();
  const operationsCard = page.getByRole('link', { name: /^Operations/ });
  await expect(operationsCard).toContainText('Jobs in progress');
  await expectNoSeriousA11yViolations(page, '/dashboard');
  await reviewShot(page, `${SHOTS}/dashboards-1280`, { fullPage: true });

  await operationsCard.click();
  await expect(page).toHaveURL(/\/dashboard\/operations$/);
  await expect(heading(page, 'Operations')).toBeVisible();
  await expectTitle(page, 'Operations');
  const figures = await expectStatusCounts(page, request, auth.token);
  expect(figures.jobsByStatus.total).toBeGreaterThan(0);
  // The chart is drawn, and named for screen readers with the same figures.
  await expect(tile(page, 'Jobs by status').getByRole('img', { name: /^Bar chart of jobs by status\. Is Pending: \d+/ })).toBeVisible();
  await expect(tile(page, 'Jobs by status').locator('svg.recharts-surface')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/dashboard/operations');
  await reviewShot(page, `${SHOTS}/operations-1280`, { fullPage: true });

  // A status opens the jobs list with that status chosen.
  await tile(page, 'Jobs by status').getByRole('link', { name: 'In Progress' }).click();
  await expect(page).toHaveURL(/\/home\/job\?status=IN_PROGRESS$/);
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('IN_PROGRESS');
  const table = page.getByRole('region', { name: 'Jobs' });
  await expect(table.getByRole('row').nth(1)).toContainText('In Progress');
  await page.goBack();
  await expect(heading(page, 'Operations')).toBeVisible();

  // Share: a link for the office TV.
  const share = tile(page, 'Share / embed');
  await share.getByRole('textbox', { name: /^Label/ }).fill('Office TV e2e');
  await share.getByRole('combobox', { name: 'Link lasts' }).selectOption('7');
  await share.getByRole('button', { name: 'Create link' }).click();
  const linkBox = share.getByRole('textbox', { name: 'Link' });
  await expect(linkBox).toHaveValue(/\/embed-dashboard\?token=[A-Za-z0-9_-]{43}$/);
  const url = await linkBox.inputValue();
  await expect(share.getByText(/^<iframe src="http/)).toBeVisible();
  const row = share.getByRole('row').filter({ hasText: 'Office TV e2e' });
  await expect(row).toContainText('Active');
  await expectNoSeriousA11yViolations(page, 'share panel with a new link');
  await reviewShot(share, `${SHOTS}/share-1280`);

  // Opened signed out, in a browser that never signed in.
  const outsider = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tv = await outsider.newPage();
  await tv.goto(url);
  await expect(heading(tv, `${DEMO_COMPANY}: Operations`)).toBeVisible();
  await expect(tile(tv, 'Jobs by status').getByRole('listitem')).toHaveCount(4);
  await expect(tile(tv, 'Jobs by status')).toContainText(STATUS_LABELS.IN_PROGRESS);
  await expect(tv.getByText('Read-only view. It refreshes every 5 minutes.')).toBeVisible();
  // Read-only: no tile leads into the app.
  await expect(tv.getByRole('main').getByRole('region').getByRole('link')).toHaveCount(0);
  await expect(tv.getByRole('main')).not.toContainText('@');
  // Shown inside another site: the page alone, without the app's header, menu or footer.
  await expect(tv.getByRole('banner')).toHaveCount(0);
  await expect(tv.getByRole('navigation')).toHaveCount(0);
  await expectNoSeriousA11yViolations(tv, '/embed-dashboard');
  await reviewShot(tv, `${SHOTS}/embed-1280`, { fullPage: true });

  await row.getByRole('button', { name: 'Revoke Office TV e2e' }).click();
  await page.getByRole('dialog', { name: 'Revoke this link?' }).getByRole('button', { name: 'Revoke link' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  await tv.reload();
  await expect(tv.getByText('This dashboard link is not valid any more.')).toBeVisible();
  await expect(tv.getByRole('region', { name: 'Jobs by status' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(tv, '/embed-dashboard revoked');
  await outsider.close();
});

test('an unknown dashboard is a 404 page, and staff have no dashboards', async ({ asUser, request }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/dashboard/sales');
  await expect(heading(page, '404')).toBeVisible();
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const refused = await request.get('/api/v3/dashboard', { headers: { authorization: `Bearer ${supervisor.token}` } });
  expect(refused.status()).toBe(403);
});

test('@phone dashboards, licences and the embed work at 360 px', async ({ asUser, browser, request }) => {
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/dashboard');
  await expect(heading(page, 'Dashboards')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/dashboard at 360 px');
  await reviewShot(page, `${SHOTS}/dashboards-360`, { fullPage: true });

  await page.goto('/dashboard/operations');
  await expect(heading(page, 'Operations')).toBeVisible();
  await expect(tile(page, 'Jobs by status').locator('svg.recharts-surface')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/dashboard/operations at 360 px');
  // Tiles stack: each one is as wide as the page.
  const first = await tile(page, 'Jobs by status').boundingBox();
  const second = await tile(page, 'Coming up in the next 14 days').boundingBox();
  expect((second?.y ?? 0) > (first?.y ?? 0) + (first?.height ?? 0) - 1).toBe(true);
  const create = tile(page, 'Share / embed').getByRole('button', { name: 'Create link' });
  expect((await create.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(42);
  await reviewShot(page, `${SHOTS}/operations-360`, { fullPage: true });

  const compliance = await apiGet<{ licences: { counts: { bucket: string; count: number }[] }; pendingSetup: { count: number } }>(
    request,
    auth.token,
    '/api/v3/dashboard/compliance',
  );
  await page.goto('/dashboard/compliance');
  await expect(heading(page, 'Licences and people')).toBeVisible();
  const within90 = compliance.licences.counts.reduce((sum, row) => sum + row.count, 0);
  await expect(tile(page, 'Licences by expiry')).toContainText(`${within90}expired or expiring within 90 days`);
  await expect(tile(page, 'Waiting to set up their account')).toContainText(String(compliance.pendingSetup.count));
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '/dashboard/compliance at 360 px');
  await reviewShot(page, `${SHOTS}/compliance-360`, { fullPage: true });

  const made = await request.post('/api/v3/analytics/token', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { dashboardId: 'compliance', label: 'Phone check e2e', expiresInDays: 1 },
  });
  expect(made.status()).toBe(201);
  const { path } = (await made.json()) as { path: string };
  const outsider = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const phone = await outsider.newPage();
  await phone.goto(path);
  await expect(heading(phone, `${DEMO_COMPANY}: Licences and people`)).toBeVisible();
  await expectNoHorizontalScroll(phone);
  await expectNoSeriousA11yViolations(phone, '/embed-dashboard at 360 px');
  await reviewShot(phone, `${SHOTS}/embed-360`, { fullPage: true });
  await outsider.close();
});
