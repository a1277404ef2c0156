import { UNKNOWN_EMAIL } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { loginForm, storedAuth } from '../fixtures/auth';
import { heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Spec 5: the login form's messages. The one wrong-password attempt uses an address nobody has (throttling). */

test('login form: required, email format, and the generic message for wrong credentials', async ({ page }) => {
  // Only the last attempt may reach the server: the others are stopped in the browser.
  const loginCalls: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/v3/auth/login') loginCalls.push(response.status());
  });
  await page.goto('/auth/login');
  const form = loginForm(page);
  await expect(heading(page, 'Log in')).toBeVisible();

  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription('Email address is required.');
  await expect(form.password).toHaveAccessibleDescription('Password is required.');
  await expect(page.getByText('Email address is required.', { exact: true })).toBeVisible();
  await expect(page.getByText('Password is required.', { exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'login with errors');

  await form.email.fill('owner@demo');
  await form.password.fill('anything-at-all');
  await form.submit.click();
  await expect(form.email).toHaveAccessibleDescription('Please enter valid Email address.');
  await expect(page.getByText('Password is required.')).toHaveCount(0);

  await form.email.fill(UNKNOWN_EMAIL);
  await form.password.fill('Wrong-Passw0rd!');
  await form.submit.click();
  await expect(form.problem).toBeVisible();
  await expect(form.problem).toContainText('The email address or password is incorrect.');
  expect(loginCalls).toEqual([401]);
  await expect(page).toHaveURL('/auth/login');
  expect(await storedAuth(page)).toBeNull();
  await expectNoSeriousA11yViolations(page, 'login refused');
});
