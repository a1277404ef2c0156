import { ACCOUNTS, DEMO_COMPANY } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { loginViaUi } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading, mainMenu, OWNER_MENU, SUPERVISOR_MENU } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* The 360 px layout (the 'phone' project runs only tests tagged @phone): no sideways scrolling, menu behind the hamburger. */

test('@phone owner: login, home, side menu through the hamburger, account details', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(360);
  await page.goto('/auth/login');
  await expect(heading(page, 'Log in')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'login at 360 px');

  await loginViaUi(page, ACCOUNTS.owner.email, undefined, { open: false });
  await expect(page).toHaveURL('/');
  await expect(heading(page, `Welcome, ${ACCOUNTS.owner.firstName}`)).toBeVisible();
  await expect(page.getByRole('main').getByText(DEMO_COMPANY, { exact: true })).toBeVisible();
  await expectTitle(page, 'Home');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'owner home at 360 px');

  // The menu is a closed drawer: off screen and out of reach until the hamburger opens it.
  const menuButton = page.getByRole('button', { name: 'Open main menu' });
  await expect(menuButton).toBeVisible();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  const homeLink = mainMenu(page).getByRole('link', { name: 'Home' });
  const detailsLink = mainMenu(page).getByRole('link', { name: 'My Account Details' });
  await expect(homeLink).not.toBeInViewport();

  await menuButton.click();
  const closeButton = page.getByRole('button', { name: 'Close main menu' });
  await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
  await expect(mainMenu(page).getByRole('link')).toHaveText(OWNER_MENU);
  await expect(homeLink).toBeInViewport();
  // The menu is longer than a phone screen: it scrolls, and every entry can be reached.
  await detailsLink.scrollIntoViewIfNeeded();
  await expect(detailsLink).toBeInViewport();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'side menu open at 360 px');

  await detailsLink.click();
  await expect(page).toHaveURL('/user/details');
  await expect(heading(page, 'My Account Details')).toBeVisible();
  // Choosing a destination closes the drawer.
  await expect(page.getByRole('button', { name: 'Open main menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(detailsLink).not.toBeInViewport();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(ACCOUNTS.owner.email);
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'account details at 360 px');
});

test('@phone staff home and details, 401 and 404 pages fit 360 px', async ({ asUser, page }) => {
  await page.goto('/user/details');
  await expect(heading(page, 'You’re not logged in')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/no/such/page-e2e');
  await expect(heading(page, '404')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, '404 at 360 px');

  const staff = await asUser(ACCOUNTS.supervisor.email);
  await staff.page.goto('/');
  await expect(heading(staff.page, `Welcome, ${ACCOUNTS.supervisor.firstName}`)).toBeVisible();
  await expectNoHorizontalScroll(staff.page);
  await staff.page.getByRole('button', { name: 'Open main menu' }).click();
  await expect(mainMenu(staff.page).getByRole('link')).toHaveText(SUPERVISOR_MENU);
  await mainMenu(staff.page).getByRole('link', { name: 'My Account' }).click();
  await expect(heading(staff.page, 'My Account Details')).toBeVisible();
  await expectNoHorizontalScroll(staff.page);
});
