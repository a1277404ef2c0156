import { ACCOUNTS } from '../fixtures/accounts';
import { heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Installable, and opens with no signal: the web app manifest and the service worker's copy of the app. */

test.use({ serviceWorkers: 'allow' });

test('@phone a phone that opened HiVis once opens it again with no signal', async ({ page, context }) => {
  await page.goto('/auth/login');
  await expect(heading(page, 'Log in')).toBeVisible();

  // Installable: the page names the manifest, which names the product and its icons.
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await (await page.request.get(manifestUrl ?? '')).json();
  expect(manifest).toMatchObject({ name: 'HiVis', display: 'standalone', start_url: '/' });
  for (const icon of manifest.icons as { src: string }[]) expect((await page.request.get(icon.src)).status(), icon.src).toBe(200);

  // The service worker is active once it holds the app shell and every script chunk.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await page.reload();
  await expect(heading(page, 'Log in')).toBeVisible();
  // Another screen, never opened before, opens too: its code was kept with the rest.
  await page.goto('/auth/forgot-password');
  await expect(heading(page, 'Forgot password')).toBeVisible();
  await context.setOffline(false);
});

test('@phone a screen opened before shows what the phone kept; one never opened says it needs a connection', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  const context = page.context();
  await page.goto('/user/details');
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(ACCOUNTS.owner.email);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The phone's copy is written a moment after the answers arrive.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const open = indexedDB.open('hivis-device-cache');
            open.onupgradeneeded = () => open.transaction?.abort();
            open.onerror = () => resolve(false);
            open.onsuccess = () => {
              const count = open.result.transaction('snapshots').objectStore('snapshots').count();
              count.onsuccess = () => resolve(count.result > 0);
              count.onerror = () => resolve(false);
            };
          }),
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email address' })).toHaveValue(ACCOUNTS.owner.email);
  await expect(page.getByTestId('shown-as-of')).toContainText(/Shown as of \d\d:\d\d\./);

  await page.goto('/staff/contacts');
  await expect(page.getByRole('status').filter({ hasText: "You're offline. This needs a connection." })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeHidden();
  await expect(heading(page, 'Clients & Contacts')).toBeVisible();
});
