import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { seedAuth } from '../fixtures/auth';
import type { TStoredAuth } from '../fixtures/auth';
import { inAppPath, mailTo, waitForMailLink } from '../fixtures/mailbox';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * 'Invite a friend' (spec 2.5 modal, 5), /user/share-company-details (spec 2.2) and
 * /delete-account (spec 2.1). Registration is limited per client address, so this file signs up
 * exactly two accounts: one through an invitation link, one (through the API) to close. The demo
 * company is never closed: other files use it.
 */

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.hivis.test`;
const PASSWORD = 'Closing-Passw0rd!';

/** Screenshots for a person to look at, at desktop width and at 360 px; axe at both. */
async function shoot(page: Page, name: string): Promise<void> {
  const desktop = page.viewportSize();
  await reviewShot(page, `referral-closure/${name}-desktop`, { fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, `${name} at 360 px`);
  await reviewShot(page, `referral-closure/${name}-phone`, { fullPage: true });
  if (desktop) await page.setViewportSize(desktop);
}

/** A new, paid, active company through the API (sign-up, test-mode payment, company details). */
async function activeCompany(request: APIRequestContext, companyName: string): Promise<TStoredAuth> {
  const email = unique('closing');
  const register = await request.post('/api/v3/auth/register', {
    data: {
      firstName: 'Cleo',
      lastName: 'Closer',
      email,
      companyName,
      phoneNumber: '0412 345 678',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      agreedPrivacyPolicy: true,
      agreedTermsOfService: true,
      address: null,
    },
  });
  expect(register.status(), await register.text()).toBe(200);
  const auth = (await register.json()) as TStoredAuth;
  const headers = { authorization: `Bearer ${auth.token}` };
  const checkout = await request.post('/api/v4/payments/checkout', {
    headers,
    data: {
      level: 'small',
      bundles: ['business_essentials'],
      features: [],
      pahCount: 0,
      sahCount: 0,
      nahCount: 0,
      additionalPermanentAuditLinks: 0,
      additionalTemporaryAuditLinks: 0,
      assistedSetup: false,
      onsiteTrainingHours: 0,
      couponId: '',
      country: 'AU',
    },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const sessionId = new URL(((await checkout.json()) as { url: string }).url).pathname.split('/').pop();
  expect((await request.post(`/api/v4/payments/test-checkout/${sessionId}/pay`)).status()).toBe(200);
  const details = await request.put('/api/v3/company', {
    headers,
    data: {
      companyName,
      legalName: `${companyName} Pty Ltd`,
      country: 'AU',
      abn: '51 824 753 556',
      phone: '07 3123 4567',
      address: { streetName: '1 Closing St', suburb: 'Alderley', state: 'QLD', postCode: '4051', country: 'Australia' },
      timeZone: 'Australia/Brisbane',
    },
  });
  expect(details.status(), await details.text()).toBe(200);
  // A fresh login, so the stored status is the company's new one.
  const login = await request.post('/api/v3/auth/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return (await login.json()) as TStoredAuth;
}

test.describe('Invite a friend', () => {
  test('the owner invites a business; its link carries the code to the sign-up, which is recorded', async ({ asUser, browser, request }) => {
    const { page, auth } = await asUser(ACCOUNTS.owner.email);
    await page.goto('/');
    await page.getByRole('button', { name: /Invite a friend/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a friend' });
    await expect(dialog).toBeVisible();
    const send = dialog.getByRole('button', { name: 'Send', exact: true });
    const email = dialog.getByRole('textbox', { name: 'Their email address' });
    // Spec 5: Send only for a text in an email pattern.
    await expect(send).toBeDisabled();
    await email.fill('not-an-email');
    await expect(send).toBeDisabled();
    // An address that already has an account: the field says so.
    await email.fill(ACCOUNTS.supervisor.email);
    await send.click();
    await expect(dialog.getByText('This person already has an account with us.')).toBeVisible();

    const friend = unique('friend');
    await email.fill(friend);
    await expect(send).toBeEnabled();
    await send.click();
    await expect(dialog.getByRole('status')).toHaveText(`Invitation sent to ${friend}.`);
    await expect(dialog.getByRole('listitem').filter({ hasText: friend })).toContainText('Invited');
    await expectNoSeriousA11yViolations(page, 'Invite a friend');
    await shoot(page, 'invite-modal');

    const { mail, url } = await waitForMailLink(request, { to: friend, pathPrefix: '/pricing' });
    expect(mail.subject).toBe(`${ACCOUNTS.owner.firstName} ${ACCOUNTS.owner.lastName} from Demo Constructions Pty Ltd invites you to HiVis`);
    const code = url.searchParams.get('ref');
    expect(code).toMatch(/^[A-Za-z0-9]{8}$/);

    // The friend, in a browser of their own, follows the link and signs up.
    const guest = await browser.newContext();
    const friendPage = await guest.newPage();
    await friendPage.goto(inAppPath(url));
    await expect(heading(friendPage, 'Pricing & Sign Up')).toBeVisible();
    await friendPage.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(friendPage, 'Account & Payment Information')).toBeVisible();
    await friendPage.getByRole('textbox', { name: 'First name' }).fill('Fred');
    await friendPage.getByRole('textbox', { name: 'Last name' }).fill('Friend');
    await friendPage.getByRole('textbox', { name: 'Company name' }).fill('Friendly Fencing');
    await friendPage.getByRole('textbox', { name: 'Email address' }).fill(friend);
    await friendPage.getByRole('textbox', { name: 'Phone number' }).fill('0412 345 678');
    await friendPage.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await friendPage.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
    await friendPage.getByRole('checkbox', { name: /Privacy Policy/ }).check();
    await friendPage.getByRole('checkbox', { name: /Terms/ }).check();
    const registered = friendPage.waitForRequest((each) => each.url().endsWith('/api/v3/auth/register') && each.method() === 'POST');
    await friendPage.getByRole('button', { name: 'Confirm & Pay' }).click();
    expect((await registered).postDataJSON()).toMatchObject({ email: friend, referralCode: code });
    await expect(friendPage).toHaveURL(/\/checkout\/test\//);
    await guest.close();

    // The owner's list shows the sign-up.
    const list = await request.get('/api/v3/referrals', { headers: { authorization: `Bearer ${auth.token}` } });
    const items = ((await list.json()) as { items: { email: string; status: string }[] }).items;
    expect(items.find((item) => item.email === friend)?.status).toBe('signed_up');
  });
});

test.describe('Share company details', () => {
  test('shows the card, copies the details and sends them by email', async ({ asUser, request }) => {
    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/user/share-company-details');
    await expect(heading(page, 'Share Company Details')).toBeVisible();
    await expectTitle(page, 'Share Company Details');
    await expect(page.getByRole('heading', { level: 2, name: 'Demo Constructions Pty Ltd' })).toBeVisible();

    await page.getByRole('button', { name: 'Copy details' }).click();
    await expect(page.getByText('Company details copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Company name: Demo Constructions Pty Ltd');

    const to = unique('principal');
    const address = page.getByRole('textbox', { name: 'Email address' });
    await address.fill('nope');
    await expect(page.getByRole('button', { name: 'Add email address' })).toBeDisabled();
    await address.fill(to);
    await page.getByRole('button', { name: 'Add email address' }).click();
    await expect(page.getByText(to)).toBeVisible();
    await address.fill(to);
    await address.press('Enter');
    await expect(page.getByText('Email address already exist')).toBeVisible();
    await address.fill('');
    await page.getByRole('textbox', { name: 'Message (optional)' }).fill('Details for the Alderley job.');
    await expectNoSeriousA11yViolations(page, 'share company details');
    await shoot(page, 'share');
    await page.getByRole('button', { name: 'Send details' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Company details sent to ${to}.` })).toBeVisible();
    await expect
      .poll(async () => (await mailTo(request, to)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContain('Company details: Demo Constructions Pty Ltd');
  });
});

