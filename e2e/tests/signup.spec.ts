import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { ACCOUNTS } from '../fixtures/accounts';
import { AUTH_STORAGE_KEY, loginViaUi } from '../fixtures/auth';
import type { TStoredAuth } from '../fixtures/auth';
import { inAppPath, waitForMailLink } from '../fixtures/mailbox';
import { expectNoHorizontalScroll, expectTitle, heading, mainMenu } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * The web sign-up journey (spec 2.5, 4 "Sign-up journey"): pricing, cart, Account & Payment
 * Information, the built-in test-mode checkout, purchase complete or cancelled, email confirmation.
 * Registration is limited to 10 per hour per client address and every test shares 127.0.0.1, so
 * this file signs up exactly two accounts; the other tests stop before the register call succeeds.
 */

const uniqueEmail = (label: string) => `signup-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.hivis.test`;
const NEW_PASSWORD = 'Signup-Passw0rd!';

function signupForm(page: Page) {
  return {
    firstName: page.getByRole('textbox', { name: 'First name' }),
    lastName: page.getByRole('textbox', { name: 'Last name' }),
    companyName: page.getByRole('textbox', { name: 'Company name' }),
    email: page.getByRole('textbox', { name: 'Email address' }),
    phone: page.getByRole('textbox', { name: 'Phone number' }),
    password: page.getByLabel('Password', { exact: true }),
    confirmPassword: page.getByLabel('Confirm password', { exact: true }),
    privacy: page.getByRole('checkbox', { name: /Privacy Policy/ }),
    terms: page.getByRole('checkbox', { name: /Terms/ }),
    submit: page.getByRole('button', { name: 'Confirm & Pay' }),
  };
}

async function fillSignup(page: Page, email: string, company = 'E2E Signup Pty Ltd') {
  const form = signupForm(page);
  await form.firstName.fill('Sigrid');
  await form.lastName.fill('Signup');
  await form.companyName.fill(company);
  await form.email.fill(email);
  await form.phone.fill('0412 345 678');
  await form.password.fill(NEW_PASSWORD);
  await form.confirmPassword.fill(NEW_PASSWORD);
  await form.privacy.check();
  await form.terms.check();
}

/** /pricing: Medium plan plus the Audit Sharing add-on, then Continue to the sign-up form. */
async function choosePlanAndContinue(page: Page) {
  await page.goto('/pricing');
  await expect(heading(page, 'Pricing & Sign Up')).toBeVisible();
  await page.getByRole('radio', { name: /^Medium/ }).click();
  await page.getByRole('checkbox', { name: /^Audit Sharing/ }).click();
  await expect(page.getByTestId('monthly-total')).toContainText('$114.00');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page).toHaveURL('/auth/signup');
  await expect(heading(page, 'Account & Payment Information')).toBeVisible();
}

async function storedAuth(page: Page): Promise<TStoredAuth | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as TStoredAuth) : null;
}

