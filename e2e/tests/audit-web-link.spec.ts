import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, apiLoginInto } from '../fixtures/auth';
import { expectAllSent } from '../fixtures/outbox';
import { cameraPhoto } from '../fixtures/photos';
import { reviewShot } from '../fixtures/review-shots';
import { expectNoHorizontalScroll } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * An audit answered through a web link (docs/audits.md "Web links"): a delivery driver with no
 * HiVis account opens the company's link on a 360 px phone, loses the signal at the gate, answers
 * with a photo and a signature, reloads, and the audit arrives once, under the name they gave,
 * when the signal returns. The page carries the company's name and "Powered by HiVis".
 */

test.use({ serviceWorkers: 'allow' });

type TLink = { id: string; uuid: string; url: string; responses: number };

/** A template of the owner's with a photo and a signature, and a temporary link to it, made as the owner does. */
async function deliveryLink(request: APIRequestContext, token: string): Promise<{ link: TLink; name: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const name = `Delivery check ${Date.now()}`;
  const template = await request.post('/api/v3/audit', {
    headers,
    data: {
      name,
      description: 'For drivers delivering to the site.',
      sections: [
        {
          id: 'load',
          title: 'Your load',
          order: 0,
          elements: [
            { id: 'load-what', prompt: 'What are you delivering?', type: 'text', required: true },
            { id: 'load-photo', prompt: 'Photo of the load, strapped', type: 'photo', required: true, constraints: { maxFiles: 2 } },
          ],
        },
        {
          id: 'sign',
          title: 'Sign in',
          order: 1,
          elements: [{ id: 'sign-driver', prompt: 'Driver’s signature', type: 'signature', required: true }],
        },
      ],
    },
  });
  expect(template.status(), await template.text()).toBe(201);
  const templateId = ((await template.json()) as { id: string }).id;
  const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
  const link = await request.post('/api/v3/audit/link', {
    headers,
    data: { auditTemplateId: templateId, name: 'Deliveries today', kind: 'temporary', expiresAt },
  });
  expect(link.status(), await link.text()).toBe(201);
  return { link: (await link.json()) as TLink, name };
}

