import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { expectNoHorizontalScroll, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * The first steps of the SWMS builder on a 360 px phone: the owner starts a SWMS for a demo job
 * (filled in from the job's project, whose principal contractor is Riverbank Builders), goes
 * through section one to the business details, reloads (everything came back from the server),
 * and continues to the template step. Then the hazardous substances step with an SDS upload.
 */

const JOB = 'Set out and hang plasterboard';
const SAVE = 'Save and continue';

/** The screen is on show, fits 360 px and has no serious axe finding. */
async function checkScreen(page: Page, title: string, step: number): Promise<void> {
  await expect(heading(page, title)).toBeVisible();
  await expect(page.getByText(new RegExp(`^Step ${step} of 12`))).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, title);
}

function minimalPdf(): Buffer {
  return Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
}

test('@phone the owner starts a SWMS for a job and fills the first sections, saved on the server', async ({ browser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, owner);
  const page = await context.newPage();

  // /swms opens the first step: choose the job.
  await page.goto('/swms');
  await expect(page).toHaveURL(/\/swms\/select-job$/);
  await page.getByRole('searchbox', { name: 'Find the job' }).fill('plasterboard');
  await page.getByRole('button', { name: new RegExp(JOB) }).click();
  await expect(page.getByRole('heading', { level: 2, name: JOB })).toBeVisible();
  await checkScreen(page, 'Create a SWMS', 1);
  await page.getByRole('button', { name: 'Start a new SWMS' }).click();

  // Section one: the job read-only, Queensland from the worksite, high-risk work ticked.
  await expect(page).toHaveURL(/\/swms\/section-one\?swmsId=/);
  const swmsId = new URL(page.url()).searchParams.get('swmsId') ?? '';
  await expect(page.getByText('Newstead office fit-out', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State or country of the work' })).toHaveValue('Queensland');
  await checkScreen(page, 'Job and high-risk work', 2);
  await page.getByRole('checkbox', { name: /falling more than 2 metres/ }).check();
  await page.getByRole('button', { name: SAVE }).click();

  // Principal contractor and WHS person, from the project.
  await expect(page).toHaveURL(new RegExp(`/swms/pc-details\\?swmsId=${swmsId}`));
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Riverbank Builders Pty Ltd');
  await expect(page.getByRole('textbox', { name: 'WHS person: name' })).toHaveValue('Lisa Nguyen');
  await checkScreen(page, 'Principal contractor', 3);
  await page.getByRole('textbox', { name: 'Contact email' }).fill('not an email');
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Contact email' }).fill('mark.chen@riverbank.example');
  await page.getByRole('textbox', { name: 'WHS person: position' }).fill('HSE manager');
  await page.getByRole('button', { name: SAVE }).click();

  // People and procedures: prepared by the owner, a year's review date, starting text.
  await expect(page).toHaveURL(new RegExp(`/swms/section-details\\?swmsId=${swmsId}`));
  await expect(page.getByRole('textbox', { name: 'Prepared by: name' })).toHaveValue('Olivia Owner');
  await expect(page.getByRole('textbox', { name: 'Emergency procedures' })).toHaveValue(/call 000/);
  await expect(page.getByText('Replace each (fill in)')).toBeVisible();
  await checkScreen(page, 'People and procedures', 4);
  await page.getByRole('textbox', { name: 'Site supervisor: name' }).fill('Sam Supervisor');
  await page.getByRole('textbox', { name: 'How the workers were consulted' }).fill('Went through it with the crew at the pre-start on site.');
  await page.getByRole('button', { name: SAVE }).click();

  // The business, from the company.
  await expect(page).toHaveURL(new RegExp(`/swms/contractor-detail\\?swmsId=${swmsId}`));
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Demo Constructions Pty Ltd');
  await checkScreen(page, 'Your business', 5);

  // A reload keeps the SWMS: the earlier steps come back from the server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Demo Constructions Pty Ltd');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Site supervisor: name' })).toHaveValue('Sam Supervisor');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'WHS person: position' })).toHaveValue('HSE manager');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('checkbox', { name: /falling more than 2 metres/ })).toBeChecked();
  // Forward again, one screen at a time: a click lands on the next screen's button only once it shows.
  for (const title of ['Principal contractor', 'People and procedures', 'Your business']) {
    await page.getByRole('button', { name: SAVE }).click();
    await expect(heading(page, title)).toBeVisible();
  }
  await expect(page).toHaveURL(new RegExp(`/swms/contractor-detail\\?swmsId=${swmsId}`));
  await page.getByRole('textbox', { name: 'Phone' }).fill('07 3555 0001');
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page).toHaveURL(new RegExp(`/swms/section-three\\?swmsId=${swmsId}`));

  // The job's SWMS list offers to carry on at the template step.
  const saved = await request.get(`/api/v3/swms/${swmsId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  expect(saved.status()).toBe(200);
  const { job } = (await saved.json()) as { job: { id: string } };
  await page.goto(`/swms/select-job?jobId=${job.id}`);
  await expect(page.getByRole('link', { name: 'Continue at Template' })).toBeVisible();

  // Hazardous substances: a sealant with its safety data sheet.
  await page.goto(`/swms/links?swmsId=${swmsId}`);
  await expect(heading(page, 'Hazardous substances')).toBeVisible();
  await page.getByRole('button', { name: 'Add a substance' }).click();
  await page.getByRole('textbox', { name: 'Substance or product' }).fill('Sikaflex-11FC sealant');
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload the SDS of Sikaflex-11FC sealant' }).click();
  await (await chooser).setFiles({ name: 'sikaflex-sds.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await expect(page.getByRole('link', { name: 'sikaflex-sds.pdf' })).toBeVisible();
  await checkScreen(page, 'Hazardous substances', 10);
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page).toHaveURL(new RegExp(`/swms/generate-swms\\?swmsId=${swmsId}`));
  await page.reload();
  await page.goto(`/swms/links?swmsId=${swmsId}`);
  await expect(page.getByRole('textbox', { name: 'Substance or product' })).toHaveValue('Sikaflex-11FC sealant');
  await expect(page.getByRole('link', { name: 'sikaflex-sds.pdf' })).toBeVisible();
  await context.close();
});

test('a builder step without a SWMS goes back to choosing the job', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/swms/pc-details');
  await expect(page).toHaveURL(/\/swms\/select-job$/);
  await expect(heading(page, 'Create a SWMS')).toBeVisible();
});
