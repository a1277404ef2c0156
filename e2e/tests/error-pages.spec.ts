import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { loginViaUi } from '../fixtures/auth';
import { expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

const notFoundTexts = (page: Page) => ({
  code: heading(page, '404'),
  lost: page.getByText("Look like you're lost", { exact: true }),
  detail: page.getByText('the page you are looking for not available!', { exact: true }),
  back: page.getByRole('button', { name: 'Back' }),
});

test.describe('401: signed out on a protected path', () => {
  test('shows the not-logged-in page; Login leads to the login page and back to the path', async ({ page }) => {
    await page.goto('/user/details');

    await expect(heading(page, 'You’re not logged in')).toBeVisible();
    await expectTitle(page, 'Not logged in');
    await expect(page).toHaveURL('/user/details');
    await expectNoSeriousA11yViolations(page, '401 page');

    await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/auth/login?returnTo=%2Fuser%2Fdetails');
    await expect(heading(page, 'Log in')).toBeVisible();

    await loginViaUi(page, ACCOUNTS.supervisor.email, undefined, { open: false });

    await expect(page).toHaveURL('/user/details');
    await expect(heading(page, 'My Account Details')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(ACCOUNTS.supervisor.email);
  });
});

test.describe('404: unknown path', () => {
  test('shows the not-found page, and Back goes one step back in history (address typed in)', async ({ page }) => {
    // Two page loads, as when a person types or pastes an address: the browser has a page to go back to.
    await page.goto('/auth/forgot-password');
    await expect(heading(page, 'Forgot password')).toBeVisible();

    // The page tells the server it was opened (the error report the people running HiVis read).
    const reported = page.waitForResponse((response) => response.url().endsWith('/api/v3/client-errors'));
    await page.goto('/no/such/page-e2e');
    const notFound = notFoundTexts(page);
    await expect(notFound.code).toBeVisible();
    const report = await reported;
    expect(report.status()).toBe(204);
    expect(report.request().postDataJSON()).toMatchObject({ event: 'page-not-found', level: 'error', page: '/no/such/page-e2e' });
    await expect(notFound.lost).toBeVisible();
    await expect(notFound.detail).toBeVisible();
    await expectTitle(page, 'Page not found');
    await expectNoSeriousA11yViolations(page, '404 page');

    // The browser has the forgot-password page to go back to.
    expect(await page.evaluate(() => window.history.length)).toBeGreaterThan(1);
    await notFound.back.click();
    await expect(page).toHaveURL('/auth/forgot-password');
    await expect(heading(page, 'Forgot password')).toBeVisible();
  });

  test('Back after an in-app navigation returns to the previous screen (signed in)', async ({ asUser }) => {
    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.goto('/user/details');
    await expect(heading(page, 'My Account Details')).toBeVisible();
    // No screen links to a missing page, so do what a router <Link> to one would do: push a history
    // entry in React Router's state shape and let the router pick it up.
    await page.evaluate(() => {
      const state: unknown = window.history.state;
      const idx = typeof state === 'object' && state !== null && 'idx' in state ? Number(state.idx) : 0;
      window.history.pushState({ usr: null, key: 'e2e404', idx: idx + 1 }, '', '/no/such/page-e2e');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    const notFound = notFoundTexts(page);
    await expect(notFound.lost).toBeVisible();
    await expect(page).toHaveURL('/no/such/page-e2e');
    await expectNoSeriousA11yViolations(page, '404 page signed in');

    await notFound.back.click();
    await expect(page).toHaveURL('/user/details');
    await expect(heading(page, 'My Account Details')).toBeVisible();
  });

  test('Back on a 404 that is the first page of the tab goes home', async ({ asUser }) => {
    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.goto('/no/such/page-e2e');
    const notFound = notFoundTexts(page);
    await expect(notFound.code).toBeVisible();
    await notFound.back.click();
    await expect(page).toHaveURL('/');
    await expect(heading(page, `Welcome, ${ACCOUNTS.owner.firstName}`)).toBeVisible();
  });
});
