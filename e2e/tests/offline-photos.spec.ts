import { ACCOUNTS } from '../fixtures/accounts';
import { expectAllSent } from '../fixtures/outbox';
import { cameraPhoto } from '../fixtures/photos';
import { reviewShot } from '../fixtures/review-shots';
import { expect, test } from '../fixtures/test';

/*
 * A photo taken with no signal (docs/field.md): made smaller on the phone, kept there with its
 * caption while there is no signal (a reload included), and added to the site once when the signal
 * returns, with the time it was taken.
 */

test.use({ serviceWorkers: 'allow' });

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

test('@phone a site photo taken with no signal is kept on the phone and added once when the signal returns', async ({ asUser, request }) => {
  test.slow();
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  const headers = { authorization: `Bearer ${auth.token}` };
  const created = await request.post('/api/v3/worksite', {
    headers,
    data: {
      name: `E2E Photo Site ${runId}`,
      address: { streetNumber: '12', streetName: 'Bay Tce', suburb: 'Wynnum', state: 'Queensland', country: 'Australia', postCode: '4178' },
      siteContacts: [],
    },
  });
  expect(created.status()).toBe(201);
  const site = (await created.json()) as { id: string; name: string };

  await page.goto(`/worksite/${site.id}/edit`);
  await expect(page.getByText('No photos yet.')).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const photo = await cameraPhoto(page);

  await page.context().setOffline(true);
  await page.getByRole('textbox', { name: 'Caption for the next photo (optional)' }).fill('Gate on Bay Tce');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Take or add photo' }).click();
  await (await chooser).setFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });

  const pending = page.getByTestId('pending-attachments');
  await expect(pending.getByText('Saved on this phone. Sent by itself when you have signal.')).toBeVisible();
  await expect(page.getByText('No photos yet.')).toBeHidden();
  await expect(pending.getByRole('img', { name: 'IMG_0042.jpg, waiting to send' })).toBeVisible();
  await expect(page.getByTestId('outbox-status')).toContainText('1 waiting to send');
  await reviewShot(page, 'offline/photo-saved-on-phone-360', { fullPage: true });

  // Still offline, the page is reloaded: the photo is on the phone, not in the page.
  await page.reload();
  await expect(pending.getByRole('img', { name: 'IMG_0042.jpg, waiting to send' })).toBeVisible();
  const photosNow = async () =>
    (
      (await (await request.get(`/api/v3/worksite/${site.id}`, { headers })).json()) as {
        photos: { caption: string; takenAt: string | null; inlineUrl: string }[];
      }
    ).photos;
  expect(await photosNow()).toEqual([]);

  await page.context().setOffline(false);
  await expectAllSent(page);
  await expect(page.getByRole('img', { name: 'Gate on Bay Tce' })).toBeVisible();
  await expect(pending).toBeHidden();
  const photos = await photosNow();
  expect(photos).toHaveLength(1);
  expect(photos[0]).toMatchObject({ caption: 'Gate on Bay Tce' });
  expect(photos[0]?.takenAt).not.toBeNull();

  // What arrived is the smaller copy: 2048 px on its longest side, a fraction of the camera's bytes.
  const stored = await request.get(photos[0]?.inlineUrl ?? '');
  expect(stored.headers()['content-type']).toBe('image/jpeg');
  expect((await stored.body()).length).toBeLessThan(photo.length);
  const width = await page.evaluate(async (url) => (await createImageBitmap(await (await fetch(url)).blob())).width, photos[0]?.inlineUrl ?? '');
  expect(width).toBe(2048);
});
