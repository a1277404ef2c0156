import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/* Spec 2.3 "/admin-swms and sub-routes", 7 "workactivities ... set-public, trades": the HiVis admin keeps the public SWMS library. */

async function checkScreen(page: Page, title: string): Promise<void> {
  await expect(heading(page, title)).toBeVisible();
  await expectNoSeriousA11yViolations(page, title);
}

test('admin views a trade’s activities and adds an activity to a scope of the public library', async ({ asUser, request }) => {
  const { page } = await asUser(ACCOUNTS.admin.email);
  await page.goto('/admin-swms');
  await expectTitle(page, 'SWMS Admin Panel');
  await expect(page.getByRole('heading', { level: 2, name: 'Carpentry' })).toBeVisible();
  await checkScreen(page, 'SWMS Admin Panel');

  await page.getByRole('link', { name: 'View activities of Carpentry' }).click();
  await expect(page).toHaveURL(/\/admin-swms\/view-wa\?tradeId=/);
  await expect(page.getByRole('article', { name: 'Install roof trusses' })).toBeVisible();
  await page
    .getByRole('button', { name: /Show \d+ hazards/ })
    .first()
    .click();
  await checkScreen(page, 'Carpentry');

  await page.goto('/admin-swms');
  await page.getByRole('region', { name: 'Carpentry' }).getByRole('link', { name: 'House framing', exact: true }).click();
  await expect(heading(page, 'Carpentry: House framing')).toBeVisible();
  await page.getByRole('link', { name: 'Add an activity' }).click();
  await expect(page).toHaveURL(/\/admin-swms\/add-wa\?scopeId=/);
  await checkScreen(page, 'Add a work activity');

  // Saving blank shows the library's own messages on the fields.
  await page.getByRole('button', { name: 'Add activity' }).click();
  await expect(page.getByText('Please check the fields marked in red.')).toBeVisible();
  await expect(page.getByText('Please name the work activity.')).toBeVisible();

  const name = `Fit window flashings ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Work activity' }).fill(name);
  await page.getByRole('checkbox', { name: 'Risk of a person falling more than 2 metres' }).check();
  await page.getByRole('textbox', { name: 'Add to ppe' }).fill('Safety glasses');
  await page.getByRole('textbox', { name: 'Add to ppe' }).press('Enter');
  await page.getByRole('textbox', { name: 'Hazard', exact: true }).fill('Cut hands on flashing edges');
  const hazard = page.getByRole('region', { name: /Cut hands on flashing edges/ });
  await hazard.getByRole('textbox', { name: 'What could happen' }).fill('Sharp folded metal cuts a worker’s hand.');
  const before = hazard.getByRole('group', { name: 'Risk before controls' });
  await before.getByLabel('Likelihood').selectOption('3');
  await before.getByLabel('Consequence').selectOption('3');
  await expect(before.getByText('Medium 9')).toBeVisible();
  await hazard.getByLabel('Control 1: level').selectOption('ppe');
  await hazard.getByLabel('Control 1: what workers do').fill('Wear cut-resistant gloves (level C) when handling flashings.');
  await hazard.getByRole('textbox', { name: 'How the controls are checked' }).fill('Supervisor checks gloves at the pre-start.');
  const after = hazard.getByRole('group', { name: 'Risk after controls' });
  await after.getByLabel('Likelihood').selectOption('1');
  await after.getByLabel('Consequence').selectOption('3');
  await expect(after.getByText('Low 3')).toBeVisible();
  await hazard.getByRole('textbox', { name: 'Responsible' }).fill('Each worker');
  await page.getByRole('button', { name: 'Add activity' }).click();

  await expect(page).toHaveURL(/\/admin-swms\/view-wa\?scopeId=/);
  await expect(page.getByRole('article', { name })).toBeVisible();
  // Every company now finds it in the public library.
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const found = await request.get(`/api/v3/workactivities?type=public&search=${encodeURIComponent(name)}`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const items = ((await found.json()) as { items: { name: string; isPublic: boolean; hazards: unknown[] }[] }).items;
  expect(items).toEqual([expect.objectContaining({ name, isPublic: true, hazards: [expect.anything()] })]);
});

test('admin reviews a company’s custom trade and makes it public', async ({ asUser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const headers = { authorization: `Bearer ${owner.token}` };
  const tradeName = `Rope access ${Date.now()}`;
  const created = await request.post('/api/v3/trades', { headers, data: { name: tradeName, scopeName: 'Facade cleaning' } });
  expect(created.status()).toBe(201);
  const trade = (await created.json()) as { id: string; scopes: { id: string }[] };
  const activity = await request.post('/api/v3/workactivities', {
    headers,
    data: {
      scopeId: trade.scopes[0]?.id,
      name: 'Descend on two ropes',
      ppe: ['Full body harness', 'Helmet with chin strap'],
      hazards: [
        {
          hazard: 'Rope failure',
          risk: 'A worker falls from height if the working rope fails.',
          before: { likelihood: 2, consequence: 5 },
          controls: [{ level: 'engineering', text: 'Rig an independent safety line on a separate anchor.' }],
          monitoring: 'Team leader checks the rigging before each descent.',
          after: { likelihood: 1, consequence: 5 },
          responsible: 'Rope access team leader',
        },
      ],
    },
  });
  expect(activity.status()).toBe(201);

  const { page } = await asUser(ACCOUNTS.admin.email);
  await page.goto('/admin-swms');
  await page.getByRole('tab', { name: 'Custom trades to review' }).click();
  await expect(page).toHaveURL('/admin-swms?tab=custom');
  const row = page.getByRole('row').filter({ hasText: tradeName });
  await expect(row).toContainText('Demo Constructions Pty Ltd');
  await expectNoSeriousA11yViolations(page, 'custom trades tab');
  await row.getByRole('link', { name: tradeName }).click();

  await expect(page).toHaveURL(new RegExp(`/admin-swms/custom-trade/${trade.id}/edit`));
  await expect(page.getByRole('article', { name: 'Descend on two ropes' })).toBeVisible();
  await checkScreen(page, `Review: ${tradeName}`);
  await page.getByRole('link', { name: 'Review Descend on two ropes' }).click();
  await expect(page.getByText('Rope failure')).toBeVisible();
  await checkScreen(page, 'Review work activity');
  await page.getByRole('link', { name: 'Back to the trade' }).click();

  await page.getByRole('button', { name: 'Make trade public' }).click();
  await page.getByRole('dialog', { name: 'Make this trade public?' }).getByRole('button', { name: 'Make public' }).click();
  await expect(page.getByText('Public', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Make trade public' })).toHaveCount(0);

  // The company sees it as public library now, and can no longer change it.
  const after = await request.get(`/api/v3/trades/${trade.id}`, { headers });
  expect(await after.json()).toMatchObject({ isPublic: true, isOwn: false });
  expect((await request.put(`/api/v3/trades/${trade.id}`, { headers, data: { name: 'Mine again' } })).status()).toBe(403);
});

test('@phone the SWMS admin panel and the activity editor fit 360 px', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.admin.email);
  await page.goto('/admin-swms');
  await expect(page.getByRole('heading', { level: 2, name: 'Roofing' })).toBeVisible();
  await expectNoHorizontalScroll(page);
  await checkScreen(page, 'SWMS Admin Panel');
  await page.getByRole('link', { name: 'View activities of Roofing' }).click();
  await expect(heading(page, 'Roofing')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin-swms\/edit-wa\?id=/);
  await expect(page.getByRole('textbox', { name: 'Work activity' })).not.toHaveValue('');
  await page.getByRole('region', { name: 'Hazards' }).getByRole('button').first().click();
  await expectNoHorizontalScroll(page);
  await checkScreen(page, 'Edit work activity');
});