test.describe('/delete-account', () => {
  test('a visitor is told how to ask', async ({ page }) => {
    await page.goto('/delete-account');
    await expect(heading(page, 'Close your account')).toBeVisible();
    await expectTitle(page, 'Close your account');
    await expect(page.getByRole('heading', { name: 'How to close a company’s account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in as the account holder' })).toHaveAttribute('href', '/auth/login?returnTo=%2Fdelete-account');
    await expect(page.getByRole('link', { name: 'support@hivis.test' }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete account, guest');
    await shoot(page, 'delete-guest');
  });

  test('staff are told only the account holder can close it', async ({ asUser }) => {
    const { page } = await asUser(ACCOUNTS.supervisor.email);
    await page.goto('/delete-account');
    await expect(page.getByText('You are signed in with an account that cannot close the company’s account.')).toBeVisible();
  });

  test('an owner closes a new company, is signed out with the date, then signs in and keeps it', async ({ browser, request }) => {
    const companyName = `Closing Carpentry ${Date.now()}`;
    const owner = await activeCompany(request, companyName);
    const context = await browser.newContext();
    await seedAuth(context, owner);
    const page = await context.newPage();
    await page.goto('/delete-account');
    await expect(page.getByRole('heading', { name: 'What happens when you close the account' })).toBeVisible();
    await expect(page.getByText('After 30 days')).toBeVisible();

    const name = page.getByRole('textbox', { name: 'Company name' });
    const password = page.getByLabel('Your password', { exact: true });
    await name.fill('Some Other Company');
    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Close account' }).click();
    await expect(page.getByText('Type the company name exactly as shown.')).toBeVisible();
    await name.fill(companyName);
    await password.fill('wrong-password');
    await page.getByRole('button', { name: 'Close account' }).click();
    const confirm = page.getByRole('dialog', { name: `Close the account of ${companyName}?` });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'close account confirmation');
    await confirm.getByRole('button', { name: 'Yes, close the account' }).click();
    await expect(page.getByText('Password is incorrect.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'delete account, owner');
    await shoot(page, 'delete-owner');

    await password.fill(PASSWORD);
    await page.getByRole('button', { name: 'Close account' }).click();
    await confirm.getByRole('button', { name: 'Yes, close the account' }).click();
    const closed = page.getByRole('status').filter({ hasText: 'Your account is closed' });
    await expect(closed).toContainText(/deleted for good on \d{2}\/\d{2}\/\d{4}/);
    expect(await page.evaluate(() => window.localStorage.getItem('hivis.auth'))).toBeNull();
    await shoot(page, 'delete-closed');
    await expect
      .poll(async () => (await mailTo(request, owner.email)).map((mail) => mail.subject), { timeout: 15_000 })
      .toContain(`${companyName}: your HiVis account is closed`);

    // Signing in again during the grace period: the page offers to keep the account.
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('textbox', { name: 'Email address' }).fill(owner.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/auth\/login/);
    await page.goto('/delete-account');
    const notice = page.getByRole('region', { name: 'This account is closed' });
    await expect(notice).toContainText('This account is closed');
    await expectNoSeriousA11yViolations(page, 'closure notice');
    await shoot(page, 'delete-notice');
    await notice.getByRole('button', { name: 'Keep my account' }).click();
    await expect(page.getByText('Your account is open again. Nothing will be deleted.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What happens when you close the account' })).toBeVisible();
    await context.close();
  });
});
