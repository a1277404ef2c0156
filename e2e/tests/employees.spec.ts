import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { waitForMailLink } from '../fixtures/mailbox';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Employees (/staff/employee): the demo owner invites people, the invitation mail reaches the SMTP
 * receiver, the new person records an emergency contact on a phone, and the owner records licences
 * whose expiry shows in the list. The run shares one database, so every person here is unique to it.
 */

const owner = ACCOUNTS.owner;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const NEW_PASSWORD = 'Crew-Passw0rd!e2e';

/** A day counted from today as the date input takes it (YYYY-MM-DD). */
function daysFromNow(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}
const asDisplayed = (iso: string) => iso.split('-').reverse().join('/');

async function addLicence(page: Page, licence: { kind: string; name: string; number: string; expiresOn?: string }) {
  await page.getByRole('button', { name: 'Add licence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add licence' });
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: licence.kind });
  await dialog.getByRole('textbox', { name: 'Licence name' }).fill(licence.name);
  await dialog.getByRole('textbox', { name: 'Licence number' }).fill(licence.number);
  await dialog.getByLabel('Issued on').fill('2022-01-10');
  if (licence.expiresOn) await dialog.getByLabel(/^Expires on/).fill(licence.expiresOn);
  await dialog.getByRole('button', { name: 'Save licence' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem').filter({ hasText: licence.name })).toBeVisible();
}

test.describe('employees', () => {
  test('the owner invites a supervisor, adds licences and sees the expiry warning in the list', async ({ asUser, request }) => {
    // Seven screens with an axe check each: longer than the default minute on a busy machine.
    test.slow();
    const email = `crew-${runId}@example.test`;
    const { page } = await asUser(owner.email);

    await page.goto('/staff/employee');
    await expectTitle(page, 'Employees');
    await expect(heading(page, 'Employees')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sam Supervisor' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'employee list');
    await reviewShot(page, 'employees/list-1280', { fullPage: true });

    await page.getByRole('link', { name: 'Invite employee' }).click();
    await expect(page).toHaveURL('/staff/employee/add');
    await expect(heading(page, 'Invite employee')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Seats on your plan' })).toBeVisible();
    // Sent empty: the contract's messages on the fields.
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('Email address is required.')).toBeVisible();
    await expect(page.getByText('Please choose a role: Supervisor, Leading hand or Worker.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'invite form with errors');

    await page.getByRole('textbox', { name: 'Email address' }).fill(email);
    await page.getByRole('textbox', { name: 'First name' }).fill('Casey');
    await page.getByRole('textbox', { name: 'Last name' }).fill(`Crew ${runId}`);
    await page.getByRole('textbox', { name: 'Mobile phone' }).fill('0412 555 111');
    await page.getByRole('textbox', { name: 'Position' }).fill('Site supervisor');
    await page.getByRole('radio', { name: /^Supervisor/ }).check();
    await reviewShot(page, 'employees/invite-1280', { fullPage: true });
    await page.getByRole('button', { name: 'Send invitation' }).click();

    // One confirmation: the screen's toast, not the fetch client's as well (counted while it shows).
    const confirmation = page.locator('.mantine-Notification-root').filter({ hasText: `Casey Crew ${runId} has been invited` });
    await expect(confirmation.first()).toBeVisible();
    await expect(confirmation).toHaveCount(1);
    await expect(heading(page, `Casey Crew ${runId}`)).toBeVisible();
    await expect(page.getByText('Invitation pending').first()).toBeVisible();
    await expect(page.getByRole('link', { name: '0412 555 111' })).toHaveAttribute('href', 'tel:0412555111');
    const { mail } = await waitForMailLink(request, { to: email, pathPrefix: '/signup/setup/' });
    expect(mail.subject).toBe('Set up your HiVis account');
    expect(mail.text).toContain('Olivia Owner of');

    // Inviting the same address again is refused on the field.
    await page.goto('/staff/employee/add');
    await page.getByRole('textbox', { name: 'Email address' }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'First name' }).fill('Casey');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Again');
    await page.getByRole('radio', { name: /^Worker/ }).check();
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByText('This email address is already registered.')).toBeVisible();
    await page.goBack();

    await expect(heading(page, `Casey Crew ${runId}`)).toBeVisible();
    const soon = daysFromNow(12);
    await addLicence(page, { kind: 'White card (general construction induction)', name: 'General construction induction', number: 'WC-778' });
    await addLicence(page, { kind: 'High risk work licence', name: 'Forklift (LF)', number: 'HRW-1234', expiresOn: soon });
    await expect(page.getByText(`Expires ${asDisplayed(soon)}`)).toBeVisible();
    await expect(page.getByText('No expiry')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'employee details');
    await reviewShot(page, 'employees/details-1280', { fullPage: true });

    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(heading(page, 'Notification settings')).toBeVisible();
    const assigned = page.getByRole('group', { name: 'A job is given to them' });
    await assigned.getByRole('switch', { name: 'Email' }).uncheck({ force: true });
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText(/Notification settings for Casey Crew .* saved\./)).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'notification settings');
    await page.reload();
    await expect(page.getByRole('group', { name: 'A job is given to them' }).getByRole('switch', { name: 'Email' })).not.toBeChecked();

    await page.goto('/staff/employee');
    await page.getByRole('searchbox', { name: 'Search' }).fill(`Crew ${runId}`);
    const row = page.getByRole('row').filter({ hasText: `Casey Crew ${runId}` });
    await expect(row.getByText(`Licence expires ${asDisplayed(soon)}`)).toBeVisible();
    await expect(row.getByText('Invitation pending')).toBeVisible();
    await expect(page.getByRole('row')).toHaveCount(2);
    await reviewShot(page, 'employees/list-warning-1280', { fullPage: true });

    await page.goto('/home/employee/setup');
    await expect(heading(page, 'Set up your team')).toBeVisible();
    const first = page.getByRole('group', { name: 'Person 1' });
    await first.getByRole('textbox', { name: 'Email address' }).fill(`team-${runId}@example.test`);
    await first.getByRole('textbox', { name: 'First name' }).fill('Terry');
    await first.getByRole('textbox', { name: 'Last name' }).fill(`Team ${runId}`);
    // The second row repeats an address already registered: only that row fails.
    const second = page.getByRole('group', { name: 'Person 2' });
    await second.getByRole('textbox', { name: 'Email address' }).fill(email);
    await second.getByRole('textbox', { name: 'First name' }).fill('Casey');
    await second.getByRole('textbox', { name: 'Last name' }).fill('Twice');
    await page.getByRole('button', { name: 'Send invitations' }).click();
    await expect(first.getByText('Invitation sent')).toBeVisible();
    await expect(second.getByText('This email address is already registered.').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'team set-up');
    await reviewShot(page, 'employees/setup-1280', { fullPage: true });

    await page.goto('/home/notification-employee/add');
    await expect(heading(page, 'Employee notifications')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'choose a person for notifications');
  });
});

