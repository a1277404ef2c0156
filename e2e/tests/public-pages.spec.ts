import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { expectMenuLinks, expectNoHorizontalScroll, expectTitle, heading, mainMenu, SUPERVISOR_MENU } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Spec 2.1, 2.4, 2.5: the guest home, getting started and help, open to visitors and every role. */

test.describe('guest home and getting started', () => {
  test('a visitor at / sees what HiVis does, the guest menu, and ways to log in and contact us', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(heading(page, 'Safety paperwork and job management in one place')).toBeVisible();
    await expectTitle(page, 'Home');
    await expectMenuLinks(page, ['Home', 'Getting Started', 'Pricing & Sign Up', 'Contact Us', 'Login']);
    await expect(mainMenu(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    const main = page.getByRole('main');
    for (const feature of ['SWMS', 'Audits', 'Incident and JSA reports', 'Inductions', 'Hazard responses', 'Job management']) {
      await expect(main.getByRole('heading', { level: 3, name: feature })).toBeVisible();
    }
    await expect(main.getByText('For Australian and New Zealand construction and trades')).toBeVisible();
    // Spec 2.5: signed out, the header offers 'Join' and the product's domain; the tests' server runs on an IP address, which is no domain, so the name stands in.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Join HiVis', exact: true })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('contentinfo')).toContainText('AU Pat Appln No 2021107297');
    await expectNoSeriousA11yViolations(page, 'guest home');

    await main.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL('/auth/login');
    await expect(heading(page, 'Log in')).toBeVisible();

    await page.goto('/home');
    await main.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(heading(page, 'Contact Us')).toBeVisible();
  });

  test('Getting Started from the menu: four steps and the way to contact us', async ({ page }) => {
    await page.goto('/');
    await mainMenu(page).getByRole('link', { name: 'Getting Started' }).click();
    await expect(page).toHaveURL('/getting-started');
    await expect(heading(page, 'Getting Started')).toBeVisible();
    await expectTitle(page, 'Getting Started');
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Step 1: Get an account',
      'Step 2: Add your worksites, projects and jobs',
      'Step 3: Invite your staff',
      'Step 4: Get the safety paperwork going',
    ]);
    await expectNoSeriousA11yViolations(page, 'getting started');
    await page.getByRole('main').getByRole('link', { name: 'contact us', exact: true }).click();
    await expect(page).toHaveURL('/contact');
  });

  test('signed in, / and /home stay the role’s own home, and /getting-started still opens', async ({ asUser }) => {
    const { page } = await asUser(ACCOUNTS.owner.email);
    for (const path of ['/', '/home']) {
      await page.goto(path);
      await expect(heading(page, `Welcome, ${ACCOUNTS.owner.firstName}`)).toBeVisible();
    }
    await page.goto('/getting-started');
    await expect(heading(page, 'Getting Started')).toBeVisible();
  });
});

test.describe('help', () => {
  test('the FAQs shortcut opens the accordion; a question opens and closes by keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL('/help/faqs');
    await expect(heading(page, 'Frequently asked questions')).toBeVisible();
    await expectTitle(page, 'FAQs');

    const question = page.getByRole('button', { name: 'I forgot my password.' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Choose Forgot password? on the login screen')).toBeHidden();
    await question.focus();
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: 'I forgot my password.' })).toContainText('Choose Forgot password? on the login screen');
    await expectNoSeriousA11yViolations(page, 'FAQs with one answer open');
    await page.keyboard.press('Enter');
    await expect(question).toHaveAttribute('aria-expanded', 'false');

    // A link to one question opens it.
    await page.goto('/help/faqs#suspended');
    await expect(page.getByRole('button', { name: /Why can I only open My Account/ })).toHaveAttribute('aria-expanded', 'true');
  });

  test('/help leads to each user guide topic by its anchor', async ({ page }) => {
    await page.goto('/help');
    await expect(heading(page, 'Help')).toBeVisible();
    await expectTitle(page, 'Help');
    await expectNoSeriousA11yViolations(page, 'help');

    await page.getByRole('main').getByRole('link', { name: 'Forgot your password' }).click();
    await expect(page).toHaveURL('/help/user-guide#forgot-password');
    await expect(heading(page, 'User Guide')).toBeVisible();
    await expectTitle(page, 'User Guide');
    const topic = page.getByRole('region', { name: 'Forgot your password' });
    await expect(topic).toBeInViewport();
    await expect(topic).toContainText('The link works once and expires after 1 hour.');
    await expectNoSeriousA11yViolations(page, 'user guide');

    // The contents list jumps within the page.
    await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'For HiVis administrators: acting as a user' }).click();
    await expect(page).toHaveURL('/help/user-guide#admin-impersonation');
    await expect(page.getByRole('region', { name: 'For HiVis administrators: acting as a user' })).toBeInViewport();
  });

  test('staff reach Help and Contact Us from their menu', async ({ asUser }) => {
    const { page } = await asUser(ACCOUNTS.supervisor.email);
    await page.goto('/');
    await expectMenuLinks(page, SUPERVISOR_MENU);
    await mainMenu(page).getByRole('link', { name: 'Help' }).click();
    await expect(heading(page, 'Help')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: /^FAQs/ }).click();
    await expect(page).toHaveURL('/help/faqs');
    await expect(mainMenu(page).getByRole('link', { name: 'Help' })).toHaveAttribute('aria-current', 'page');
  });
});

test('@phone guest pages fit 360 px, the menu opens from the hamburger', async ({ page }) => {
  for (const [path, title] of [
    ['/', 'Safety paperwork and job management in one place'],
    ['/getting-started', 'Getting Started'],
    ['/contact', 'Contact Us'],
    ['/help', 'Help'],
    ['/help/user-guide', 'User Guide'],
    ['/help/faqs', 'Frequently asked questions'],
  ] as const) {
    await page.goto(path);
    await expect(heading(page, title)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page, `${path} at 360 px`);
  }
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await expect(mainMenu(page).getByRole('link')).toHaveText(['Home', 'Getting Started', 'Pricing & Sign Up', 'Contact Us', 'Login']);
  await mainMenu(page).getByRole('link', { name: 'Getting Started' }).click();
  await expect(heading(page, 'Getting Started')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open main menu' })).toHaveAttribute('aria-expanded', 'false');
  // The FAQs shortcut is an icon button with a name on a phone.
  await page.getByRole('banner').getByRole('link', { name: 'FAQs' }).click();
  await expect(heading(page, 'Frequently asked questions')).toBeVisible();
});
