import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { pdfText } from '../fixtures/pdf';
import { apiLoginInto } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Submitted audits (/audits/review and /audits/review/{id}) as the demo company has them: Sam
 * Supervisor's two daily balcony checks on the strip-out, today's with a windy morning noted.
 */

const shot = (page: Page, name: string) => reviewShot(page, `audits/${name}`, { fullPage: true });

test('the owner reviews the submitted audits: failed items first, the note and the signature; sends one back, then approves it', async ({ page }) => {
  test.setTimeout(120_000);
  await apiLoginInto(page, ACCOUNTS.owner.email);
  await page.goto('/audits');
  await page.getByRole('link', { name: 'Submitted audits' }).click();
  await expect(page).toHaveURL('/audits/review');
  await expect(heading(page, 'Submitted audits')).toBeVisible();
  await expectTitle(page, 'Submitted audits');
  const table = page.getByRole('table', { name: 'Submitted audits' });
  // Sam's two demo checks (a phone journey may add a third, all clear).
  await expect(table.getByRole('link', { name: 'Balcony work daily check' }).nth(1)).toBeVisible();
  await expect(table.getByText('Sam Supervisor').first()).toBeVisible();
  await page.getByLabel('Order').selectOption('lowest_score');
  await expect(table.getByRole('row').nth(1)).toContainText('1 failed');
  await expectNoSeriousA11yViolations(page, 'submitted audits');
  await shot(page, 'review-list-1280');

  await table.getByRole('link', { name: 'Balcony work daily check' }).first().click();
  await expect(page).toHaveURL(/\/audits\/review\/[0-9a-f-]{36}$/);
  await expect(heading(page, 'Balcony work daily check')).toBeVisible();
  await expect(page.getByText('Passed')).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'Failed items' });
  await expect(failed.getByText('Windy (gusts over 40 km/h)')).toBeVisible();
  await expect(failed.getByText(/Note: Gusts over 40 km\/h until 9/)).toBeVisible();
  await expect(page.getByRole('img', { name: 'Signature for “Supervisor’s signature”' })).toBeVisible();
  await expect(page.getByText('By Sam Supervisor, submitted')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'a submitted audit');
  await shot(page, 'review-audit-1280');

  // Sent back needs a reason; then approved. Its author reads both on the audit.
  await page.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByText('Please say what needs doing again.')).toBeVisible();
  await page.getByLabel('Comment (optional to approve)').fill('Add a photo of the level 3 balcony once the wind drops.');
  await page.getByRole('button', { name: 'Send back' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Sent back by Olivia Owner on/ })).toContainText('Add a photo of the level 3 balcony');
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Approved by Olivia Owner on/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'an approved audit');

  // The report: the result, the failed item first with its note, the review, and every answer.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const report = await pdfText(await download);
  expect(report).toContain('Balcony work daily check');
  expect(report).toContain('PASSED: 50%');
  expect(report).toContain('1 failed item, listed first.');
  expect(report.indexOf('Windy (gusts over 40 km/h)')).toBeLessThan(report.indexOf('Every answer'));
  expect(report).toMatch(/Note: Gusts over 40 km\/h until 9/);
  expect(report).toMatch(/Approved by Olivia Owner/);
  expect(report).toContain('Supervisor’s signature');
  expect(report).toMatch(/Page 1 of \d/);

  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'review-audit-360');
  await page.goto('/audits/review');
  await expect(page.getByRole('table', { name: 'Submitted audits' }).getByRole('link', { name: 'Balcony work daily check' }).nth(1)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Submitted audits' }).getByText('Approved')).toBeVisible();
  await expectNoHorizontalScroll(page);
});

test('the owner sees what the audits add up to, and a template’s results: its weeks and the question that fails most', async ({ page }) => {
  await apiLoginInto(page, ACCOUNTS.owner.email);
  await page.goto('/audits/review');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Audits done')).toBeVisible();
  await summary.getByRole('link', { name: /^Balcony work daily check \(/ }).click();
  await expect(page).toHaveURL(/\/audits\/manage\/review\/[0-9a-f-]{36}$/);
  await expect(heading(page, 'Balcony work daily check: results')).toBeVisible();
  const mostFailed = page.getByRole('table', { name: 'The questions failed most often' });
  await expect(mostFailed.getByRole('row', { name: /^Weather 1 / })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Week by week/ }).getByRole('row')).toHaveCount(13);
  await expectNoSeriousA11yViolations(page, 'a template’s results');
  await shot(page, 'results-1280');
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await shot(page, 'results-360');
});

test('a worker sees only their own audits, and not another person’s', async ({ page }) => {
  await apiLoginInto(page, ACCOUNTS.worker.email);
  await page.goto('/audits/review');
  await expect(heading(page, 'My audits')).toBeVisible();
  await expect(page.getByText('No audits submitted yet.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'my audits');
});