/** The owner invites by the API (the screen is covered above); answers the new person's email. */
async function inviteByApi(request: APIRequestContext, firstName: string): Promise<string> {
  const auth = await apiLogin(request, owner.email);
  const email = `phone-${runId}@example.test`;
  const response = await request.post('/api/v3/employee/invite', {
    headers: { authorization: `Bearer ${auth.token}` },
    data: { email, firstName, lastName: `Phone ${runId}`, role: 'SAH' },
  });
  expect(response.status(), await response.text()).toBe(201);
  return email;
}

/** The invited person sets up the account from the mailed link's key, as the set-up screen sends it. */
async function setUpByApi(request: APIRequestContext, setupKey: string, password: string): Promise<void> {
  const info = await request.get(`/api/v3/auth/setup/${encodeURIComponent(setupKey)}`);
  expect(info.status(), await info.text()).toBe(200);
  const { firstName, lastName, accountSetupToken } = (await info.json()) as { firstName: string; lastName: string; accountSetupToken: string };
  const done = await request.post('/api/v3/auth/setup/', {
    data: { firstName, lastName, accountSetupToken, password, confirmPassword: password, ppAccepted: true, tcAccepted: true },
  });
  expect(done.status(), await done.text()).toBe(200);
}

// The set-up screen at 360 px, from the mail, is the main journey's (work-journey.spec.ts); on
// a desk it is account-setup.spec.ts. Here the new person starts set up and signed in.
test('@phone the new supervisor records their emergency contact on a phone; the owner sees it at 360 px', async ({ request, asUser }) => {
  test.slow();
  const email = await inviteByApi(request, 'Pat');
  const { url } = await waitForMailLink(request, { to: email, pathPrefix: '/signup/setup/' });
  await setUpByApi(request, url.pathname.replace('/signup/setup/', ''), NEW_PASSWORD);
  const { page } = await asUser(email, NEW_PASSWORD);

  // Their own licences and emergency contact.
  await page.goto('/user/licences');
  await expect(heading(page, 'Licences and emergency contact')).toBeVisible();
  await expect(page.getByText('No licences recorded.', { exact: false })).toBeVisible();
  await page.getByRole('textbox', { name: 'Name' }).fill('Jo Phone');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0400 222 333');
  await page.getByRole('textbox', { name: 'Relationship' }).fill('Partner');
  await page.getByRole('button', { name: 'Save emergency contact' }).click();
  await expect(page.getByText('Emergency contact saved.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'my licences on a phone');
  await reviewShot(page, 'employees/my-licences-360', { fullPage: true });

  // The owner's screens at 360 px.
  const { page: ownerPage } = await asUser(owner.email);
  await ownerPage.goto('/staff/employee');
  await ownerPage.getByRole('searchbox', { name: 'Search' }).fill(`Phone ${runId}`);
  await expect(ownerPage.getByRole('link', { name: `Pat Phone ${runId}` })).toBeVisible();
  // Set up now: no longer pending.
  await expect(
    ownerPage
      .getByRole('row')
      .filter({ hasText: `Pat Phone ${runId}` })
      .getByText('Invitation pending'),
  ).toHaveCount(0);
  await expectNoHorizontalScroll(ownerPage);
  await expectNoSeriousA11yViolations(ownerPage, 'employee list on a phone');
  await reviewShot(ownerPage, 'employees/list-360', { fullPage: true });

  await ownerPage.getByRole('link', { name: `Pat Phone ${runId}` }).click();
  await expect(heading(ownerPage, `Pat Phone ${runId}`)).toBeVisible();
  await expect(ownerPage.getByText('Jo Phone (Partner)')).toBeVisible();
  await expect(ownerPage.getByRole('link', { name: '0400 222 333' })).toHaveAttribute('href', 'tel:0400222333');
  await expectNoHorizontalScroll(ownerPage);
  await reviewShot(ownerPage, 'employees/details-360', { fullPage: true });

  await ownerPage.goto('/staff/employee/add');
  await expect(heading(ownerPage, 'Invite employee')).toBeVisible();
  await expectNoHorizontalScroll(ownerPage);
  await expectNoSeriousA11yViolations(ownerPage, 'invite form on a phone');
  await reviewShot(ownerPage, 'employees/invite-360', { fullPage: true });

  await ownerPage.goto('/staff/employee/setup');
  await expect(heading(ownerPage, 'Set up your team')).toBeVisible();
  await expectNoHorizontalScroll(ownerPage);
  await reviewShot(ownerPage, 'employees/setup-360', { fullPage: true });
});
