import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { mailTo } from '../fixtures/mailbox';
import { expectMenuLinks, expectNoHorizontalScroll, expectTitle, heading, mainMenu, OWNER_MENU } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import type { Page } from '@playwright/test';

/* Spec 2.5 "Contact Us" and spec 5 "Contact form": open to visitors and every role. */

const SUPPORT_EMAIL = 'support@hivis.test';

const contactForm = (page: Page) => {
  const main = page.getByRole('main');
  return {
    fullName: main.getByRole('textbox', { name: 'Full name' }),
    contactNumber: main.getByRole('textbox', { name: 'Contact number' }),
    email: main.getByRole('textbox', { name: 'Email address' }),
    message: main.getByRole('textbox', { name: 'Message (optional)' }),
    send: main.getByRole('button', { name: 'Send message' }),
  };
};

test('a visitor sees the support details, the field messages, and sends a message that reaches the mailbox', async ({ page, request }) => {
  await page.goto('/contact');
  await expect(heading(page, 'Contact Us')).toBeVisible();
  await expectTitle(page, 'Contact Us');
  const details = page.getByRole('region', { name: 'Other ways to reach us' });
  await expect(details.getByRole('link', { name: '1300 448 447' })).toHaveAttribute('href', 'tel:1300448447');
  await expect(details.getByRole('link', { name: SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${SUPPORT_EMAIL}`);
  await expect(details.getByText('PO Box 123, Alderley QLD 4051')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'contact');

  const form = contactForm(page);
  await form.send.click();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await expect(page.getByText('Contact number is required.')).toBeVisible();
  await expect(page.getByText('Email address is required.')).toBeVisible();
  await expect(form.fullName).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, 'contact with field errors');

  await form.fullName.fill('Casey Carpenter');
  await form.contactNumber.fill('0400 123');
  await form.email.fill('casey@');
  await form.send.click();
  await expect(page.getByText('Contact number must have at least 8 digits.')).toBeVisible();
  await expect(page.getByText('Please enter valid Email address.')).toBeVisible();
  await expect(page.getByText('Full name is required.')).toBeHidden();

  const sender = `casey-${Date.now()}@e2e.hivis.test`;
  await form.contactNumber.fill('0400 123 456');
  await form.email.fill(sender);
  await form.message.fill('We have 12 staff and want to try SWMS sign-on. Please call after 3 pm.');
  await form.send.click();
  const sent = page.getByRole('status').filter({ hasText: 'Message sent' });
  await expect(sent).toContainText(`We will reply to ${sender}.`);
  await expectNoSeriousA11yViolations(page, 'contact sent');

  await expect
    .poll(async () => (await mailTo(request, SUPPORT_EMAIL)).find((mail) => mail.text.includes(sender))?.subject ?? null, {
      message: 'the message in the support mailbox',
    })
    .toBe('Contact us: message from Casey Carpenter');
  const [toSupport] = (await mailTo(request, SUPPORT_EMAIL)).filter((mail) => mail.text.includes(sender));
  expect(toSupport?.text).toContain('Contact number: 0400 123 456');
  expect(toSupport?.text).toContain('Please call after 3 pm.');
  const acknowledgement = await mailTo(request, sender);
  expect(acknowledgement.map((mail) => mail.subject)).toEqual(['We have your message']);

  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(contactForm(page).fullName).toHaveValue('');
});

test('shows the server’s field errors on the fields', async ({ page }) => {
  // The form checks the same rules first; a server answer with field errors must still land on its field.
  await page.route('**/api/v3/mail/contact-us', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'VALIDATION', message: 'Please enter valid Email address.', errors: { emailAddress: 'Please enter valid Email address.' } }),
    }),
  );
  await page.goto('/contact');
  const form = contactForm(page);
  await form.fullName.fill('Casey Carpenter');
  await form.contactNumber.fill('0400 123 456');
  await form.email.fill('casey@example.com');
  await form.send.click();
  await expect(form.email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please enter valid Email address.')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toHaveCount(0);
});

test('a signed-in owner starts with their name and email filled in, from the menu', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/');
  await expectMenuLinks(page, OWNER_MENU);
  await mainMenu(page).getByRole('link', { name: 'Contact Us' }).click();
  await expect(heading(page, 'Contact Us')).toBeVisible();
  const form = contactForm(page);
  await expect(form.fullName).toHaveValue(`${ACCOUNTS.owner.firstName} ${ACCOUNTS.owner.lastName}`);
  await expect(form.email).toHaveValue(ACCOUNTS.owner.email);
});

test('the suspended owner’s menu has Contact Us and Help, and both open', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.suspended.email);
  await page.goto('/');
  await expect(page).toHaveURL('/user/account');
  await expectMenuLinks(page, ['My Account', 'Help', 'Contact Us', 'Sign Out']);

  await mainMenu(page).getByRole('link', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL('/contact');
  await expect(heading(page, 'Contact Us')).toBeVisible();
  await expect(contactForm(page).email).toHaveValue(ACCOUNTS.suspended.email);
  await expectNoSeriousA11yViolations(page, 'contact, suspended account');

  await mainMenu(page).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL('/help');
  await expect(heading(page, 'Help')).toBeVisible();
  await page.goto('/help/user-guide#suspended-accounts');
  await expect(page.getByRole('region', { name: 'Suspended or inactive company accounts' })).toBeInViewport();
});

test('@phone contact form at 360 px: no sideways scroll, number keypad for the phone field', async ({ page }) => {
  await page.goto('/contact');
  await expect(heading(page, 'Contact Us')).toBeVisible();
  await expectNoHorizontalScroll(page);
  const form = contactForm(page);
  await expect(form.contactNumber).toHaveAttribute('type', 'tel');
  await expect(form.email).toHaveAttribute('inputmode', 'email');
  await form.send.click();
  await expect(page.getByText('Full name is required.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'contact with errors at 360 px');
});
