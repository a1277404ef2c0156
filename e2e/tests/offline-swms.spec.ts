import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { apiLogin } from '../fixtures/auth';
import { inAppPath, waitForMailLink } from '../fixtures/mailbox';
import { expectAllSent } from '../fixtures/outbox';
import { reviewShot } from '../fixtures/review-shots';
import { heading } from '../fixtures/shell';
import { drawSignature, issuedSwms } from '../fixtures/swms';
import { expect, test } from '../fixtures/test';

/*
 * Signing a SWMS from the mailed link with no signal: the page opened once opens again offline
 * (the service worker's app, the phone's copy of the SWMS), the signature is saved on the phone,
 * survives a reload, and arrives once when the signal returns, even when the first answer is lost
 * on the way back (the server applied it; the phone sends it again and gets the same answer).
 */

test.use({ serviceWorkers: 'allow' });

type TSignatures = { signatures: { signerName: string; version: number }[] };

async function signersOf(request: APIRequestContext, token: string, swmsId: string): Promise<string[]> {
  const response = await request.get(`/api/v3/swms/${swmsId}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as TSignatures).signatures.map((signature) => signature.signerName);
}

/** The page's copy for reading offline (link-pages/kept-copy.ts): written once its data arrives. */
async function expectKeptOnPhone(page: Page): Promise<void> {
  const kept = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('hivis-link-page:/api/v3/swms/request/')).length);
  await expect.poll(kept, { message: 'the signing page was not kept on the phone' }).toBeGreaterThan(0);
}

test('@phone a worker signs a SWMS from the mailed link with no signal, and it arrives once', async ({ browser, request }) => {
  // Two reloads offline, a sign-on and a dropped answer sent again: a long journey.
  test.slow();
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const swms = await issuedSwms(request, owner.token);
  const email = `offline-signer-${Date.now()}@example.test`;
  const sent = await request.post('/api/v3/swms/send', { headers: { authorization: `Bearer ${owner.token}` }, data: { swmsId: swms.id, emails: [email] } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { url } = await waitForMailLink(request, { to: email, pathPrefix: '/swms/sign/' });

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(inAppPath(url));
  await expect(heading(page, 'Read and sign the SWMS')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expectKeptOnPhone(page);
  // The service worker has taken the page and kept its PDF.
  await expect.poll(() => page.evaluate(async () => (await caches.open('hivis-documents')).keys().then((keys) => keys.length))).toBe(1);

  // The signal goes; the page still reloads, from the phone.
  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, 'Read and sign the SWMS')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: swms.title })).toBeVisible();
  await expect(page.getByTestId('shown-as-of')).toContainText('Shown as of');
  // The PDF to read is on the phone too (VIEW).
  const viewHref = await page.getByRole('link', { name: 'VIEW', exact: true }).getAttribute('href');
  const pdf = await page.evaluate(async (href) => {
    const response = await fetch(href ?? '');
    return { ok: response.ok, type: response.headers.get('content-type') };
  }, viewHref);
  expect(pdf).toEqual({ ok: true, type: 'application/pdf' });

  await page.getByRole('button', { name: 'SIGN', exact: true }).click();
  const checklist = page.getByRole('dialog', { name: 'Sign SWMS', exact: true });
  await checklist.getByLabel('Your full name').fill('Olive Offline');
  await expect(checklist.getByRole('checkbox')).toHaveCount(6);
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await checklist.getByRole('radio', { name: 'I was present at, or was briefed on, the Pre-Start Talk.' }).check();
  await checklist.getByRole('button', { name: 'Continue' }).click();
  const padDialog = page.getByRole('dialog', { name: 'Sign SWMS: signature' });
  await drawSignature(page, padDialog.getByTestId('signature-canvas'));
  await padDialog.getByRole('button', { name: 'Sign', exact: true }).click();

  const pending = page.getByTestId('signature-pending');
  await expect(pending).toContainText('Your signature is saved on this phone. It is sent by itself when you have signal.');
  await expect(page.getByTestId('outbox-status')).toContainText('1 waiting to send');
  await expect(page.getByRole('button', { name: 'SIGN', exact: true })).toBeDisabled();
  await reviewShot(page, 'swms-link-signed-offline-360', { fullPage: true });

  // Reloaded while still offline: the signature is on the phone, not in the page.
  await page.reload();
  await expect(pending).toBeVisible();
  expect(await signersOf(request, owner.token, swms.id)).not.toContain('Olive Offline');

  // The signal returns, but the first answer is lost on the way back after the server applied it.
  let dropped = 0;
  await page.route('**/api/v3/swms/sign/request', async (route) => {
    if (dropped > 0) return route.continue();
    dropped += 1;
    await route.fetch();
    await route.abort('connectionreset');
  });
  await context.setOffline(false);
  await expect(page.getByText('Signed. Thank you.')).toBeVisible({ timeout: 30_000 });
  expect(dropped).toBe(1);
  await expectAllSent(page);
  await expect(pending).toBeHidden();
  // Once: one signature by this person, though it reached the server twice.
  expect((await signersOf(request, owner.token, swms.id)).filter((name) => name === 'Olive Offline')).toHaveLength(1);
  await reviewShot(page, 'swms-link-signed-360', { fullPage: true });
  await context.close();
});
