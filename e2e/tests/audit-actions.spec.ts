import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { expectAllSent } from '../fixtures/outbox';
import { cameraPhoto } from '../fixtures/photos';
import { reviewShot } from '../fixtures/review-shots';
import { expectNoHorizontalScroll } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * An action from a failed answer, fixed on site (docs/audits.md "Actions"): Sam's daily check
 * finds a loose balustrade, which opens an action on the job; on his phone with no signal he
 * marks it done with a photo of the fix, and it arrives once when the signal returns.
 */

test.use({ serviceWorkers: 'allow' });

const TEMPLATE = 'Balcony work daily check';
const JOB_TITLE = 'Remove tiles and old membrane, units 1 to 4';
// A tiny PNG: the photos of the problem and the signature, sent as the audit screen would.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function upload(request: APIRequestContext, token: string, fileType: string): Promise<string> {
  const response = await request.post('/api/v3/files', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { fileType, file: { name: 'photo.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

type TAction = { id: string; title: string; status: string; done: { note: string | null; fixPhoto: unknown } | null };

test('@phone a supervisor marks an action done with a photo of the fix, with no signal; it arrives once', async ({ browser, request }) => {
  test.slow();
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const auth = { authorization: `Bearer ${supervisor.token}` };
  const templates = await request.get('/api/v3/audit', { headers: auth, params: { name: TEMPLATE } });
  const template = ((await templates.json()) as { items: { id: string; name: string; version: number }[] }).items.find((item) => item.name === TEMPLATE);
  const jobs = await request.get('/api/v3/job', { headers: { authorization: `Bearer ${owner.token}` }, params: { search: JOB_TITLE, take: 5 } });
  const job = ((await jobs.json()) as { items: { id: string; title: string; projectId: string; worksiteId: string }[] }).items.find(
    (item) => item.title === JOB_TITLE,
  );
  if (!template || !job) throw new Error('demo template or job missing');
  const detail = await request.get(`/api/v3/audit/${template.id}`, { headers: auth });
  const version = ((await detail.json()) as { version: number }).version;

  // The check as Sam submitted it: the balustrade at risk, with its note and photo.
  const failed = await request.post('/api/v3/audit/response', {
    headers: auth,
    data: {
      id: crypto.randomUUID(),
      auditTemplateId: template.id,
      version,
      jobId: job.id,
      startedAt: new Date().toISOString(),
      answers: {
        'daily-balustrade': 'no',
        'daily-balustrade-which': 'Unit 3: the top rail moves. Taped off.',
        'daily-signature': await upload(request, supervisor.token, 'audit_signature_photo'),
      },
      notes: { 'daily-balustrade': 'Top rail on unit 3 loose at the wall fixing.' },
      evidence: { 'daily-balustrade': [await upload(request, supervisor.token, 'audit_photo')] },
    },
  });
  expect(failed.status(), await failed.text()).toBe(201);
  const auditId = ((await failed.json()) as { id: string }).id;
  const actionsOf = async () =>
    ((await (await request.get('/api/v3/audit/action', { headers: auth, params: { auditResponseId: auditId, status: 'all' } })).json()) as { items: TAction[] })
      .items;
  const [action] = await actionsOf();
  expect(action).toMatchObject({ title: 'Balustrades on today’s balconies checked and none moving', status: 'open' });

  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, supervisor);
  const phone = await context.newPage();
  await phone.goto(`/worksite/${job.worksiteId}/project/${job.projectId}/job/${job.id}/view`);
  const card = phone.getByRole('article', { name: action?.title ?? '' });
  await expect(card).toBeVisible();
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expectNoSeriousA11yViolations(phone, 'a job’s open actions, 360 px');
  await expectNoHorizontalScroll(phone);
  const photo = await cameraPhoto(phone);

  await context.setOffline(true);
  await card.getByRole('button', { name: 'Mark done' }).click();
  await card.getByRole('button', { name: 'Save as done' }).click();
  await expect(card.getByText('Please add a photo of the fix.')).toBeVisible();
  const chooser = phone.waitForEvent('filechooser');
  await card.getByRole('button', { name: 'Choose from gallery' }).click();
  await (await chooser).setFiles({ name: 'fixed-rail.jpg', mimeType: 'image/jpeg', buffer: photo });
  await card.getByLabel('What was done (optional)').fill('New bracket and four anchors; rail tested by hand.');
  await expectNoSeriousA11yViolations(phone, 'marking an action done, 360 px');
  await reviewShot(phone, 'audits/action-mark-done-360', { fullPage: true });
  await card.getByRole('button', { name: 'Save as done' }).click();
  await expect(card.getByTestId('action-done-pending')).toBeVisible();
  expect((await actionsOf())[0]?.status).toBe('open');

  await context.setOffline(false);
  await expectAllSent(phone);
  await expect.poll(async () => (await actionsOf())[0]?.status, { timeout: 20_000 }).toBe('done');
  const [done] = await actionsOf();
  expect(done?.done).toMatchObject({
    note: 'New bracket and four anchors; rail tested by hand.',
    fixPhoto: expect.objectContaining({ fileType: 'audit_photo' }),
  });
  await phone.waitForTimeout(2_000);
  expect(await actionsOf()).toHaveLength(1);
  await context.close();
});
