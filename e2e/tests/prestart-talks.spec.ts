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
 * Pre-start talks (docs/prestart-talks.md): at 7 am on site, with no signal, Sam starts the day's
 * talk on his phone and passes it around: Will picks his name, two subcontractors type theirs,
 * each signs with a finger. A reload keeps all of it; when the signal returns the talk and its
 * three sign-ons arrive once, and the PDF prints the register. At the desk, the owner's home and
 * the job page say which jobs had their talk today.
 */

test.use({ serviceWorkers: 'allow' });

const DEMO_JOB = 'Remove tiles and old membrane, units 1 to 4';

type TTalk = { id: string; topics: string[]; attendees: { signerName: string; userId: string | null }[] };

async function talksWithTopic(request: APIRequestContext, token: string, topic: string): Promise<TTalk[]> {
  const response = await request.get('/api/v3/prestart-talk', { headers: { authorization: `Bearer ${token}` }, params: { limit: 50 } });
  expect(response.status(), await response.text()).toBe(200);
  const items = ((await response.json()) as { items: { id: string; topics: string[] }[] }).items.filter((item) => item.topics.includes(topic));
  return Promise.all(
    items.map(async (item) => {
      const talk = await request.get(`/api/v3/prestart-talk/${item.id}`, { headers: { authorization: `Bearer ${token}` } });
      expect(talk.status(), await talk.text()).toBe(200);
      return (await talk.json()) as TTalk;
    }),
  );
}

/** One person signs on the phone passed around: picks or types their name, signs, taps Sign on. */
async function signOn(phone: Page, who: { pick: string } | { type: string }) {
  await phone.getByRole('combobox', { name: 'Who is signing?' }).click();
  const option = 'pick' in who ? who.pick : 'Someone else (type their name)';
  await phone.getByRole('option', { name: option }).click();
  if ('type' in who) await phone.getByRole('textbox', { name: 'Name of the person signing' }).fill(who.type);
  await drawSignature(phone, phone.getByTestId('signature-canvas'));
  await phone.getByRole('button', { name: 'Sign on' }).click();
  const name = 'pick' in who ? who.pick : who.type;
  await expect(phone.getByTestId('signed-on')).toHaveText(`${name} signed on. Pass the phone to the next person.`);
}

test('@phone a pre-start talk held with no signal: three sign on, a reload keeps it, it arrives once with its register', async ({ browser, request }) => {
  test.slow();
  const supervisor = await apiLogin(request, ACCOUNTS.supervisor.email);
  const tag = crypto.randomUUID().slice(0, 6);
  const ownTopic = `Crane lift at 10 am: exclusion zone under the boom (${tag})`;
  const visitors = [`Jake Morrison ${tag}`, `Priya Nair ${tag}`];
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, supervisor);
  const phone = await context.newPage();
  // Home, with signal, loads the day's jobs and their crews: on the phone when the signal goes.
  const crewLoaded = phone.waitForResponse((response) => /\/api\/v3\/job\/[^/]+\/staff/.test(response.url()) && response.ok());
  await phone.goto('/home');
  await expect(phone.getByTestId('talks-today')).toBeVisible();
  await crewLoaded;
  await phone.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await phone.getByRole('button', { name: 'Open main menu' }).click();
  await mainMenu(phone).getByRole('link', { name: 'Pre-Start Talks' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Pre-Start Talks' })).toBeVisible();
  await expect(phone.getByRole('list', { name: 'Pre-start talks' })).toContainText(DEMO_JOB);
  await expectNoSeriousA11yViolations(phone, 'pre-start talk list, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'prestart-talks/list-360', { fullPage: true });

  await phone.getByRole('link', { name: 'Start pre-start talk' }).first().click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Start a pre-start talk' })).toBeVisible();
  await context.setOffline(true);
  await phone.getByRole('combobox', { name: 'Job' }).click();
  await phone.getByRole('option', { name: new RegExp(DEMO_JOB) }).click();
  await phone.getByText('Working at heights', { exact: true }).click();
  await phone.getByRole('textbox', { name: 'Add your own topic' }).fill(ownTopic);
  await phone.getByRole('button', { name: 'Add topic' }).click();
  await phone.getByRole('textbox', { name: 'Hazards today' }).fill('Wind gusts to 50 km/h after lunch; wet tiles on the unit 3 balcony.');
  await expectNoSeriousA11yViolations(phone, 'new pre-start talk, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'prestart-talks/new-360', { fullPage: true });
  await phone.getByRole('button', { name: 'Start talk' }).click();

  await expect(phone.getByRole('heading', { level: 1, name: 'Pre-start talk' })).toBeVisible();
  await expect(phone.getByTestId('talk-pending')).toBeVisible();
  await expect(phone.getByText(ownTopic)).toBeVisible();
  await signOn(phone, { pick: 'Will Worker' });
  await signOn(phone, { type: visitors[0] ?? '' });
  await signOn(phone, { type: visitors[1] ?? '' });
  const register = phone.getByRole('list', { name: 'Signed on' });
  await expect(register.getByRole('listitem')).toHaveCount(3);
  await expect(register.getByText('Saved on this phone')).toHaveCount(3);
  await expectNoSeriousA11yViolations(phone, 'pre-start talk with sign-ons waiting, 360 px');
  await expectNoHorizontalScroll(phone);
  await reviewShot(phone, 'prestart-talks/talk-offline-360', { fullPage: true });
  expect(await talksWithTopic(request, supervisor.token, ownTopic)).toHaveLength(0);

  // Still offline, the page is reloaded: the talk and its three sign-ons are on the phone.
  await phone.reload();
  await expect(phone.getByTestId('talk-pending')).toBeVisible();
  await expect(register.getByRole('listitem')).toHaveCount(3);
  await expect(register).toContainText(visitors[1] ?? '');

  await context.setOffline(false);
  await expectAllSent(phone);
  await expect.poll(async () => (await talksWithTopic(request, supervisor.token, ownTopic)).length).toBe(1);
  const [talk] = await talksWithTopic(request, supervisor.token, ownTopic);
  expect(talk?.topics).toEqual(['Working at heights', ownTopic]);
  expect(talk?.attendees.map((attendee) => attendee.signerName)).toEqual(['Will Worker', ...visitors]);
  expect(talk?.attendees[0]?.userId).not.toBeNull();
  await expect(register.getByText('Recorded')).toHaveCount(3);

  const downloading = phone.waitForEvent('download');
  await phone.getByRole('button', { name: 'Download PDF' }).click();
  const text = await pdfText(await downloading);
  expect(text).toContain(ownTopic);
  for (const name of ['Will Worker', ...visitors]) expect(text).toContain(name);
  await context.close();
});

test('the owner sees which of today’s jobs had their pre-start talk, on the home page and the job', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/home');
  const card = page.getByTestId('talks-today');
  await expect(card.getByRole('heading', { name: 'Pre-start talks today' })).toBeVisible();
  await expect(card).toContainText(/\d+ of \d+ jobs? done/);
  await expectNoSeriousA11yViolations(page, 'home with the pre-start talks card, desktop');
  await reviewShot(page, 'prestart-talks/home-card-desktop', { fullPage: true });

  await page.goto('/pst');
  await page.getByRole('list', { name: 'Pre-start talks' }).getByRole('link').filter({ hasText: DEMO_JOB }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pre-start talk' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Signed on' })).toContainText('Will Worker');
  await expectNoSeriousA11yViolations(page, 'a recorded pre-start talk, desktop');
  await reviewShot(page, 'prestart-talks/talk-desktop', { fullPage: true });
});
