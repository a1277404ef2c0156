import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { loginViaUi } from '../fixtures/auth';
import { inAppPath, waitForMailLink } from '../fixtures/mailbox';
import { expectMenuLinks, expectTitle, heading, STAFF_MENU } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Spec 2.5 and 5: an invited employee (new.starter, pending set-up) sets up the account from the email. */

const invited = ACCOUNTS.invited;
const PASSWORD = 'Starter-Passw0rd!e2e';

test('an invited employee sets up the account from the invitation email and logs in', async ({ page, request }) => {
  const { mail, url } = await waitForMailLink(request, { to: invited.email, pathPrefix: '/signup/setup/' });
  expect(mail.subject).toBe('Set up your HiVis account');
  const setupPath = inAppPath(url);
  expect(setupPath).toMatch(/^\/signup\/setup\/[A-Za-z0-9_-]{20,}$/);

  await page.goto(setupPath);
  await expect(heading(page, 'Set up your account')).toBeVisible();
  await expectTitle(page, 'Set up your account');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(invited.firstName);
  await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue(invited.lastName);
  const email = page.getByRole('textbox', { name: 'Email address' });
  await expect(email).toHaveValue(invited.email);
  await expect(email).toHaveAttribute('readonly', '');
  await expectNoSeriousA11yViolations(page, 'account setup');

  const password = page.getByLabel('Password', { exact: true });
  const confirm = page.getByLabel('Confirm password', { exact: true });
  const privacy = page.getByRole('checkbox', { name: 'I accept the Privacy Policy' });
  const terms = page.getByRole('checkbox', { name: 'I accept the Terms and Conditions' });
  const next = page.getByRole('button', { name: 'Next' });

  // Next stays disabled until both boxes are ticked and the passwords are the same, and says
  // (as its description, beside it) which of those is still missing.
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('Choose a password to continue.');
  await password.fill(PASSWORD);
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('Type the password again in Confirm password to continue.');
  await confirm.fill(`${PASSWORD}x`);
  await privacy.check();
  await terms.check();
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('The two passwords are different: type the same one in both.');
  await confirm.fill(PASSWORD);
  await expect(next).toBeEnabled();
  await expect(next).toHaveAccessibleDescription('');
  await privacy.uncheck();
  await expect(next).toBeDisabled();
  await expect(next).toHaveAccessibleDescription('Tick “I accept the Privacy Policy” to continue.');
  await privacy.check();
  await terms.uncheck();
  await expect(next).toBeDisabled();
  await expect(page.getByText('Tick “I accept the Terms and Conditions” to continue.')).toBeVisible();
  await terms.check();
  await expect(next).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'account setup filled in');

  await next.click();
  await expect(page).toHaveURL('/auth/login');
  await expect(page.getByText('Your account is ready. Please sign in.')).toBeVisible();

  await loginViaUi(page, invited.email, PASSWORD, { open: false });
  await expect(page).toHaveURL('/');
  await expect(heading(page, `Welcome, ${invited.firstName}`)).toBeVisible();
  await expect(page.getByText('Account: Active')).toBeVisible();
  await expectMenuLinks(page, STAFF_MENU);
  await expectNoSeriousA11yViolations(page, 'new starter home');

  // The link works once.
  await page.goto(setupPath);
  await expect(heading(page, 'This invitation link has expired')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Next' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'account setup link used');
});