async function linkResponses(request: APIRequestContext, token: string, linkId: string): Promise<number> {
  const response = await request.get(`/api/v3/audit/link/${linkId}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await response.json()) as TLink).responses;
}

test('@phone a driver with no account answers by web link with no signal; it arrives once, under their name', async ({ browser, request }) => {
  test.slow();
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const { link, name } = await deliveryLink(request, owner.token);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const phone = await context.newPage();
  await phone.goto(new URL(link.url).pathname);
  await expect(phone.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(phone.getByTestId('link-page-brand')).toHaveText('Demo Constructions Pty Ltd');
  await expect(phone.getByTestId('powered-by')).toHaveText('Powered by HiVis');
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expectNoSeriousA11yViolations(phone, 'an audit web link, 360 px');
  await expectNoHorizontalScroll(phone);
  const photo = await cameraPhoto(phone);

  await context.setOffline(true);
  await phone.getByTestId('audit-question').filter({ hasText: 'What are you delivering?' }).getByRole('textbox').fill('Decking boards, 4.2 m');
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'Choose from gallery' }).click();
  await (await chooser).setFiles({ name: 'load.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(phone.getByRole('img', { name: 'load.jpg' })).toBeVisible();
  await phone.getByRole('button', { name: 'Next' }).click();
  await phone.getByRole('button', { name: 'Sign', exact: true }).click();
  await phone.getByLabel('Or type your full name to sign').fill('Dee Driver');
  await phone.getByRole('button', { name: 'Save signature' }).click();
  await expect(phone.getByRole('img', { name: 'Your signature' })).toBeVisible();

  // Still offline, a reload keeps every answer, the photo and the signature.
  await phone.reload();
  await expect(phone.getByText('Carrying on where you left off')).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Your signature' })).toBeVisible();
  await phone.getByRole('button', { name: 'Check and submit' }).click();
  await expect(phone.getByText('Everything needed is answered')).toBeVisible();
  // Who is answering: the name is asked for before it goes.
  await phone.getByRole('button', { name: 'Submit audit' }).click();
  await expect(phone.getByText('Please enter your name.')).toBeVisible();
  await expect(phone.getByLabel('Your name')).toBeFocused();
  await phone.getByLabel('Your name').fill('Dee Driver');
  await expectNoSeriousA11yViolations(phone, 'a web link audit’s last step, 360 px');
  await reviewShot(phone, 'audits/web-link-submit-360', { fullPage: true });
  await phone.getByRole('button', { name: 'Submit audit' }).click();
  await expect(phone).toHaveURL(new RegExp(`/audits/link/${link.uuid}/response-success$`));
  await expect(phone.getByTestId('link-audit-pending')).toBeVisible();
  await phone.reload();
  await expect(phone.getByTestId('link-audit-pending')).toBeVisible();
  expect(await linkResponses(request, owner.token, link.id)).toBe(0);

  await context.setOffline(false);
  await expect(phone.getByRole('heading', { level: 1, name: 'Submission Successful' })).toBeVisible({ timeout: 20_000 });
  await expect(phone.getByTestId('link-audit-sent')).toContainText('You can close this page now.');
  await expectAllSent(phone);
  await reviewShot(phone, 'audits/web-link-success-360', { fullPage: true });
  // Sent once: nothing more arrives.
  await phone.waitForTimeout(2_000);
  expect(await linkResponses(request, owner.token, link.id)).toBe(1);
  const listed = await request.get('/api/v3/audit/response', { headers: { authorization: `Bearer ${owner.token}` }, params: { all: 'true', name, take: 5 } });
  const [audit] = ((await listed.json()) as { items: { id: string; submittedBy: unknown; respondent: { name: string; linkName: string } }[] }).items;
  expect(audit).toMatchObject({ submittedBy: null, respondent: { name: 'Dee Driver', linkName: 'Deliveries today' } });
  const details = await request.get(`/api/v3/audit/response/id/${audit?.id ?? ''}`, { headers: { authorization: `Bearer ${owner.token}` } });
  const files = ((await details.json()) as { files: { fileType: string }[] }).files.map((file) => file.fileType).sort();
  expect(files).toEqual(['audit_photo', 'audit_signature_photo']);
  await context.close();
});

test('a link switched off says so, in plain words', async ({ page, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const { link } = await deliveryLink(request, owner.token);
  const off = await request.put('/api/v3/audit/link', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { id: link.id, name: 'Deliveries today', kind: 'permanent', expiresAt: null, enabled: false, brandingVisible: true },
  });
  expect(off.status(), await off.text()).toBe(200);
  await page.goto(new URL(link.url).pathname);
  await expect(page.getByText('This audit is not taking answers')).toBeVisible();
  await expect(page.getByText('This audit link has been switched off.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a switched-off audit link, desktop');
});

test('an account holder makes a temporary link on the web links screen, copies it and switches it off', async ({ page, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const { name } = await deliveryLink(request, owner.token);
  await apiLoginInto(page, ACCOUNTS.owner.email);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/audits');
  await page.getByRole('link', { name: 'Web links' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit web links' })).toBeVisible();
  await expect(page.getByText(/Temporary links: \d+ of 10 in use/)).toBeVisible();
  await page.getByRole('button', { name: 'New link' }).click();
  await page.getByLabel('Audit template').selectOption({ label: name });
  await page.getByLabel('Link name').fill('Open day visitors');
  await page
    .locator('label')
    .filter({ hasText: /^Temporary$/ })
    .click();
  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await page.getByLabel('Expiry date').fill(tomorrow);
  await page.getByLabel('Expiry time').fill('17:00');
  await expectNoSeriousA11yViolations(page, 'making an audit web link, desktop');
  await reviewShot(page, 'audits/web-links-new-1280', { fullPage: true });
  await page.getByRole('button', { name: 'Make the link' }).click();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Open day visitors' }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /Copy link/ }).click();
  await expect(card.getByRole('button', { name: /Copied/ })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/\/audits\/link\/[0-9a-f-]{36}$/);
  await card.getByRole('switch', { name: /Taking answers/ }).click({ force: true });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  const gone = await request.get(`/api/v3/audit/link/public/${copied.split('/').pop() ?? ''}`);
  expect(gone.status()).toBe(410);
});
