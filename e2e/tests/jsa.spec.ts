import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { expectAllSent } from '../fixtures/outbox';
import { pdfText } from '../fixtures/pdf';
import { reviewShot } from '../fixtures/review-shots';
import { expectNoHorizontalScroll, mainMenu } from '../fixtures/shell';
import { drawSignature } from '../fixtures/swms';
import { expect, test } from '../fixtures/test';

/*
 * JSA reports (docs/jsa.md): at the workface with no signal, Sam writes the JSA of a task from
 * an activity of the job's SWMS, saves it, and signs the crew on, Will by name from the crew and
 * a labour-hire worker by typing. A reload keeps it all; with signal one JSA with its two sign-ons
 * arrives and the PDF prints them. At the desk, a change makes the next version and asks everyone
 * to sign again.
 */

test.use({ serviceWorkers: 'allow' });

const DEMO_JOB = 'Remove tiles and old membrane, units 1 to 4';
const DEMO_JSA = 'Cut out and lift balcony tiles, unit 3';

type TJsa = { id: string; version: number; content: { task: string; steps: unknown[] }; signOns: { signerName: string; version: number; current: boolean }[] };
type TJsaItem = { id: string; task: string; job: { id: string } };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function jsaItems(request: APIRequestContext, token: string): Promise<TJsaItem[]> {
  const response = await request.get('/api/v3/jsa', { headers: auth(token), params: { limit: 100 } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: TJsaItem[] }).items;
}

async function jsaOf(request: APIRequestContext, token: string, id: string): Promise<TJsa> {
  const response = await request.get(`/api/v3/jsa/${id}`, { headers: auth(token) });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TJsa;
}

/** One of the crew signs on the phone passed around. */
async function signCrewMember(phone: Page, who: { pick: string } | { type: string }) {
  await phone.getByRole('combobox', { name: 'Who is signing?' }).click();
  await phone.getByRole('option', { name: 'pick' in who ? who.pick : 'Someone else (type their name)' }).click();
  if ('type' in who) await phone.getByRole('textbox', { name: 'Name of the person signing' }).fill(who.type);
  await drawSignature(phone, phone.getByTestId('signature-canvas'));
  await phone.getByRole('button', { name: 'Sign on' }).click();
  const name = 'pick' in who ? who.pick : who.type;
  await expect(phone.getByTestId('signed-on')).toHaveText(`${name} signed on. Pass the phone to the next person.`);
}

