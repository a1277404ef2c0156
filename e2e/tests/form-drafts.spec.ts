import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { reviewShot } from '../fixtures/review-shots';
import { heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * Never lose what was typed: a half-filled worksite form survives a reload and is offered back,
 * leaving it unsaved asks first, and once it is saved nothing is offered any more.
 */

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** The form drafts this browser keeps on the device (IndexedDB, apps/web/src/offline/drafts), as text. */
function draftsOnDevice(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const opening = indexedDB.open('hivis-drafts');
        opening.onerror = () => reject(new Error('hivis-drafts did not open'));
        opening.onsuccess = () => {
          const db = opening.result;
          if (!db.objectStoreNames.contains('drafts')) return resolve([]);
          const reading = db.transaction('drafts').objectStore('drafts').getAll();
          reading.onsuccess = () => {
            resolve((reading.result as unknown[]).map((draft) => JSON.stringify(draft)));
            db.close();
          };
        };
      }),
  );
}

test('a half-filled worksite survives a reload, leaving asks first, and a saved one is not offered again', async ({ asUser }) => {
  const name = `E2E Draft Pavilion ${runId}`;
  const { page } = await asUser(ACCOUNTS.owner.email);
  const nameField = page.getByRole('textbox', { name: 'Worksite name' });
  const notesField = page.getByRole('textbox', { name: 'Notes for the crew' });
  // The offer is a region named by its question, e.g. "Restore what you typed on 26/11 at 10:42?".
  const offer = page.getByRole('region', { name: /^Restore what you typed on/ });

  await page.goto('/worksite/create');
  await expect(heading(page, 'Add worksite')).toBeVisible();
  await nameField.fill(name);
  await page.getByRole('textbox', { name: 'Street address' }).fill('1 Queen Elizabeth Drive');
  await page.getByRole('combobox', { name: 'Find suburb or postcode' }).fill('2026');
  await page.getByRole('option', { name: /Bondi/ }).first().click();
  await notesField.fill('Gate code 1234.');
  // Kept on the device a moment after the typing stops.
  await expect.poll(async () => (await draftsOnDevice(page)).join()).toContain('Gate code 1234.');

  // A reload asks through the browser first; once through, the form offers the typing back.
  const question = page.waitForEvent('dialog');
  const reloading = page.reload();
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
  await reloading;
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(/^Restore what you typed on \d{2}\/\d{2} at \d{2}:\d{2}\?/);
  await expect(nameField).toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'worksite form with a draft offered');

  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(offer).toBeHidden();
  await expect(nameField).toHaveValue(name);
  await expect(notesField).toHaveValue('Gate code 1234.');
  await expect(page.getByRole('textbox', { name: 'Suburb' })).toHaveValue(/Bondi/);

  // Leaving unsaved asks; staying keeps the form as it was.
  await page.getByRole('link', { name: 'All worksites' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole('button', { name: 'Stay and keep editing' })).toBeFocused();
  await expectNoSeriousA11yViolations(page, 'leave without saving dialog');
  await page.keyboard.press('Enter');
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL('/worksite/create');
  await expect(nameField).toHaveValue(name);

  // Saving does not ask, and the draft is gone.
  await page.getByRole('button', { name: 'Save worksite' }).click();
  await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/edit$/);
  await expect(heading(page, name)).toBeVisible();
  await expect.poll(() => draftsOnDevice(page)).toEqual([]);
  await page.getByRole('link', { name: 'All worksites' }).click();
  await expect(page).toHaveURL('/worksite/list');
  await page.goto('/worksite/create');
  await expect(heading(page, 'Add worksite')).toBeVisible();
  await expect(offer).toBeHidden();
});

