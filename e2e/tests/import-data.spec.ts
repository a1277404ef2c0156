import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Bulk data: the owner downloads the clients template, uploads a CSV with one bad row, sees the
 * problem at its row and column, imports the good rows and finds them in the list; a second file
 * imported all-or-nothing saves nothing; the export ZIP holds one CSV per record family.
 */

const SHOTS = 'import-data';
const stamp = () => Date.now().toString(36);

async function clientNames(request: APIRequestContext, token: string, search: string): Promise<string[]> {
  const response = await request.get('/api/v3/client', { headers: { authorization: `Bearer ${token}` }, params: { search, take: 100 } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: { name: string }[] }).items.map((item) => item.name);
}

const csvFile = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n')) });

async function checkFile(page: Page, file: ReturnType<typeof csvFile>) {
  await page.locator('input[type="file"]').setInputFiles(file);
  await page.getByRole('button', { name: 'Check the rows' }).click();
}

test('the owner imports the good rows of a client CSV, an all-or-nothing import saves nothing, and exports a ZIP', async ({ asUser, request }) => {
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/import-data');
  await expectTitle(page, 'Import Data');
  await expect(heading(page, 'Import Data')).toBeVisible();
  await expect(page.getByLabel('What are you importing?')).toHaveValue('clients');

  const [template] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download the clients template (CSV)' }).click()]);
  expect(template.suggestedFilename()).toBe('hivis-clients-template.csv');
  const templateText = readFileSync((await template.path()) ?? '', 'utf8');
  expect(templateText.split('\r\n')[0]).toBe('\uFEFFName,Type,ABN,Email,Phone,Street,Suburb,State,Postcode,Country,Notes');
  await expectNoSeriousA11yViolations(page, 'import data');

  const id = stamp();
  const [good1, bad, good2] = [`Acacia Builders ${id}`, `Banksia Homes ${id}`, `Callistemon Civil ${id}`];
  await checkFile(
    page,
    csvFile('clients.csv', ['Name,Email,Suburb,State', `${good1},office@acacia.test,Bondi,NSW`, `${bad},not-an-email,,`, `${good2},,Parramatta,NSW`]),
  );
  await expect(page.getByRole('status').filter({ hasText: '3 rows: 2 ready, 1 with problems.' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Checked rows of the file' });
  const problemRow = table.getByRole('row').filter({ hasText: bad });
  await expect(problemRow.getByRole('cell').first()).toHaveText('3');
  await expect(problemRow).toContainText('1 problem');
  await expect(problemRow).toContainText('Email: Please enter valid Email address.');
  await page.getByText('All rows (3)', { exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: good1 })).toContainText('Ready');
  await expectNoSeriousA11yViolations(page, 'import preview');
  await reviewShot(page, `${SHOTS}/preview-1280`, { fullPage: true });

  await expect(page.getByRole('radio', { name: 'Import the 2 good rows' })).toBeChecked();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  const finished = page.getByRole('status').filter({ hasText: 'Import finished' });
  await expect(finished).toContainText('2 rows of clients imported; 1 row with problems left out.');
  await reviewShot(page, `${SHOTS}/imported-1280`, { fullPage: true });
  expect(await clientNames(request, auth.token, id)).toEqual([good1, good2]);
  await finished.getByRole('link', { name: 'Open Clients & Contacts' }).click();
  await expectTitle(page, 'Clients & Contacts');
  await page.getByLabel('Search clients').fill(id);
  await expect(page.getByRole('link', { name: good1 })).toBeVisible();
  await expect(page.getByRole('link', { name: good2 })).toBeVisible();

  // A second file, all or nothing: its bad row stops the whole import.
  await page.goto('/import-data');
  const second = stamp();
  await checkFile(page, csvFile('more.csv', ['Name,Email', `Dianella Decks ${second},decks@dianella.test`, `Eucalypt Electrical ${second},@nope`]));
  await expect(page.getByRole('status').filter({ hasText: '2 rows: 1 ready, 1 with problems.' })).toBeVisible();
  await page.getByRole('radio', { name: 'Import only if every row is good' }).check();
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  const stopped = page.getByRole('alert').filter({ hasText: 'Import stopped' });
  await expect(stopped).toContainText('1 row has a problem, so nothing was imported.');
  await expect(stopped).toContainText('Row 3, Email: Please enter valid Email address.');
  expect(await clientNames(request, auth.token, second)).toEqual([]);

  await page.getByRole('link', { name: /Export all of your company’s data/ }).click();
  await expectTitle(page, 'Data Management');
  await expectNoSeriousA11yViolations(page, 'data management');
  const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download all data (ZIP)' }).click()]);
  expect(zip.suggestedFilename()).toMatch(/^hivis-export-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await zip.path()) ?? '')));
  expect(Object.keys(files)).toEqual([
    'README.txt',
    'employees.csv',
    'clients.csv',
    'contacts.csv',
    'worksites.csv',
    'projects.csv',
    'jobs.csv',
    'job-assignments.csv',
    'time-entries.csv',
  ]);
  const clientsCsv = new TextDecoder().decode(files['clients.csv']);
  expect(clientsCsv).toContain(good1);
  expect(clientsCsv).not.toContain(`Dianella Decks ${second}`);
  await reviewShot(page, `${SHOTS}/data-management-1280`, { fullPage: true });
});

