import { ACCOUNTS, DEMO_COMPANY } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { storedAuth } from '../fixtures/auth';
import { expectMenuLinks, expectTitle, heading, OWNER_MENU } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Spec 2.5, 5, 6: an admin impersonates a user by email. */

test('admin tools: email is required; impersonating the owner opens the owner’s home', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.admin.email);
  await page.goto('/admin-tools');
  await expect(heading(page, 'Admin Tools')).toBeVisible();
  await expectTitle(page, 'Admin Tools');

  const email = page.getByRole('textbox', { name: "User's email address" });
  const impersonate = page.getByRole('button', { name: 'Impersonate' });
  await impersonate.click();
  await expect(page.getByText('Please enter email address.', { exact: true })).toBeVisible();
  await expect(email).toHaveAccessibleDescription('Please enter email address.');
  await expect(page).toHaveURL('/admin-tools');
  await expectNoSeriousA11yViolations(page, 'admin tools with error');

  await email.fill(ACCOUNTS.owner.email);
  await impersonate.click();

  await expect(page).toHaveURL('/');
  await expect(heading(page, `Welcome, ${ACCOUNTS.owner.firstName}`)).toBeVisible();
  await expect(page.getByRole('main').getByText(DEMO_COMPANY, { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Acting as another user' })).toContainText(ACCOUNTS.owner.email);
  await expectMenuLinks(page, OWNER_MENU);
  expect(await storedAuth(page)).toMatchObject({ email: ACCOUNTS.owner.email, roles: ['PAH'] });
  await expectNoSeriousA11yViolations(page, 'impersonated owner home');
});