test('a save whose answer was lost, saved again after a reload, makes one worksite', async ({ asUser, request }) => {
  const name = `E2E Lost Answer ${runId}`;
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  const nameField = page.getByRole('textbox', { name: 'Worksite name' });
  await page.goto('/worksite/create');
  await nameField.fill(name);
  await page.getByRole('textbox', { name: 'Street address' }).fill('2 Campbell Parade');
  await page.getByRole('combobox', { name: 'Find suburb or postcode' }).fill('2026');
  await page.getByRole('option', { name: /Bondi/ }).first().click();
  await expect.poll(async () => (await draftsOnDevice(page)).join()).toContain(name);

  // The server makes the site, then the answer is lost on the way back (a dropped connection).
  let madeId = '';
  await page.route('**/api/v3/worksite', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const answer = await route.fetch();
    madeId = ((await answer.json()) as { id: string }).id;
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'Save worksite' }).click();
  await expect.poll(() => madeId).not.toBe('');
  await expect(page).toHaveURL('/worksite/create');
  await page.unroute('**/api/v3/worksite');

  // The person reloads, takes the typing back and saves again: the site made the first time.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await page
    .getByRole('region', { name: /^Restore what you typed on/ })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(nameField).toHaveValue(name);
  await page.getByRole('button', { name: 'Save worksite' }).click();
  await expect(page).toHaveURL(`/worksite/${madeId}/edit`);
  const sites = await request.get('/api/v3/worksite', { headers: { authorization: `Bearer ${auth.token}` }, params: { search: name, take: 20 } });
  expect(((await sites.json()) as { items: { id: string }[] }).items.map((site) => site.id)).toEqual([madeId]);
});

test('a site changed by someone else meanwhile is not saved over: both versions are shown, and the person chooses', async ({ asUser, request }) => {
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  const headers = { authorization: `Bearer ${auth.token}` };
  const address = { streetNumber: '4', streetName: 'Smith St', suburb: 'Fitzroy', state: 'Victoria', country: 'Australia', postCode: '3065' };
  const site = { name: `E2E Conflict Site ${runId}`, address, siteContacts: [], notes: 'Gate code 1234.' };
  const created = (await (await request.post('/api/v3/worksite', { headers, data: site })).json()) as { id: string };
  const theirSave = async (notes: string) =>
    expect((await request.put(`/api/v3/worksite/${created.id}`, { headers, data: { ...site, notes } })).status()).toBe(200);
  const nameField = page.getByRole('textbox', { name: 'Worksite name' });
  const notesField = page.getByRole('textbox', { name: 'Notes for the crew' });
  const dialog = page.getByRole('dialog', { name: 'Someone else changed this' });

  await page.goto(`/worksite/${created.id}/edit`);
  await expect(nameField).toHaveValue(site.name);
  // Someone in the office saves the site while this person is typing.
  await theirSave('Gate code 9876.');
  await nameField.fill(`${site.name} (north)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Worksite name' })).toContainText(`${site.name} (north)`);
  await expect(dialog.getByRole('region', { name: 'Notes for the crew' })).toContainText('Gate code 1234.');
  await expect(dialog.getByRole('region', { name: 'Notes for the crew' })).toContainText('Gate code 9876.');
  await expectNoSeriousA11yViolations(page, 'edit conflict dialog');
  await reviewShot(page, 'forms/edit-conflict-desktop');
  await page.setViewportSize({ width: 360, height: 780 });
  await reviewShot(page, 'forms/edit-conflict-360');
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Use the saved version' }).click();
  await expect(dialog).toBeHidden();
  await expect(nameField).toHaveValue(site.name);
  await expect(notesField).toHaveValue('Gate code 9876.');

  // Again, and this time they keep theirs: saved over the version they were shown.
  await theirSave('Gate code 5555.');
  await nameField.fill(`${site.name} (south)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await dialog.getByRole('button', { name: 'Keep my changes' }).click();
  await expect(page.getByText(`${site.name} (south) saved.`)).toBeVisible();
  const saved = (await (await request.get(`/api/v3/worksite/${created.id}`, { headers })).json()) as { name: string; notes: string };
  expect(saved).toMatchObject({ name: `${site.name} (south)`, notes: 'Gate code 9876.' });
});
