import { ACCOUNTS, DEMO_COMPANY } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { loginViaUi, storedAuth } from '../fixtures/auth';
import { expectMenuLinks, expectTitle, heading, mainMenu, OWNER_MENU, SUPERVISOR_MENU } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Spec 2.3 and 2.4: every demo role logs in through the login screen and gets its own menu and home. */

test.describe('each role logs in and sees its menu', () => {
  test('company owner: home with the company name, menu Home / Account Setting / Help / Contact Us / Sign Out', async ({ page }) => {
    await page.goto('/auth/login');
    await expectTitle(page, 'Log in');
    await expectMenuLinks(page, ['Home', 'Getting Started', 'Pricing & Sign Up', 'Contact Us', 'Login']);
    await expectNoSeriousA11yViolations(page, 'login');

    await loginViaUi(page, ACCOUNTS.owner.email, undefined, { open: false });

    await expect(page).toHaveURL('/');
    await expect(heading(page, `Welcome, ${ACCOUNTS.owner.firstName}`)).toBeVisible();
    await expectTitle(page, 'Home');
    await expect(page.getByRole('main').getByText(DEMO_COMPANY, { exact: true })).toBeVisible();
    await expect(page.getByText('Account: Active')).toBeVisible();
    await expectMenuLinks(page, OWNER_MENU);
    // 'My Account Details' sits under the 'Account Setting' heading; an owner who is not an admin has no Admin Tools.
    await expect(mainMenu(page).getByText('Account Setting', { exact: true })).toBeVisible();
    await expect(mainMenu(page).getByRole('list', { name: 'Account Setting' }).getByRole('link')).toHaveText(['My Account Details', 'User Account Management']);
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page, 'owner home');

    // Sign Out ends the session: login page, nothing left in storage, the old path shows the 401 page.
    await mainMenu(page).getByRole('link', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/auth/login');
    await expect(heading(page, 'Log in')).toBeVisible();
    expect(await storedAuth(page)).toBeNull();
    await page.goto('/user/details');
    await expect(heading(page, 'You’re not logged in')).toBeVisible();
  });

  test('supervisor (staff): menu Home / Help / Contact Us / My Account / Sign Out', async ({ page }) => {
    await loginViaUi(page, ACCOUNTS.supervisor.email);

    await expect(page).toHaveURL('/');
    await expect(heading(page, `Welcome, ${ACCOUNTS.supervisor.firstName}`)).toBeVisible();
    await expectTitle(page, 'Home');
    await expect(page.getByRole('main').getByText(DEMO_COMPANY, { exact: true })).toBeVisible();
    await expectMenuLinks(page, SUPERVISOR_MENU);
    await expect(mainMenu(page).getByText('Account Setting')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page, 'staff home');
    // People on site: their jobs are the first thing on home, one tap away.
    await expect(page.getByRole('main').getByRole('link').first()).toContainText('My Jobs');
    await page
      .getByRole('main')
      .getByRole('link', { name: /^My Jobs/ })
      .click();
    await expect(page).toHaveURL('/my-jobs');
    await expect(heading(page, 'My Jobs')).toBeVisible();

    // Staff have no company tools: the admin tools path is not theirs.
    await page.goto('/admin-tools');
    await expect(page.getByText("Look like you're lost")).toBeVisible();
  });

  test('admin: menu Master Admin / Sign out, and Master Admin leads to Admin Tools', async ({ page }) => {
    await loginViaUi(page, ACCOUNTS.admin.email);

    await expect(page).toHaveURL('/');
    await expect(heading(page, 'Master Admin')).toBeVisible();
    await expectTitle(page, 'Master Admin');
    await expectMenuLinks(page, ['Master Admin', 'Sign out']);
    await expectNoSeriousA11yViolations(page, 'admin home');

    await page
      .getByRole('main')
      .getByRole('link', { name: /^Admin Tools/ })
      .click();
    await expect(page).toHaveURL('/admin-tools');
    await expect(heading(page, 'Admin Tools')).toBeVisible();
    await expectTitle(page, 'Admin Tools');
    await expect(page.getByRole('textbox', { name: "User's email address" })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'admin tools');
  });

  test('suspended owner: My Account, a locked menu, and every other company path leads to /user/account', async ({ page }) => {
    await loginViaUi(page, ACCOUNTS.suspended.email);

    await expect(page).toHaveURL('/user/account');
    await expect(heading(page, 'My Account')).toBeVisible();
    await expectTitle(page, 'My Account');
    await expectMenuLinks(page, ['My Account', 'Help', 'Contact Us', 'Sign Out']);
    await expect(page.getByRole('alert').filter({ hasText: 'Your company’s account is suspended' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'suspended account');

    // Spec 2.4: the other tools are still listed, and open the 'Company Details' modal instead.
    await mainMenu(page).getByRole('button', { name: /^Home/ }).click();
    const modal = page.getByRole('dialog', { name: 'Company Details' });
    await expect(modal).toContainText('is suspended');
    await modal.getByRole('button', { name: 'OKAY' }).click();
    await expect(modal).toBeHidden();
    await expect(page).toHaveURL('/user/account');

    for (const path of ['/', '/home', '/admin-tools']) {
      await page.goto(path);
      await expect(page, `${path} for a suspended account`).toHaveURL('/user/account');
      await expect(heading(page, 'My Account')).toBeVisible();
    }
    await page.goto('/user/details');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(ACCOUNTS.suspended.email);
  });
});
