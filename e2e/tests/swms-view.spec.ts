import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { expectNoHorizontalScroll, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * View SWMS opens on the company's SWMS, newest activity first, so an owner sees at once which
 * SWMS exist and who signed them. The demo data holds one issued SWMS signed by Sam Supervisor.
 */

const DEMO_JOB = 'Remove tiles and old membrane, units 1 to 4';

for (const { width, height, label } of [
  { width: 360, height: 780, label: '@phone' },
  { width: 1280, height: 900, label: '@desk' },
]) {
  test(`${label} the owner finds the demo SWMS in Recent SWMS and opens its job (${width} px)`, async ({ asUser }) => {
    const { page } = await asUser(ACCOUNTS.owner.email);
    await page.setViewportSize({ width, height });
    await page.goto('/view-swms');
    await expect(heading(page, 'View SWMS')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent SWMS' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Find a job' })).toBeVisible();

    const recent = page.getByRole('list', { name: 'Recent SWMS' });
    await expect(recent.getByRole('link').first()).toBeVisible();
    const demo = recent.getByRole('link').filter({ hasText: `SWMS – ${DEMO_JOB}` });
    // Other specs add SWMS as they run, which may push the demo one past the first page.
    for (let more = 0; more < 10 && !(await demo.isVisible()); more += 1) {
      const shown = await recent.getByRole('link').count();
      await page.getByRole('button', { name: 'Show more' }).click();
      await expect.poll(() => recent.getByRole('link').count()).toBeGreaterThan(shown);
    }
    await expect(demo).toBeVisible();
    await expect(demo).toContainText(`J-0005 · ${DEMO_JOB}`);
    await expect(demo).toContainText('Issued, version 1');
    await expect(demo).toContainText('1 signed');
    await expect(demo).toContainText(/Last activity \d{2}\/\d{2}\/\d{4}, \d{2}:\d{2} [AP]M/);

    await expectNoHorizontalScroll(page, width);
    await expectNoSeriousA11yViolations(page, `View SWMS at ${width} px`);
    await reviewShot(page, `swms-view/view-swms-recent-${width}`, { fullPage: true });

    await demo.click();
    await expect(page).toHaveURL(/\/view-swms\?jobId=[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 2, name: `SWMS for J-0005 · ${DEMO_JOB}` })).toBeVisible();
    const card = page.getByRole('article', { name: `SWMS – ${DEMO_JOB}` });
    await expect(card).toContainText('Issued, version 1');
    await expect(card).toContainText('Sam Supervisor');
    await expectNoHorizontalScroll(page, width);
    await expectNoSeriousA11yViolations(page, `A job's SWMS at ${width} px`);

    // The demo SWMS is issued: Sign or send opens Section 6, Edit opens the review, where each part has its own Edit.
    await expect(card.getByRole('link', { name: 'Sign or send' })).toHaveAttribute('href', /^\/swms\/generated\?swmsId=/);
    await card.getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(/\/swms\/generate-swms\?swmsId=[0-9a-f-]{36}$/);
    await expect(heading(page, 'Review and generate')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit people and procedures' })).toBeVisible();
    await page.goBack();
    await expect(card).toContainText('Issued, version 1');

    // Back to the start: the recent SWMS are there again.
    await page.getByRole('button', { name: 'Choose another job' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Recent SWMS' })).toBeVisible();
  });
}