test('@phone a JSA written from the SWMS with no signal: the crew signs, a reload keeps it, it arrives once', async ({ browser, request }) => {
  test.slow();
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const tag = crypto.randomUUID().slice(0, 6);
  const task = `Grind out the balcony drain sump, unit 2 (${tag})`;
  const labourHire = `Tui Ngata ${tag}`;
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, supervisor);
  const phone = await context.newPage();
  // Home, with signal, loads the jobs, their SWMS and crews: on the phone when the signal goes.
  const crewLoaded = phone.waitForResponse((response) => /\/api\/v3\/job\/[^/]+\/staff/.test(response.url()) && response.ok());
  await phone.goto('/home');
  await crewLoaded;
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await phone.getByRole('button', { name: 'Open main menu' }).click();
  await mainMenu(phone).getByRole('link', { name: 'JSA Reports' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'JSA Reports' })).toBeVisible();
  await expect(phone.getByText(DEMO_JSA).first()).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'JSA list, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'jsa/list-360', { fullPage: true });

  await phone.getByRole('link', { name: 'New JSA' }).first().click();
  await expect(phone.getByRole('heading', { level: 1, name: 'New JSA' })).toBeVisible();
  await context.setOffline(true);
  await phone.getByRole('combobox', { name: 'Job' }).click();
  await phone
    .getByRole('option', { name: new RegExp(DEMO_JOB) })
    .first()
    .click();
  await phone.getByText('An activity of this job’s SWMS', { exact: true }).click();
  await phone.getByRole('combobox', { name: 'SWMS activity' }).click();
  await phone
    .getByRole('option', { name: /\(\d+ hazards?\)$/ })
    .first()
    .click();
  await expect(phone.getByText(/Filled in from the SWMS activity/)).toBeVisible();
  await phone.getByRole('textbox', { name: 'Task' }).fill(task);
  await expectNoSeriousA11yViolations(phone, 'new JSA from a SWMS activity, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'jsa/new-from-swms-360', { fullPage: true });
  await phone.getByRole('button', { name: 'Save and sign on' }).click();

  await expect(phone.getByRole('heading', { level: 1, name: 'Job Safety Analysis' })).toBeVisible();
  await expect(phone.getByTestId('jsa-pending')).toBeVisible();
  await phone.getByRole('button', { name: 'Sign the crew on' }).click();
  await signCrewMember(phone, { pick: 'Will Worker' });
  await signCrewMember(phone, { type: labourHire });
  const register = phone.getByRole('list', { name: 'Signed on' });
  await expect(register.getByRole('listitem')).toHaveCount(2);
  await expect(register.getByText('Saved on this phone')).toHaveCount(2);
  await expectNoSeriousA11yViolations(phone, 'a JSA with sign-ons waiting, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'jsa/jsa-offline-360', { fullPage: true });

  // Still offline, the page is reloaded: the JSA and both sign-ons are on the phone.
  await phone.reload();
  await expect(phone.getByTestId('jsa-pending')).toBeVisible();
  await expect(register.getByRole('listitem')).toHaveCount(2);

  await context.setOffline(false);
  await expectAllSent(phone);
  await expect.poll(async () => (await jsaItems(request, supervisor.token)).filter((item) => item.task === task).length).toBe(1);
  const [item] = (await jsaItems(request, supervisor.token)).filter((row) => row.task === task);
  const sent = await jsaOf(request, supervisor.token, item?.id ?? '');
  expect(sent.version).toBe(1);
  expect(sent.content.steps.length).toBeGreaterThan(0);
  expect(sent.signOns.map((signOn) => signOn.signerName)).toEqual(['Will Worker', labourHire]);

  await expect(register.getByText('Recorded')).toHaveCount(2);
  const downloading = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Download PDF' }).click();
  const text = await pdfText(await downloading);
  expect(text).toContain(task);
  for (const name of ['Will Worker', labourHire]) expect(text).toContain(name);
  await context.close();
});

test('at the desk a change makes the next version, and who signed before is asked to sign again', async ({ asUser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const demo = (await jsaItems(request, owner.token)).find((item) => item.task === DEMO_JSA);
  expect(demo, 'the demo JSA').toBeDefined();
  const task = `Seal the balcony membrane laps, unit 1 (${crypto.randomUUID().slice(0, 6)})`;
  const created = await request.post('/api/v3/jsa', {
    headers: auth(owner.token),
    data: {
      id: crypto.randomUUID(),
      jobId: demo?.job.id,
      task,
      steps: [
        {
          description: 'Prime and torch the membrane laps at the balcony edge.',
          hazards: [
            {
              hazard: 'Fall from the balcony edge',
              before: { likelihood: 3, consequence: 5 },
              controls: [{ level: 'isolation', text: 'Edge protection on every open balcony before work starts.' }],
              after: { likelihood: 1, consequence: 5 },
            },
          ],
        },
      ],
      ppe: ['Safety glasses', 'Gloves'],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto(`/jsa-reports/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Job Safety Analysis' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign', exact: true }).click();
  await drawSignature(page, page.getByTestId('signature-canvas'));
  await page.getByRole('button', { name: 'Sign', exact: true }).last().click();
  await expect(page.getByText('You signed on to version 1.')).toBeVisible();
  await expect.poll(async () => (await jsaOf(request, owner.token, id)).signOns.length).toBe(1);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit JSA' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Task' }).fill(`${task}, both coats`);
  await expectNoSeriousA11yViolations(page, 'edit a JSA, desktop');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Job Safety Analysis' })).toBeVisible();
  await expect(page.getByText(/Version 2/).first()).toBeVisible();
  await expect(page.getByText('Signed an earlier version')).toBeVisible();
  const changed = await jsaOf(request, owner.token, id);
  expect(changed.version).toBe(2);
  expect(changed.signOns[0]).toMatchObject({ version: 1, current: false });
  await expectNoSeriousA11yViolations(page, 'a changed JSA, desktop');
  await reviewShot(page, 'jsa/changed-desktop', { fullPage: true });
});
