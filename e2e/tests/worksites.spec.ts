import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { searchList } from '../fixtures/list-search';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Worksites (/worksite/list, /worksite/create, /worksite/{id}/edit) for the demo owner. The run
 * shares one database, so every site made here has a name unique to the run.
 */

const owner = ACCOUNTS.owner;
const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

/** A 1×1 PNG: the server checks an upload's bytes, so it must be a real image. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==', 'base64');

async function pickBondi(page: Page) {
  await page.getByRole('combobox', { name: 'Find suburb or postcode' }).fill('2026');
  await page.getByRole('option', { name: /Bondi/ }).first().click();
  await expect(page.getByRole('textbox', { name: 'Suburb' })).toHaveValue(/Bondi/);
  await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2026');
}

function worksitesTable(page: Page) {
  return page.getByRole('table', { name: 'Worksites' });
}

test.describe('worksites', () => {
  test('create with the look-up and a site contact, find, edit, add a photo, archive and restore', async ({ asUser }) => {
    const name = `E2E Bondi Pavilion ${runId}`;
    const { page } = await asUser(owner.email);

    // Reached from the home page.
    await page.goto('/');
    await page.getByRole('link', { name: /^Worksites/ }).click();
    await expect(page).toHaveURL('/worksite/list');
    await expectTitle(page, 'Worksites');
    await expect(heading(page, 'Worksites')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'worksite list');
    await reviewShot(page, 'worksites/list-desktop', { fullPage: true });

    await page.getByRole('link', { name: 'Add worksite' }).click();
    await expect(page).toHaveURL('/worksite/create');
    await expect(heading(page, 'Add worksite')).toBeVisible();
    await page.getByRole('textbox', { name: 'Worksite name' }).fill(name);
    await page.getByRole('textbox', { name: 'Street address' }).fill('1 Queen Elizabeth Drive');
    await pickBondi(page);
    // The look-up gives the suburb's point, and says so.
    await expect(page.getByText(/Map point: -33\.\d+, 151\.\d+ \(the centre of Bondi[^)]*\)/)).toBeVisible();
    await expect(page.getByRole('link', { name: /Check on map/ })).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=-33\.\d+&mlon=151\.\d+/);

    await page.getByRole('button', { name: 'Add site contact' }).click();
    const contact = page.getByRole('group', { name: 'Site contact 1' });
    await contact.getByRole('textbox', { name: 'Name' }).fill('Sam Site');
    await contact.getByRole('textbox', { name: 'Phone' }).fill('0412 345 678');
    await contact.getByRole('textbox', { name: 'Role' }).fill('Site manager');
    await page.getByRole('textbox', { name: 'Notes for the crew' }).fill('Gate code 1234. Park on Campbell Parade.');
    await expectNoSeriousA11yViolations(page, 'worksite create form');
    await reviewShot(page, 'worksites/create-desktop', { fullPage: true });
    await page.getByRole('button', { name: 'Save worksite' }).click();

    // Saved: on to its edit page, where photos can be added.
    await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/edit$/);
    await expect(heading(page, name)).toBeVisible();
    await expectTitle(page, 'Edit worksite');
    await expect(page.getByRole('group', { name: 'Site contact 1' }).getByRole('textbox', { name: 'Phone' })).toHaveValue('0412 345 678');

    // Found in the list by search (suburb or name).
    await page.getByRole('link', { name: 'All worksites' }).click();
    const table = worksitesTable(page);
    await searchList(page, runId, table);
    const row = table.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText(/1 Queen Elizabeth Drive, Bondi[A-Za-z ]* NSW 2026, Australia/);
    await expect(row.getByRole('link', { name: /Map: .* on OpenStreetMap/ })).toHaveAttribute('target', '_blank');
    await row.getByRole('link', { name, exact: true }).click();

    // Edit: a new name and a second contact.
    await expect(heading(page, name)).toBeVisible();
    const edited = `${name} stage 2`;
    await page.getByRole('textbox', { name: 'Worksite name' }).fill(edited);
    await page.getByRole('button', { name: 'Add site contact' }).click();
    const gate = page.getByRole('group', { name: 'Site contact 2' });
    await gate.getByRole('textbox', { name: 'Name' }).fill('Gatehouse');
    await gate.getByRole('textbox', { name: 'Phone' }).fill('02 9000 1111');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(heading(page, edited)).toBeVisible();
    await expect(page.getByText(`${edited} saved.`)).toBeVisible();

    // A photo from the "camera", with a caption.
    await page.getByRole('textbox', { name: 'Caption for the next photo (optional)' }).fill('Site gate');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Take or add photo' }).click();
    await (await chooser).setFiles({ name: 'gate.png', mimeType: 'image/png', buffer: PNG });
    const photo = page.getByRole('img', { name: 'Site gate' });
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1);
    await expectNoSeriousA11yViolations(page, 'worksite edit page');
    await reviewShot(page, 'worksites/edit-desktop', { fullPage: true });

    // Archive, confirmed: read-only, gone from the list, there with the Archived switch.
    await page.getByRole('button', { name: 'Archive worksite' }).click();
    const archiveDialog = page.getByRole('dialog', { name: 'Archive worksite?' });
    await expect(archiveDialog).toContainText('Its projects, jobs and photos are kept.');
    await archiveDialog.getByRole('button', { name: 'Archive' }).click();
    await expect(page.getByText('This worksite is read-only.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Worksite name' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

    await page.getByRole('link', { name: 'All worksites' }).click();
    await searchList(page, runId, worksitesTable(page));
    await expect(page.getByText('No worksite matches that search.')).toBeVisible();
    await page.getByRole('switch', { name: 'Show archived worksites' }).check();
    const archivedRow = page.getByRole('table', { name: 'Archived worksites' }).getByRole('row').filter({ hasText: edited });
    await expect(archivedRow).toContainText('Archived');
    await archivedRow.getByRole('link', { name: edited, exact: true }).click();

    await page.getByRole('button', { name: 'Restore worksite' }).click();
    await page.getByRole('dialog', { name: 'Restore worksite?' }).getByRole('button', { name: 'Restore' }).click();
    await expect(page.getByText(`${edited} restored.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Worksite name' })).toBeEnabled();

    // Removing the photo asks first.
    await page.getByRole('button', { name: 'Remove Site gate' }).click();
    await page.getByRole('dialog', { name: 'Remove this photo?' }).getByRole('button', { name: 'Remove photo' }).click();
    await expect(page.getByRole('img', { name: 'Site gate' })).toHaveCount(0);
  });

  test('field errors stay on their fields and nothing is saved', async ({ asUser }) => {
    const { page } = await asUser(owner.email);
    await page.goto('/worksite/create');
    await expect(heading(page, 'Add worksite')).toBeVisible();
    await page.getByRole('button', { name: 'Add site contact' }).click();
    await page.getByRole('group', { name: 'Site contact 1' }).getByRole('textbox', { name: 'Phone' }).fill('123');
    await page.getByRole('button', { name: 'Save worksite' }).click();

    await expect(page.getByRole('textbox', { name: 'Worksite name' })).toHaveAccessibleDescription(/Worksite name is required\./);
    await expect(page.getByText('Please enter at least the suburb or the street of the worksite.')).toBeVisible();
    const contact = page.getByRole('group', { name: 'Site contact 1' });
    await expect(contact.getByText('Contact name is required.')).toBeVisible();
    await expect(contact.getByText('Phone number must have at least 8 digits.')).toBeVisible();
    await expect(page.getByText('Please check the fields marked in red.')).toBeVisible();
    await expect(page).toHaveURL('/worksite/create');
    await expectNoSeriousA11yViolations(page, 'worksite form with errors');

    // Removing the broken contact row and naming the site leaves only the address to fix.
    await page.getByRole('button', { name: 'Remove site contact 1' }).click();
    await page.getByRole('textbox', { name: 'Worksite name' }).fill(`E2E Errors ${runId}`);
    await page.getByRole('button', { name: 'Save worksite' }).click();
    await expect(page.getByText('Please enter at least the suburb or the street of the worksite.')).toBeVisible();
    await expect(page.getByText('Worksite name is required.')).toHaveCount(0);
    await expect(page).toHaveURL('/worksite/create');
  });

  test('/worksite and /worksite/manage show the list; an unknown site says so', async ({ asUser }) => {
    const { page } = await asUser(owner.email);
    await page.goto('/worksite/manage');
    await expect(page).toHaveURL('/worksite/list');
    await page.goto('/worksite');
    await expect(page).toHaveURL('/worksite/list');
    await page.goto('/worksite/00000000-0000-4000-8000-000000000000/edit');
    await expect(page.getByText('Worksite not found')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'unknown worksite');
  });
});

test('@phone worksites at 360 px: add a site, then find it', async ({ asUser }) => {
  const name = `E2E Phone Site ${runId}`;
  const { page } = await asUser(owner.email);
  await page.goto('/worksite/create');
  await expect(heading(page, 'Add worksite')).toBeVisible();
  await page.getByRole('textbox', { name: 'Worksite name' }).fill(name);
  await pickBondi(page);
  await page.getByRole('button', { name: 'Add site contact' }).click();
  await page.getByRole('group', { name: 'Site contact 1' }).getByRole('textbox', { name: 'Name' }).fill('Gate');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'worksite form at 360 px');
  await reviewShot(page, 'worksites/create-phone', { fullPage: true });
  await page.getByRole('button', { name: 'Save worksite' }).click();
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Take or add photo' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await reviewShot(page, 'worksites/edit-phone', { fullPage: true });

  await page.goto('/worksite/list');
  const table = worksitesTable(page);
  await searchList(page, name, table);
  await expect(table.getByRole('columnheader')).toHaveText(['Worksite']);
  await expect(table.getByRole('row').filter({ hasText: name })).toContainText('1 site contact');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'worksite list at 360 px');
  await reviewShot(page, 'worksites/list-phone', { fullPage: true });
});
