import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { expectAllSent } from '../fixtures/outbox';
import { cameraPhoto } from '../fixtures/photos';
import { reviewShot } from '../fixtures/review-shots';
import { expectNoHorizontalScroll } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * Incident reports (docs/incidents.md): a supervisor reports an eye injury on the phone with no
 * signal; the wizard says at once that it is notifiable, to SafeWork NSW on 13 10 50; the report
 * arrives once when the signal returns, and the 48-hour clock starts when SafeWork NSW asks for a
 * written notice. The same answers in New Zealand name WorkSafe New Zealand. At the desk, the
 * owner investigates, gives Sam a corrective action he marks done, and signs the incident off.
 */

test.use({ serviceWorkers: 'allow' });

type TIncident = {
  id: string;
  description: string;
  people: { name: string }[];
  photos: unknown[];
  assessment: { jurisdiction: string; notifiable: boolean } | null;
  writtenNoticeDueAt: string | null;
  status: string;
  actions: { id: string; status: string }[];
};

async function incidentsOf(request: APIRequestContext, token: string): Promise<{ id: string; description: string }[]> {
  const response = await request.get('/api/v3/incident', { headers: { authorization: `Bearer ${token}` }, params: { take: 50 } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { items: { id: string; description: string }[] }).items;
}

async function incident(request: APIRequestContext, token: string, id: string): Promise<TIncident> {
  const response = await request.get(`/api/v3/incident/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as TIncident;
}

/** Answers the wizard: nobody died; the events named were the ones that happened; none of the rest. */
async function answerWizard(page: Page, happened: readonly string[]) {
  const wizard = page.getByTestId('notification-wizard');
  for (let step = 0; step < 10; step += 1) {
    if (await wizard.getByRole('heading', { name: /notifiable on these answers|This incident is notifiable/ }).isVisible()) return;
    if (await page.getByRole('button', { name: 'Send report' }).isVisible()) return;
    if (await wizard.getByRole('heading', { name: 'Did anyone die?' }).isVisible()) {
      await wizard.getByRole('button', { name: 'No', exact: true }).click();
    } else {
      let ticked = false;
      for (const event of happened) {
        const choice = wizard.getByRole('button', { name: event });
        if (await choice.isVisible()) {
          await choice.click();
          ticked = true;
        }
      }
      if (!ticked) await wizard.getByRole('button', { name: 'None of these' }).click();
    }
    await wizard.getByRole('button', { name: /^(Next|See the answer)$/ }).click();
  }
}

/** The report's first part: an injury, where and what happened, the injured apprentice. */
async function fillReport(page: Page, description: string) {
  await page.getByText('Injury', { exact: true }).click();
  await page.getByLabel('Where exactly').fill('Depot workshop, tile-cutting bench');
  await page.getByRole('textbox', { name: 'What happened' }).fill(description);
  await page.getByRole('button', { name: 'Add a person' }).click();
  const person = page.getByRole('group', { name: 'Person 1' });
  await person.getByLabel('Name').fill('Alex Apprentice');
  await person.getByText('Injured', { exact: true }).click();
  await person.getByText('Eye', { exact: true }).click();
  await person.getByLabel('Treatment').selectOption({ label: 'Hospital emergency' });
}

test('@phone a supervisor reports an eye injury with no signal: notifiable to SafeWork NSW; it arrives once; the clock starts when they ask', async ({
  browser,
  request,
}) => {
  test.slow();
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const description = `Grinder chip in the left eye while cutting tiles (${crypto.randomUUID().slice(0, 8)}).`;
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, supervisor);
  const phone = await context.newPage();
  await phone.goto('/incident-reports');
  await expect(phone.getByRole('heading', { name: 'Incident Reports' })).toBeVisible();
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expectNoSeriousA11yViolations(phone, 'incident list, 360 px');
  await phone.getByRole('link', { name: 'Report an incident' }).click();
  await expect(phone.getByRole('heading', { name: 'Report an incident' })).toBeVisible();
  const photo = await cameraPhoto(phone);

  await context.setOffline(true);
  await fillReport(phone, description);
  const chooser = phone.waitForEvent('filechooser');
  await phone.getByRole('button', { name: 'Choose photos' }).click();
  await (await chooser).setFiles({ name: 'eye-station.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectNoSeriousA11yViolations(phone, 'incident report form, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'incidents/report-360', { fullPage: true });

  await phone.getByRole('button', { name: 'Next: is it notifiable?' }).click();
  await phone.getByLabel('State or country').selectOption({ label: 'New South Wales' });
  await phone.getByRole('button', { name: 'Next', exact: true }).click();
  await answerWizard(phone, ['A serious eye injury']);
  const answer = phone.getByTestId('notifiable');
  await expect(answer.getByRole('heading', { name: 'This incident is notifiable' })).toBeVisible();
  await expect(answer).toContainText('WHS Act 2011 s36(b)(iii)');
  await expect(answer.getByTestId('call-regulator')).toHaveAttribute('href', 'tel:131050');
  await expect(answer.getByTestId('call-regulator')).toContainText('Call 13 10 50');
  await expect(answer).toContainText('SafeWork NSW');
  await expectNoSeriousA11yViolations(phone, 'the notifiable answer, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'incidents/notifiable-nsw-360', { fullPage: true });

  await phone.getByRole('button', { name: 'Send report' }).click();
  await expect(phone.getByTestId('report-pending')).toBeVisible();
  // Still offline: the answer and who to call are on the phone's own copy.
  await expect(phone.getByTestId('call-regulator')).toContainText('13 10 50');
  expect((await incidentsOf(request, supervisor.token)).some((item) => item.description === description)).toBe(false);

  await context.setOffline(false);
  await expectAllSent(phone);
  let id = '';
  await expect
    .poll(async () => {
      id = (await incidentsOf(request, supervisor.token)).find((item) => item.description === description)?.id ?? '';
      return id;
    })
    .not.toBe('');
  const sent = await incident(request, supervisor.token, id);
  expect(sent).toMatchObject({ people: [{ name: 'Alex Apprentice' }], assessment: { jurisdiction: 'NSW', notifiable: true }, writtenNoticeDueAt: null });
  expect(sent.photos).toHaveLength(1);
  expect((await incidentsOf(request, supervisor.token)).filter((item) => item.description === description)).toHaveLength(1);

  // Sam phones SafeWork NSW; they ask for a written notice: the 48-hour clock starts.
  await phone.goto(`/incident-reports/details/${id}`);
  const notice = phone.getByRole('form', { name: 'Notice to the regulator' });
  await notice.getByLabel('How').selectOption({ label: 'Phone' });
  await notice.getByLabel('SafeWork NSW’s reference (optional)').fill('NSW-2611-88');
  await notice.getByText('SafeWork NSW asked for a written notice').click();
  await notice.getByRole('button', { name: 'Save notice record' }).click();
  await expect(phone.getByText(/Written notice due in 4[78] h/)).toBeVisible();
  await expectNoSeriousA11yViolations(phone, 'incident details with the clock, 360 px');
  await reviewShot(phone, 'incidents/details-clock-360', { fullPage: true });
  const recorded = await incident(request, supervisor.token, id);
  expect(recorded.writtenNoticeDueAt).not.toBeNull();
  await context.close();
});

test('@phone a report typed with no signal survives a reload offline and is sent once', async ({ browser, request }) => {
  test.slow();
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const description = `Ladder foot slipped on wet tiles; caught by the offsider (${crypto.randomUUID().slice(0, 8)}).`;
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, supervisor);
  const phone = await context.newPage();
  await phone.goto('/incident-reports/new');
  await expect(phone.getByRole('heading', { name: 'Report an incident' })).toBeVisible();
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });

  await context.setOffline(true);
  await phone.getByText('Near miss', { exact: true }).click();
  await phone.getByLabel('Where exactly').fill('Unit 3 balcony, east end');
  await phone.getByRole('textbox', { name: 'What happened' }).fill(description);
  // Kept on the phone a moment after the typing stops; then the page is reloaded, still offline.
  await phone.waitForTimeout(1500);
  phone.once('dialog', (dialog) => void dialog.accept());
  await phone.reload();
  const offer = phone.getByRole('region', { name: /^Restore what you typed on/ });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: 'Restore' }).click();
  await expect(phone.getByRole('textbox', { name: 'What happened' })).toHaveValue(description);
  await expect(phone.getByLabel('Where exactly')).toHaveValue('Unit 3 balcony, east end');

  await phone.getByRole('button', { name: 'Next: is it notifiable?' }).click();
  await phone.getByLabel('State or country').selectOption({ label: 'Queensland' });
  await phone.getByRole('button', { name: 'Next', exact: true }).click();
  await answerWizard(phone, []);
  await phone.getByRole('button', { name: 'Send report' }).click();
  await expect(phone.getByTestId('report-pending')).toBeVisible();
  // The waiting report's page opens again from the phone after another reload with no signal.
  await phone.reload();
  await expect(phone.getByTestId('report-pending')).toBeVisible();
  await expect(phone.getByText(description)).toBeVisible();

  await context.setOffline(false);
  await expectAllSent(phone);
  await expect.poll(async () => (await incidentsOf(request, supervisor.token)).filter((item) => item.description === description).length).toBe(1);
  await context.close();
});

test('the same answers in New Zealand name WorkSafe New Zealand', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/incident-reports/new');
  await fillReport(page, 'Chip in the eye at the Auckland depot.');
  await page.getByRole('button', { name: 'Next: is it notifiable?' }).click();
  await page.getByLabel('State or country').selectOption({ label: 'New Zealand' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await answerWizard(page, ['A serious eye injury']);
  const answer = page.getByTestId('notifiable');
  await expect(answer).toContainText('WorkSafe New Zealand');
  await expect(answer).toContainText('HSWA 2015 (NZ) s23(1)(a)(iii)');
  await expect(answer.getByTestId('call-regulator')).toHaveAttribute('href', 'tel:0800030040');
  await expectNoSeriousA11yViolations(page, 'the notifiable answer, New Zealand, desktop');
  await reviewShot(page, 'incidents/notifiable-nz-desktop', { fullPage: true });
});

test('the owner investigates, Sam marks his corrective action done, the owner signs off', async ({ asUser, request }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const reported = await request.post('/api/v3/incident', {
    headers: { authorization: `Bearer ${supervisor.token}` },
    data: {
      id: crypto.randomUUID(),
      types: ['near_miss'],
      occurredAt: new Date(Date.now() - 3_600_000).toISOString(),
      location: 'Scaffold stair, level 2',
      description: `A loose scaffold board tipped under foot; nobody fell (${crypto.randomUUID().slice(0, 8)}).`,
      answers: { jurisdiction: 'QLD', criteria: [] },
    },
  });
  expect(reported.status(), await reported.text()).toBe(201);
  const { id } = (await reported.json()) as { id: string };

  await page.goto(`/incident-reports/details/${id}`);
  await page.getByLabel('1. Why?').fill('A board was not clipped down.');
  await page.getByLabel('Root cause').fill('Scaffold not inspected after the wind on Tuesday.');
  await page.getByRole('button', { name: 'Save investigation' }).click();
  await expect(page.getByText('Investigating', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Add a corrective action' }).click();
  await page.getByLabel('What will be done').fill('Scaffold inspected and tagged after every wind warning.');
  await page.getByRole('combobox', { name: 'Who will do it' }).fill('Sam');
  await page.getByRole('option', { name: /Sam Supervisor/ }).click();
  await page.getByLabel('Due day').fill(new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Add action' }).click();
  await expect(page.getByText('Scaffold inspected and tagged after every wind warning.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign off' }).click();
  await expect(page.getByText('Please finish the corrective actions before signing off, or change their due dates.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'incident investigation, desktop');
  await reviewShot(page, 'incidents/investigation-desktop', { fullPage: true });

  const [action] = (await incident(request, supervisor.token, id)).actions;
  const done = await request.put(`/api/v3/incident/action/${action?.id ?? ''}/done`, {
    headers: { authorization: `Bearer ${supervisor.token}` },
    data: { note: 'Inspected and tagged.' },
  });
  expect(done.status(), await done.text()).toBe(200);
  await page.reload();
  await page.getByLabel('Comment (optional)').fill('Inspection after wind warnings added to the site rules.');
  await page.getByRole('button', { name: 'Sign off' }).click();
  await expect(page.getByText('Signed off', { exact: true }).first()).toBeVisible();
  expect((await incident(request, supervisor.token, id)).status).toBe('closed');
  await expect(page.getByRole('button', { name: 'Change the report' })).toHaveCount(0);
});

test('the owner’s home puts a notifiable incident the regulator waits on first', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/home');
  const card = page.getByRole('region', { name: 'Notifiable incidents' });
  const hammer = card.getByRole('listitem').filter({ hasText: 'A lump hammer slid off the level 3 balcony edge' });
  await expect(hammer.getByText(/Written notice (due in \d+ h|overdue)/)).toBeVisible();
  await hammer.getByRole('link', { name: /Open the incident/ }).click();
  await expect(page.getByRole('heading', { name: 'Incident: Near miss, Dangerous incident' })).toBeVisible();
});