test('@phone the owner pastes worksites on a phone, sees the problem and imports the good rows', async ({ asUser, request }) => {
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/import-data');
  await expect(heading(page, 'Import Data')).toBeVisible();
  await page.getByLabel('What are you importing?').selectOption('worksites');
  // The segmented control's radio inputs are hidden under their labels: tap the label, as a person does.
  await page.getByText('Paste text', { exact: true }).click();
  const id = stamp();
  await page.getByLabel('Rows to import').fill(['Name\tSuburb\tState', `Jetty Rd units ${id}\tGlenelg\tSA`, `No address ${id}\t\t`].join('\n'));
  await expectNoHorizontalScroll(page);
  await reviewShot(page, `${SHOTS}/paste-360`, { fullPage: true });
  await page.getByRole('button', { name: 'Check the rows' }).click();
  await expect(page.getByRole('status').filter({ hasText: '2 rows: 1 ready, 1 with problems.' })).toBeVisible();
  // On a phone each checked row is a card, not a table row.
  const card = page
    .getByRole('list', { name: 'Checked rows' })
    .getByRole('listitem')
    .filter({ hasText: `Row 3: No address ${id}` });
  await expect(card).toContainText('1 problem');
  await expect(card).toContainText('Suburb: Please enter at least the suburb or the street of the worksite.');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'import preview at 360 px');
  await reviewShot(page, `${SHOTS}/preview-360`, { fullPage: true });
  const importButton = page.getByRole('button', { name: 'Import 1 row' });
  expect((await importButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(42);
  await importButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Import finished' })).toContainText('1 row of worksites imported; 1 row with problems left out.');
  const sites = await request.get('/api/v3/worksite', { headers: { authorization: `Bearer ${auth.token}` }, params: { search: id, take: 20 } });
  expect(((await sites.json()) as { items: { name: string }[] }).items.map((item) => item.name)).toEqual([`Jetty Rd units ${id}`]);

  await page.goto('/data-management');
  await expect(heading(page, 'Data Management')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'data management at 360 px');
  await reviewShot(page, `${SHOTS}/data-management-360`, { fullPage: true });
});

test('staff cannot reach the import or the export', async ({ request }) => {
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const headers = { authorization: `Bearer ${supervisor.token}` };
  expect((await request.get('/api/v3/data-management/export', { headers })).status()).toBe(403);
  expect((await request.post('/api/v3/import/clients/preview', { headers, data: { csv: 'Name\nA' } })).status()).toBe(403);
});
