import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* /user/details for a staff member (supervisor): own phone number and password. */

const supervisor = ACCOUNTS.supervisor;

test.describe('my account details', () => {
  test('updates the phone number; a bad phone number shows a field error', async ({ asUser, request }) => {
    const { page, auth } = await asUser(supervisor.email);
    await page.goto('/user/details');
    await expect(heading(page, 'My Account Details')).toBeVisible();
    await expectTitle(page, 'My Account Details');
    await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(supervisor.email);
    await expectNoSeriousA11yViolations(page, 'account details');

    const phone = page.getByRole('textbox', { name: 'Phone number (optional)' });
    const save = page.getByRole('button', { name: 'Save details' });
    await phone.fill('12 34');
    await save.click();
    await expect(phone).toHaveAccessibleDescription(/Phone number must have at least 8 digits\./);
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page, 'account details with error');

    // A phone number unique to this run, so the check below cannot pass on an earlier value.
    const newPhone = `0412 ${String(Date.now()).slice(-3)} ${String(Date.now()).slice(-6, -3)}`;
    await phone.fill(newPhone);
    await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
    await save.click();
    await expect(page.getByText('Your details have been saved.')).toBeVisible();

    // Saved on the server, and shown again after a reload.
    const info = await request.get('/api/v3/auth/info', { headers: { Authorization: `Bearer ${auth.token}` } });
    expect(((await info.json()) as { phone: string | null }).phone).toBe(newPhone);
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Phone number (optional)' })).toHaveValue(newPhone);
  });

  test('change password with a wrong current password shows the field error', async ({ asUser, request }) => {
    const { page } = await asUser(supervisor.email);
    await page.goto('/user/details');
    await expect(page.getByRole('heading', { name: 'Change password' })).toBeVisible();

    const current = page.getByLabel('Current password', { exact: true });
    await current.fill('Not-The-Passw0rd!');
    await page.getByLabel('New password', { exact: true }).fill('Another-Passw0rd!1');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Another-Passw0rd!1');
    await page.getByRole('button', { name: 'Change password' }).click();

    await expect(page.getByText('The current password is incorrect.', { exact: true })).toBeVisible();
    await expect(current).toHaveAccessibleDescription('The current password is incorrect.');
    await expectNoSeriousA11yViolations(page, 'change password with error');
    // Nothing changed: the demo password still logs in.
    await apiLogin(request, supervisor.email);
  });
});

test('the company logo: a file too large is refused before it is sent; an upload shows its progress', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/user/details');
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v3/files') && request.method() === 'POST') uploads.push(request.url());
  });
  const chooseLogo = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /^(Upload|Change) logo$/ }).click();
    await (await chooser).setFiles(file);
  };

  // 6 MB where the limit is 5: the words the server would use, at once, and nothing sent.
  await chooseLogo({ name: 'huge-logo.png', mimeType: 'image/png', buffer: Buffer.alloc(6 * 1024 * 1024, 1) });
  await expect(page.getByRole('alert').filter({ hasText: 'The file is too large: the limit is 5 MB.' })).toBeVisible();
  expect(uploads).toEqual([]);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);

  // A real upload, held back a moment by the network: its progress shows until the answer comes.
  await page.route('**/api/v3/files', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  await chooseLogo({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  // The bar's filled part is as wide as what has gone (none yet, while the network holds it back).
  await expect(page.getByRole('progressbar', { name: 'Uploading company logo' })).toBeAttached();
  await expect(page.getByText(/^Uploading \d+%$/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Your company logo' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading company logo' })).toHaveCount(0);
  expect(uploads).toHaveLength(1);
});
