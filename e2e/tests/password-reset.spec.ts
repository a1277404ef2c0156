import { ACCOUNTS, DEMO_PASSWORD } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, loginForm, loginViaUi } from '../fixtures/auth';
import { inAppPath, mailTo, waitForMailLink } from '../fixtures/mailbox';
import { expectMenuLinks, expectTitle, heading, mainMenu, STAFF_MENU } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * Forgot password, end to end, for the worker (NAH). Only this file uses the worker, because the
 * reset changes its password; the last step (and afterAll, if a step failed midway) sets it back.
 */
const worker = ACCOUNTS.worker;
const NEW_PASSWORD = 'Reset-Passw0rd!e2e';
let passwordChanged = false;
let resetLink = '';

test.describe.configure({ mode: 'serial' });

test.describe('forgot password (worker)', () => {
  test.afterAll(async ({ request }) => {
    if (!passwordChanged) return;
    const login = await apiLogin(request, worker.email, NEW_PASSWORD);
    const response = await request.put('/api/v3/auth/change', {
      headers: { Authorization: `Bearer ${login.token}` },
      data: { currentPassword: NEW_PASSWORD, password: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
    });
    expect(response.status(), 'worker password set back to the demo password').toBe(200);
    passwordChanged = false;
    await apiLogin(request, worker.email, DEMO_PASSWORD);
  });

  test('worker (staff) logs in and sees the staff menu', async ({ page }) => {
    await loginViaUi(page, worker.email);
    await expect(page).toHaveURL('/');
    await expect(heading(page, `Welcome, ${worker.firstName}`)).toBeVisible();
    await expectMenuLinks(page, STAFF_MENU);
    await expectNoSeriousA11yViolations(page, 'worker home');
    await mainMenu(page).getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth/login');
  });

  test('asks for a link from the login page and gets it by email', async ({ page, request }) => {
    const before = (await mailTo(request, worker.email)).map((mail) => mail.id);

    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
    await expect(heading(page, 'Forgot password')).toBeVisible();
    await expectTitle(page, 'Forgot password');
    await expectNoSeriousA11yViolations(page, 'forgot password');

    await page.getByRole('textbox', { name: 'Email address' }).fill(worker.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();

    await expect(heading(page, 'Check your email')).toBeVisible();
    await expectTitle(page, 'Check your email');
    await expect(page.getByRole('status')).toHaveText('If an account exists for that email address, we have sent it a link to reset the password.');
    await expectNoSeriousA11yViolations(page, 'forgot password sent');

    const { mail, url } = await waitForMailLink(request, { to: worker.email, pathPrefix: '/reset-password/', ignoreIds: before });
    expect(mail.subject).toBe('Reset your HiVis password');
    expect(url.origin).toBe(new URL(page.url()).origin);
    expect(url.searchParams.get('token')).toBeTruthy();
    resetLink = inAppPath(url);
  });

  test('the link sets a new password; mismatched passwords are refused first', async ({ page }) => {
    expect(resetLink, 'link from the previous step').not.toBe('');
    await page.goto(resetLink);

    await expect(heading(page, 'Choose a new password')).toBeVisible();
    await expectTitle(page, 'Choose a new password');
    await expect(page.getByText(worker.email)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'reset password');

    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm password', { exact: true });
    await password.fill(NEW_PASSWORD);
    await confirm.fill(`${NEW_PASSWORD}-typo`);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password is not match', { exact: true })).toBeVisible();
    // The message belongs to the confirm field (its accessible description), not to the form at large.
    await expect(confirm).toHaveAccessibleDescription('Password is not match');
    await expect(page).toHaveURL(resetLink);
    await expectNoSeriousA11yViolations(page, 'reset password with error');

    await confirm.fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL('/auth/login');
    passwordChanged = true;
    await expect(page.getByText('Your password has been changed. Please sign in with the new password.')).toBeVisible();

    await loginViaUi(page, worker.email, NEW_PASSWORD, { open: false });
    await expect(page).toHaveURL('/');
    await expect(heading(page, `Welcome, ${worker.firstName}`)).toBeVisible();
    await expectMenuLinks(page, STAFF_MENU);
  });

  test('the old password no longer works, and the used link shows as expired', async ({ page, request }) => {
    const old = await request.post('/api/v3/auth/login', { data: { email: worker.email, password: DEMO_PASSWORD } });
    expect(old.status()).toBe(401);

    await page.goto(resetLink);
    await expect(heading(page, 'This link has expired')).toBeVisible();
    await expect(page.getByText('This password reset link has expired or has already been used. Please ask for a new one.')).toBeVisible();
    await expect(loginForm(page).submit).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'reset link used');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL('/auth/forgot-password');
  });
});