/** The 'Company Details' form on /user/details, for an Australian company in Bondi. */
async function fillCompanyDetails(page: Page) {
  const section = page.getByRole('region', { name: 'Company details' });
  await expect(section.getByRole('textbox', { name: 'Company name' })).toHaveValue('E2E Signup Pty Ltd');
  await section.getByRole('textbox', { name: 'Legal name' }).fill('E2E Signup Pty Ltd');
  await section.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 55');
  await section.getByRole('button', { name: 'Save company details' }).click();
  // A wrong ABN is refused on its field before anything is sent.
  await expect(section.getByText('Please enter a valid 11-digit ABN.')).toBeVisible();
  await section.getByRole('textbox', { name: 'ABN' }).fill('51 824 753 556');
  await section.getByRole('textbox', { name: 'Company phone' }).fill('02 9000 1234');
  await section.getByRole('textbox', { name: 'Street address' }).fill('1 Campbell Parade');
  // The place look-up fills suburb, state and postcode, and the state suggests the time zone.
  await section.getByRole('combobox', { name: 'Find suburb or postcode' }).fill('2026');
  await page.getByRole('option', { name: /Bondi/ }).first().click();
  await expect(section.getByRole('textbox', { name: 'Suburb' })).toHaveValue(/Bondi/);
  await expect(section.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2026');
  await expect(section.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Sydney – NSW and ACT');
  await expectNoSeriousA11yViolations(page, 'company details form');
  await section.getByRole('button', { name: 'Save company details' }).click();
}

test.describe('pricing and cart', () => {
  test('guest menu and header Join link lead to pricing; the estimate is live, in AUD with GST', async ({ page }) => {
    await page.goto('/');
    const join = page.getByRole('link', { name: 'Join HiVis', exact: true });
    await expect(join).toBeVisible();
    await expect(join).toHaveAttribute('href', '/pricing');
    await mainMenu(page).getByRole('link', { name: 'Pricing & Sign Up' }).click();
    await expect(page).toHaveURL('/pricing');
    await expectTitle(page, 'Pricing & Sign Up');

    // Tier cards are radios, packs checkboxes; flat and hourly prices (spec 9).
    await expect(page.getByRole('radio')).toHaveCount(5);
    await expect(page.getByText('$165.00 per hour')).toBeVisible();
    await expect(page.getByText('$499.00, one-off', { exact: false })).toBeVisible();
    await expect(page.getByTestId('monthly-total')).toContainText('$49.00');

    await page.getByRole('radio', { name: /^Business Essentials/ }).click();
    // Quantities take what is typed, key by key: an emptied field stays empty, so 2 typed next is 2, not 20.
    const workers = page.getByLabel('Extra worker accounts');
    await workers.fill('3');
    await workers.press('Control+a');
    await workers.press('Backspace');
    await expect(workers).toHaveValue('');
    await workers.pressSequentially('2');
    await expect(workers).toHaveValue('2');
    // A part of an hour is kept as typed (2.5 is not 25) and refused in the checkout's words, with no price meanwhile.
    const hours = page.getByLabel('Onsite training hours');
    await hours.press('Control+a');
    await hours.pressSequentially('2.5');
    await expect(hours).toHaveValue('2.5');
    await expect(page.getByText('Onsite training hours must be a whole number.')).toBeVisible();
    await expect(page.getByText('Correct the quantities marked in red to see the price.')).toBeVisible();
    await expect(page.getByTestId('due-today')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeDisabled();
    await hours.press('Control+a');
    await hours.pressSequentially('2');
    await expect(hours).toHaveValue('2');
    await page.getByRole('checkbox', { name: /^Assisted setup/ }).check();
    // $149 + 2 × $5 monthly; 2 × $165 + $499 one-off.
    await expect(page.getByTestId('monthly-total')).toContainText('$159.00');
    await expect(page.getByTestId('one-off-total')).toContainText('$829.00');
    await expect(page.getByTestId('due-today')).toContainText('$988.00');
    await expect(page.getByText(/Includes GST of \$14\.45/)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'pricing');

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(page).toHaveURL('/auth/signup');
    const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('hivis.cart') ?? 'null') as Record<string, unknown>);
    expect(cart).toMatchObject({ selectedPlan: 'business_essentials', nahCount: 2, additionalHrs: 2, assistantCount: 1, selectedCoupon: '' });

    // The cart shows the stored choice; /pricing-old/cart is the same screen.
    for (const path of ['/cart', '/pricing-old/cart']) {
      await page.goto(path);
      await expect(heading(page, 'Your cart')).toBeVisible();
      await expect(page.getByRole('radio', { name: /^Business Essentials/ })).toBeChecked();
      await expect(page.getByTestId('due-today')).toContainText('$988.00');
    }
    await expectNoSeriousA11yViolations(page, 'cart');
    await page.goto('/pricing-old');
    await expect(heading(page, 'Pricing & Sign Up')).toBeVisible();
  });

  test('sign-up without a chosen plan goes to pricing; an empty cart says so', async ({ page }) => {
    await page.goto('/auth/signup');
    await expect(page).toHaveURL('/pricing');
    await page.goto('/cart');
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });
});

test.describe('Account & Payment Information', () => {
  test('steps, fields, policy links and every validation message', async ({ page }) => {
    await choosePlanAndContinue(page);
    await expectTitle(page, 'Account & Payment Information');
    const steps = page.getByRole('navigation', { name: 'Sign-up steps' }).getByRole('listitem');
    await expect(steps).toHaveText([/PURCHASE/, /CREATE ACCOUNT/, /COMPANY/]);
    await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('Australia');
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Terms', '/terms'],
    ] as const) {
      const link = page.getByRole('main').getByRole('link', { name: new RegExp(`^${name}`) });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expectNoSeriousA11yViolations(page, 'sign-up form');

    const form = signupForm(page);
    await form.submit.click();
    for (const message of [
      'First name is required.',
      'Last name is required.',
      'Company name is required.',
      'Email address is required.',
      'Phone number is required.',
      'Password is required.',
      'Confirm password is required.',
      'Please accept the Privacy Policy.',
      'Please accept the Terms of Service.',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page, 'sign-up form with errors');

    // Editing a field clears its error.
    await form.firstName.fill('S');
    await expect(page.getByText('First name is required.')).toHaveCount(0);

    await form.email.fill('not-an-email');
    await form.phone.fill('1234');
    await form.password.fill(NEW_PASSWORD);
    await form.confirmPassword.fill('Something-else1!');
    await form.submit.click();
    await expect(page.getByText('Please enter valid Email address.', { exact: true })).toBeVisible();
    await expect(page.getByText('Phone number must have at least 8 digits.', { exact: true })).toBeVisible();
    await expect(page.getByText("Password doesn't match", { exact: true })).toBeVisible();
    // The two passwords clear together.
    await form.password.fill(`${NEW_PASSWORD}x`);
    await expect(page.getByText("Password doesn't match")).toHaveCount(0);
  });

  test('an already-registered email shows the Login link on the email field', async ({ page }) => {
    await choosePlanAndContinue(page);
    await fillSignup(page, ACCOUNTS.owner.email);
    await signupForm(page).submit.click();
    const email = signupForm(page).email;
    await expect(page.getByText('It seems you already registered here, please Login')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/auth/signup');
    await page.getByRole('main').getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL('/auth/login');
  });
});

test.describe('the whole journey', () => {
  test('pricing → sign-up → test checkout Pay → purchase complete → email confirmation → login', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('paid');
    await choosePlanAndContinue(page);
    await fillSignup(page, email);
    await signupForm(page).submit.click();

    await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
    const checkoutPath = new URL(page.url()).pathname;
    await expect(page.getByText('Test mode — no money is taken')).toBeVisible();
    await expectTitle(page, 'Test checkout');
    await expect(page.getByText('E2E Signup Pty Ltd')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Monthly items' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByTestId('monthly-total')).toContainText('$114.00');
    await expect(page.getByText(/Includes GST of/).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'test checkout');
    const auth = await storedAuth(page);
    expect(auth).toMatchObject({ email, status: 'data_filled', paymentStatus: 'unpaid' });

    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page).toHaveURL('/purchase-complete');
    await expect(heading(page, 'Purchase completed')).toBeVisible();
    await expectTitle(page, 'Purchase completed');
    const steps = page.getByRole('navigation', { name: 'Sign-up steps' }).getByRole('listitem');
    await expect(steps.first()).toContainText('(done)');
    await expect(page.getByText(/confirm your email/i).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'purchase complete');

    // A paid session shows its state instead of the buttons.
    await page.goto(checkoutPath);
    await expect(page.getByText('This order has been paid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pay (test)' })).toHaveCount(0);

    // The confirmation mail sent on sign-up; its link confirms and opens /email-confirmed.
    const { url } = await waitForMailLink(request, { to: email, pathPrefix: '/api/users/activate/' });
    await page.goto(inAppPath(url));
    await expect(page).toHaveURL('/email-confirmed');
    await expect(heading(page, 'Email confirmed')).toBeVisible();
    await expectTitle(page, 'Email confirmed');
    await expect(page.getByTestId('redirect-countdown')).toContainText(/in [1-5] second/);
    await expect(page.getByRole('link', { name: 'Login now' })).toHaveAttribute('href', '/auth/login');
    await expectNoSeriousA11yViolations(page, 'email confirmed');
    await expect(page).toHaveURL('/auth/login', { timeout: 8_000 });

    await loginViaUi(page, email, NEW_PASSWORD, { open: false });
    await expect(page).toHaveURL('/');
    const signedIn = await storedAuth(page);
    expect(signedIn).toMatchObject({ email, paymentStatus: 'paid', status: 'pending_company', roles: ['PAH'] });

    // Paid, so the company details come next: every screen but the form is behind the lock modal.
    const lock = page.getByRole('dialog', { name: 'Company Details Required' });
    await expect(lock).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'company details required');
    await lock.getByRole('button', { name: 'OKAY' }).click();
    await expect(page).toHaveURL('/user/details#company-details');
    await expect(lock).toBeHidden();
    await fillCompanyDetails(page);
    await expect(page).toHaveURL('/');
    await expect(lock).toBeHidden();
    await expect(page.getByText('Company details saved.')).toBeVisible();

    // In the app with what was bought: the Medium plan with Audit Sharing, on My Account.
    await page.goto('/user/account');
    await expect(heading(page, 'My Account')).toBeVisible();
    await expect(page.getByText('Medium', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payments and plan changes' }).getByText('Paid')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'my account');

    // The link a second time: already activated.
    await page.goto(inAppPath(url));
    await expect(page).toHaveURL('/email-activation-failed?error=ALREADY_ACTIVE');
    await expect(heading(page, 'Already activated')).toBeVisible();
  });

  test('cancelled payment → purchase cancelled; paying later after login works', async ({ page, request }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail('later');
    await choosePlanAndContinue(page);
    await fillSignup(page, email, 'E2E Later Pty Ltd');
    await signupForm(page).submit.click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    const checkoutPath = new URL(page.url()).pathname;
    await page.getByRole('button', { name: 'Cancel' }).click();

    await expect(page).toHaveURL('/purchase-cancel');
    await expect(heading(page, 'Purchase cancelled')).toBeVisible();
    await expect(
      page.getByText('Purchase has been cancelled by you. Please complete purchase in case of any error faced or try again later if error still persist.'),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'purchase cancelled');
    await page.goto(checkoutPath);
    await expect(page.getByText('This order was cancelled')).toBeVisible();

    // Try again: the cart, signed in as the unpaid account holder, offers payment straight away.
    await page.goto('/purchase-cancel');
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByText('Complete your purchase')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continue to payment' })).toBeVisible();

    // Later, in a fresh session: confirm the email, log in, and be sent to payment.
    const { url } = await waitForMailLink(request, { to: email, pathPrefix: '/api/users/activate/' });
    await page.evaluate(() => window.localStorage.clear());
    await page.goto(inAppPath(url));
    await expect(heading(page, 'Email confirmed')).toBeVisible();
    await page.getByRole('link', { name: 'Login now' }).click();
    await loginViaUi(page, email, NEW_PASSWORD, { open: false });
    await expect(page).toHaveURL('/pricing');
    await expect(page.getByText('Complete your purchase')).toBeVisible();
    await page.getByRole('radio', { name: /^Small/ }).click();
    await expect(page.getByTestId('monthly-total')).toContainText('$49.00');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(/\/checkout\/test\//);
    await expect(page.getByText('E2E Later Pty Ltd')).toBeVisible();
    await page.getByRole('button', { name: 'Pay (test)' }).click();
    await expect(page).toHaveURL('/purchase-complete');
    await expect(heading(page, 'Purchase completed')).toBeVisible();

    await loginViaUi(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL('/');
    expect(await storedAuth(page)).toMatchObject({ email, paymentStatus: 'paid' });
  });
});

test('@phone pricing and sign-up at 360 px: no sideways scrolling, accessible', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(360);
  await page.goto('/pricing');
  await expect(heading(page, 'Pricing & Sign Up')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join HiVis', exact: true })).toBeVisible();
  await expect(page.getByTestId('monthly-total')).toContainText('$49.00');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'pricing at 360 px');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(heading(page, 'Account & Payment Information')).toBeVisible();
  await signupForm(page).submit.click();
  await expect(page.getByText('First name is required.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'sign-up at 360 px');
  await page.goto('/purchase-cancel');
  await expect(heading(page, 'Purchase cancelled')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page.goto('/email-activation-failed?error=ALREADY_ACTIVE');
  await expect(heading(page, 'Already activated')).toBeVisible();
  await expectNoHorizontalScroll(page);
});
