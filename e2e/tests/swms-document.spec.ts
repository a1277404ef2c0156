import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { expectNoHorizontalScroll, heading } from '../fixtures/shell';
import { draftSwms } from '../fixtures/swms';
import { expect, test } from '../fixtures/test';

/*
 * Templates and the SWMS document: the owner creates a template in the Section 3 modal (with its
 * validation messages), reviews the SWMS on the review page, and generates it. The draft is made
 * through the API (earlier steps have their own specs).
 */

/** A one-page PDF with a correct cross-reference table. */
function onePagePdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1×1 PNG: an image is not a template file. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

test('the owner creates a template in the Section 3 modal, then reviews and generates the SWMS', async ({ asUser, request }) => {
  // Three axe runs and a PDF generation on a shared 2-core machine.
  test.slow();
  const { page, auth } = await asUser(ACCOUNTS.owner.email);
  const { id: swmsId } = await draftSwms(request, auth.token, { complete: true });

  await page.goto(`/swms/section-three?swmsId=${swmsId}`);
  await expect(heading(page, 'Generate SWMS - Section 3')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'No template' })).toBeChecked();
  await expectNoSeriousA11yViolations(page);

  // The modal: required fields, then a file of the wrong kind, then a PDF.
  await page.getByRole('button', { name: 'Create a template' }).click();
  const modal = page.getByRole('dialog', { name: 'Create a SWMS template' });
  await expect(modal).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'template modal');
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(modal.getByText('Please enter name.')).toBeVisible();
  await expect(modal.getByText('Please choose a file for the template.')).toBeVisible();

  const name = `Cover pages ${Date.now()}`;
  await modal.getByRole('textbox', { name: 'Template name' }).fill(name);
  await modal.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(modal.getByText(/This kind of file cannot be used here/)).toBeVisible();

  await modal.locator('input[type="file"]').setInputFiles({ name: 'cover.pdf', mimeType: 'application/pdf', buffer: onePagePdf('E2E COVER PAGE') });
  await modal.getByRole('switch', { name: 'Show the legislation and codes of practice' }).click();
  await modal.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByRole('radio', { name })).toBeChecked();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/swms/choose-trade\\?swmsId=${swmsId}`));

  // The review page lists every part with its Edit link, the template, and nothing missing.
  await page.goto(`/swms/generate-swms?swmsId=${swmsId}`);
  await expect(heading(page, 'Review and generate')).toBeVisible();
  for (const part of [
    'Job and high-risk work',
    'Principal contractor',
    'People and procedures',
    'Your business',
    'Template',
    'Work activities',
    'Hazardous substances',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: part })).toBeVisible();
  }
  await expect(page.getByText(name)).toBeVisible();
  await expect(page.getByText('Hutchison Head Contracting, ABN 11 222 333 444')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit template' })).toHaveAttribute('href', `/swms/swms-template?swmsId=${swmsId}`);
  await expect(page.getByText('Still needed before the SWMS can be generated')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Generate SWMS' }).click();
  await expect(page).toHaveURL(/\/swms\/generated/);
  const swms = await request.get(`/api/v3/swms/${swmsId}`, { headers: { authorization: `Bearer ${auth.token}` } });
  expect(await swms.json()).toMatchObject({ status: 'issued', currentVersion: 1, step: 'confirm_details' });
});

test('@phone the review page lists what is missing, each with a link to fix it', async ({ browser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const { id: swmsId } = await draftSwms(request, owner.token, { complete: false });
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, owner);
  const page = await context.newPage();

  await page.goto(`/swms/generate-swms?swmsId=${swmsId}`);
  await expect(heading(page, 'Review and generate')).toBeVisible();
  const missing = page.getByRole('alert').filter({ hasText: 'Still needed before the SWMS can be generated' });
  await expect(missing.getByText('Please add at least one work activity.')).toBeVisible();
  await expect(missing.getByText('Please name the site supervisor who will put it in place.')).toBeVisible();
  await expect(missing.getByText('Please say how the workers were consulted.')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Generate SWMS' }).click();
  await expect(page.getByText('Please complete the items listed above first.')).toBeVisible();

  // Fix this opens the step, and its save goes straight back to the review, not on through every later step.
  await missing.getByRole('listitem').filter({ hasText: 'site supervisor' }).getByRole('link', { name: 'Fix this' }).click();
  await expect(page).toHaveURL(new RegExp(`/swms/section-details\\?swmsId=${swmsId}&from=review`));
  await expect(page.getByText('Opened from the review: saving takes you straight back to it.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back without saving' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Site supervisor: name' }).fill('Sam Supervisor');
  await page.getByRole('textbox', { name: 'Site supervisor: phone' }).fill('0412 555 101');
  await page.getByRole('textbox', { name: 'How the workers were consulted' }).fill('Talked it through with the crew at the pre-start.');
  await expectNoHorizontalScroll(page);
  await page.getByRole('button', { name: 'Save and back to review' }).click();
  await expect(page).toHaveURL(new RegExp(`/swms/generate-swms\\?swmsId=${swmsId}$`));
  await expect(missing.getByText('Please add at least one work activity.')).toBeVisible();
  await expect(missing.getByText('Please name the site supervisor who will put it in place.')).toHaveCount(0);
  await expect(missing.getByText('Please say how the workers were consulted.')).toHaveCount(0);
  await context.close();
});
