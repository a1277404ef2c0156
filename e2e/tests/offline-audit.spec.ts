import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, apiLoginInto, seedAuth } from '../fixtures/auth';
import { expectAllSent } from '../fixtures/outbox';
import { cameraPhoto } from '../fixtures/photos';
import { reviewShot } from '../fixtures/review-shots';
import { expectNoHorizontalScroll, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * Doing an audit on a phone with no signal (docs/audits.md): the demo supervisor's daily balcony
 * check on the strip-out job. A failed answer opens a follow-up and asks for what is wrong and a
 * photo of it, the last step lists what is missing, a reload keeps every answer and the photos,
 * and the audit submitted offline arrives once, at the time Submit was tapped, when the signal
 * returns.
 */

test.use({ serviceWorkers: 'allow' });

const TEMPLATE = 'Balcony work daily check';
const JOB_TITLE = 'Remove tiles and old membrane, units 1 to 4';

type TAuditRow = { id: string; submittedOn: string };

async function myAudits(request: APIRequestContext, token: string): Promise<TAuditRow[]> {
  const response = await request.get('/api/v3/audit/response', { headers: { authorization: `Bearer ${token}` }, params: { name: TEMPLATE, take: 100 } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: TAuditRow[] }).items;
}

const question = (page: Page, prompt: string | RegExp) => page.getByTestId('audit-question').filter({ hasText: prompt });

test('@phone a supervisor does an audit with no signal; it survives a reload and arrives once when the signal returns', async ({ browser, request }) => {
  test.slow();
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const templates = await request.get('/api/v3/audit', { headers: { authorization: `Bearer ${supervisor.token}` }, params: { name: TEMPLATE } });
  const templateId = ((await templates.json()) as { items: { id: string; name: string }[] }).items.find((item) => item.name === TEMPLATE)?.id;
  if (!templateId) throw new Error(`demo template missing: ${TEMPLATE}`);
  // The job list is the office's; the supervisor is on this job.
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const jobs = await request.get('/api/v3/job', { headers: { authorization: `Bearer ${owner.token}` }, params: { search: JOB_TITLE, take: 5 } });
  const job = ((await jobs.json()) as { items: { id: string; title: string; projectId: string; worksiteId: string }[] }).items.find(
    (item) => item.title === JOB_TITLE,
  );
  if (!job) throw new Error(`demo job missing: ${JOB_TITLE}`);
  const before = await myAudits(request, supervisor.token);

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, supervisor);
  const phone = await context.newPage();
  // The job's page offers the company's templates; the audit is started on the job.
  await phone.goto(`/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.id}/view`);
  await phone.getByRole('link', { name: `Start: ${TEMPLATE}` }).click();
  await expect(phone).toHaveURL(`/audits/do/${templateId}?jobId=${job.id}`);
  await expect(heading(phone, TEMPLATE)).toBeVisible();
  await expect(phone.getByText(`On ${JOB_TITLE}`)).toBeVisible();
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const photo = await cameraPhoto(phone);

  await context.setOffline(true);
  const balustrade = question(phone, 'Balustrades on today’s balconies');
  await balustrade.getByRole('button', { name: 'At risk' }).click();
  // A failed answer asks for its note and photo, and opens the follow-up question.
  await expect(balustrade.getByText('This fails the whole audit.')).toBeVisible();
  await expect(question(phone, 'Which balcony, and what did you do?')).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'an audit with a failed answer, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'audits/do-failed-answer-360', { fullPage: true });
  // The failed answer stays: what is wrong, a photo of it, and the follow-up, all with no signal.
  const failedBox = balustrade.getByTestId('failed-answer');
  await failedBox.getByLabel('What is wrong?').fill('Top rail on unit 3 loose at the wall fixing.');
  const evidenceChooser = phone.waitForEvent('filechooser');
  await failedBox.getByRole('button', { name: 'Choose from gallery' }).click();
  await (await evidenceChooser).setFiles({ name: 'IMG_0041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(failedBox.getByRole('img', { name: 'IMG_0041.jpg' })).toBeVisible();
  await question(phone, 'Which balcony, and what did you do?').getByRole('textbox').fill('Unit 3: taped off, nobody on it.');
  await question(phone, 'Weather').getByRole('button', { name: 'Fine' }).click();
  await question(phone, 'People on the balconies today').getByRole('textbox').fill('6');
  await expect(phone.getByTestId('audit-progress')).toHaveText('4 of 6 answered');
  await phone.getByRole('button', { name: 'Next' }).click();

  await expect(phone.getByRole('heading', { level: 2, name: 'Sign off' })).toBeVisible();
  const chooser = phone.waitForEvent('filechooser');
  await question(phone, 'Photo of the first balcony').getByRole('button', { name: 'Choose from gallery' }).click();
  await (await chooser).setFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(phone.getByRole('img', { name: 'IMG_0042.jpg' })).toBeVisible();
  // The hazard is circled on the photo, which is saved over with the marks.
  await phone.getByRole('button', { name: 'Mark up IMG_0042.jpg' }).click();
  const canvas = phone.getByTestId('photo-markup-canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the photo to mark up is not on screen');
  await phone.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await phone.mouse.down();
  await phone.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 8 });
  await phone.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.7, { steps: 8 });
  await phone.mouse.up();
  await reviewShot(phone, 'audits/do-photo-markup-360', { fullPage: true });
  await phone.getByRole('button', { name: 'Save marked photo' }).click();
  await expect(phone.getByRole('img', { name: 'IMG_0042-marked.jpg' })).toBeVisible();

  // The last step says what is missing; a tap goes to it.
  await phone.getByRole('button', { name: 'Check and submit' }).click();
  await expect(phone.getByText('1 thing to finish before submitting')).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'an audit’s last step with something missing, 360 px');
  await reviewShot(phone, 'audits/do-missing-360', { fullPage: true });
  await phone.getByTestId('audit-problem').filter({ hasText: 'Supervisor’s signature' }).click();
  const signature = question(phone, 'Supervisor’s signature');
  await expect(signature.getByRole('alert')).toHaveText('Please answer this question.');

  // Still offline, the page is reloaded: every answer and the photo are on the phone.
  await phone.reload();
  await expect(phone.getByText('Carrying on where you left off')).toBeVisible();
  await expect(phone.getByRole('heading', { level: 2, name: 'Sign off' })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'IMG_0042-marked.jpg' })).toBeVisible();
  await expect(phone.getByTestId('audit-progress')).toHaveText('5 of 6 answered');

  await signature.getByRole('button', { name: 'Sign' }).click();
  await signature.getByLabel('Or type your full name to sign').fill('Sam Supervisor');
  await signature.getByRole('button', { name: 'Save signature' }).click();
  await expect(signature.getByRole('img', { name: 'Your signature' })).toBeVisible();
  await phone.getByRole('button', { name: 'Check and submit' }).click();
  await expect(phone.getByText('Everything needed is answered')).toBeVisible();
  const tapped = Date.now();
  await phone.getByRole('button', { name: 'Submit audit' }).click();
  await expect(phone.getByTestId('audit-pending')).toContainText('Saved on this phone');
  await expect(phone.getByTestId('audit-result')).toHaveText('Failed: 50% with 1 failed item');
  await reviewShot(phone, 'audits/do-saved-on-phone-360', { fullPage: true });
  expect(await myAudits(request, supervisor.token)).toHaveLength(before.length);

  await context.setOffline(false);
  await expect(phone.getByTestId('audit-sent')).toBeVisible({ timeout: 20_000 });
  await expectAllSent(phone);
  const added = (await myAudits(request, supervisor.token)).filter((row) => !before.some((old) => old.id === row.id));
  expect(added).toHaveLength(1);
  // Submitted when it was tapped, not when it arrived.
  expect(Math.abs(Date.parse(added[0]?.submittedOn ?? '') - tapped)).toBeLessThan(5_000);
  const details = await request.get(`/api/v3/audit/response/id/${added[0]?.id ?? ''}`, { headers: { authorization: `Bearer ${supervisor.token}` } });
  expect(await details.json()).toMatchObject({
    job: { name: JOB_TITLE },
    answers: { 'daily-balustrade': 'no', 'daily-balustrade-which': 'Unit 3: taped off, nobody on it.', 'daily-weather': 'weather-fine', 'daily-crew': 6 },
    notes: { 'daily-balustrade': 'Top rail on unit 3 loose at the wall fixing.' },
    score: { percentage: 50, failed: true },
  });
  const files = ((await details.json()) as { files: { fileType: string }[] }).files.map((file) => file.fileType).sort();
  expect(files).toEqual(['audit_photo', 'audit_photo', 'audit_signature_photo']);

  await phone.getByRole('link', { name: 'See the audit' }).click();
  await expect(phone).toHaveURL(`/audits/review/${added[0]?.id ?? ''}`);
  // Sent once: nothing more arrives.
  await phone.waitForTimeout(2_000);
  expect(await myAudits(request, supervisor.token)).toHaveLength(before.length + 1);
  await context.close();
});

test('an account holder starts an audit from the template list', async ({ page }) => {
  await apiLoginInto(page, ACCOUNTS.owner.email);
  await page.goto('/audits');
  await page.getByRole('link', { name: `Start ${TEMPLATE}` }).click();
  await expect(page).toHaveURL(/\/audits\/do\/[0-9a-f-]{36}$/);
  await expect(heading(page, TEMPLATE)).toBeVisible();
  await expect(page.getByText('Section 1 of 2')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'doing an audit, desktop');
  await reviewShot(page, 'audits/do-1280', { fullPage: true });
});
