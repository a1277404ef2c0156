import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, apiLoginInto, seedAuth } from '../fixtures/auth';
import { expectAllSent } from '../fixtures/outbox';
import { reviewShot } from '../fixtures/review-shots';
import { expectNoHorizontalScroll } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * Assigning an audit (docs/audits.md "Assignments"): the owner gives the balcony daily check to
 * the Wynnum site every week, due today; Sam Supervisor, on a job there, finds it under "Audits to
 * do" on his phone's home screen, does it, and it leaves his list; the owner sees this week's done.
 */

const TEMPLATE = 'Balcony work daily check';
const SITE = 'Wynnum unit block – balcony repairs';

const question = (page: Page, prompt: string) => page.getByTestId('audit-question').filter({ hasText: prompt });

test('@phone an owner assigns an audit to a site weekly; the supervisor on the site does it from his home screen', async ({ page, browser, request }) => {
  test.slow();
  await apiLoginInto(page, ACCOUNTS.owner.email);
  await page.goto('/audits');
  await page.getByRole('link', { name: 'Assignments' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Assigned audits' })).toBeVisible();
  await page.getByLabel('Audit template').selectOption({ label: TEMPLATE });
  await page.getByRole('button', { name: 'Assign an audit' }).click();
  const form = page.getByRole('form', { name: `Assign ${TEMPLATE}` });
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'A site' }).check();
  await form.getByLabel('Worksite').selectOption({ label: SITE });
  await form.getByLabel('How often').selectOption({ label: 'Every week' });
  await form.getByLabel('Due by').fill('23:59');
  await expectNoSeriousA11yViolations(page, 'assigning an audit, desktop');
  await reviewShot(page, 'audits/assign-1280', { fullPage: true });
  await form.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(page.getByText(`Assigned to ${SITE}`)).toBeVisible();
  await page.getByRole('link', { name: 'Open the assignment' }).click();
  await expect(page).toHaveURL(/\/audits\/assign\/site\/[0-9a-f-]{36}$/);
  const assignmentUrl = page.url();
  await expect(page.getByText(/Every week on \w+ by 11:59 pm/).first()).toBeVisible();

  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, supervisor);
  const phone = await context.newPage();
  await phone.goto('/');
  const due = phone.getByTestId('audits-due');
  await expect(due.getByText(TEMPLATE)).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'audits to do on the home screen, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'audits/audits-due-360', { fullPage: true });
  await due.getByRole('link', { name: `Start ${TEMPLATE} at ${SITE}` }).click();
  await expect(phone).toHaveURL(/\/audits\/do\/[0-9a-f-]{36}\?assignment=[0-9a-f-]{36}&on=\d{4}-\d{2}-\d{2}$/);
  await question(phone, 'Balustrades on today’s balconies').getByRole('button', { name: 'Safe' }).click();
  await question(phone, 'Weather').getByRole('button', { name: 'Fine' }).click();
  await phone.getByRole('button', { name: 'Next' }).click();
  const signature = question(phone, 'Supervisor’s signature');
  await signature.getByRole('button', { name: 'Sign' }).click();
  await signature.getByLabel('Or type your full name to sign').fill('Sam Supervisor');
  await signature.getByRole('button', { name: 'Save signature' }).click();
  await phone.getByRole('button', { name: 'Check and submit' }).click();
  await phone.getByRole('button', { name: 'Submit audit' }).click();
  await expect(phone.getByTestId('audit-sent')).toBeVisible({ timeout: 20_000 });
  await expectAllSent(phone);
  await phone.goto('/');
  await expect(phone.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(phone.getByTestId('audits-due').getByText(TEMPLATE)).toBeHidden();
  await context.close();

  await page.goto(assignmentUrl);
  await expect(page.getByRole('link', { name: /See the audit of/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'an assignment with an occurrence done, desktop');
});
