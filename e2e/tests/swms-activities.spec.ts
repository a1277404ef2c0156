import type { Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin, seedAuth } from '../fixtures/auth';
import { expectNoHorizontalScroll, heading } from '../fixtures/shell';
import { draftSwms } from '../fixtures/swms';
import { expect, test } from '../fixtures/test';

/*
 * The work activity steps of the SWMS builder on a 360 px phone: the owner chooses Carpentry,
 * ticks two library activities, customises one for the site (a rating, a control, and the reason
 * the schema asks for when only administrative controls leave a high risk), removes the other and
 * continues to the hazardous substances step. The SWMS is started through the API: earlier steps
 * are in the SWMS journey (swms-journey.spec.ts), which also checks each of these screens with axe.
 */

const HAZARD = 'Frame falling while being stood';
const WALL_FRAMES = 'Stand and brace wall frames';
const TRUSSES = 'Install roof trusses';
const REASON_LABEL = 'Why nothing higher up the hierarchy is practical';

/** The screen is on show and fits 360 px. */
async function checkScreen(page: Page, title: string): Promise<void> {
  await expect(heading(page, title)).toBeVisible();
  await expectNoHorizontalScroll(page);
}

test('@phone the owner chooses, ticks and customises work activities on a phone', async ({ browser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const { id: swmsId } = await draftSwms(request, owner.token, { complete: false });
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  await seedAuth(context, owner);
  const page = await context.newPage();

  // Choose the trade.
  await page.goto(`/swms/choose-trade?swmsId=${swmsId}`);
  await expect(page.getByRole('checkbox', { name: 'Carpentry', exact: true })).toBeVisible();
  await checkScreen(page, 'Choose the trades');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Please choose at least one trade.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Carpentry', exact: true }).check();
  await expect(page.getByText('1 trade chosen')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Tick two activities from the library; look at one's hazards first.
  await expect(page).toHaveURL(new RegExp(`/swms/view-activities\\?swmsId=${swmsId}`));
  await expect(page.getByRole('heading', { level: 2, name: 'Carpentry' })).toBeVisible();
  const wallFrames = page.getByRole('checkbox', { name: WALL_FRAMES });
  await expect(wallFrames).toBeVisible();
  const firstPreview = page.getByRole('button', { name: 'Show hazards and controls' }).first();
  await firstPreview.click();
  await expect(page.getByText(HAZARD).first()).toBeVisible();
  await checkScreen(page, 'Choose work activities');
  await expectNoSeriousA11yViolations(page, 'Choose work activities, hazards shown');
  await wallFrames.check();
  await page.getByRole('checkbox', { name: TRUSSES }).check();
  await expect(page.getByText('2 library activities ticked')).toBeVisible();
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Both are on the SWMS under Carpentry.
  await expect(page).toHaveURL(new RegExp(`/swms/work-activities\\?swmsId=${swmsId}`));
  const carpentry = page.getByRole('region', { name: /Carpentry/ });
  await expect(carpentry.getByText(WALL_FRAMES)).toBeVisible();
  await expect(carpentry.getByText(TRUSSES)).toBeVisible();
  await checkScreen(page, 'Work activities');
  await page.getByRole('button', { name: `Customise ${WALL_FRAMES}` }).click();

  // Customise: the risk after controls rises to High, and only administrative controls remain.
  await expect(page).toHaveURL(/\/swms\/work-activities-customize\?swmsId=.*&key=/);
  await expect(heading(page, 'Customise work activity')).toBeVisible();
  await page.getByRole('button', { name: new RegExp(HAZARD) }).click();
  // The open hazard's panel (the accordion keeps the others' in the page, hidden).
  const hazard = page.getByRole('region', { name: new RegExp(HAZARD) });
  const after = hazard.getByRole('group', { name: 'Risk after controls' });
  await after.getByLabel('Likelihood').selectOption('3');
  await expect(after.getByText('High 12')).toBeVisible();
  await hazard.getByRole('button', { name: `Remove control 1 of ${HAZARD}` }).click();
  await hazard.getByRole('button', { name: `Remove control 1 of ${HAZARD}` }).click();
  await hazard.getByRole('button', { name: 'Add a control' }).click();
  await hazard.getByLabel('Control 2: level').selectOption('administrative');
  await hazard.getByLabel('Control 2: what workers do').fill('A second carpenter holds each frame until its braces are fixed.');
  await expect(hazard.getByLabel(REASON_LABEL)).toBeVisible();
  await checkScreen(page, 'Customise work activity');
  // The journey checks these screens with axe as they first open; this state (a high risk left
  // with administrative controls only, and the reason it asks for) is this spec's own.
  await expectNoSeriousA11yViolations(page, 'Customise work activity, reason asked for');

  // Saving without the reason is refused with the server schema's own message.
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page.getByText('Please check the fields marked in red.')).toBeVisible();
  await expect(page.getByText(/This risk stays high with only administrative and PPE controls/)).toBeVisible();
  await hazard.getByLabel(REASON_LABEL).fill('The frames are stood on a suspended slab where no frame lifter can reach.');
  // Keep this version in the company's library too, under the scope it came from.
  await page.getByRole('checkbox', { name: 'Also save to my library' }).check();
  await expect(page.getByLabel('Scope of work')).toHaveValue(/.+/);
  await expect(page.getByLabel('Scope of work').locator('option:checked')).toHaveText('House framing');
  await page.getByRole('button', { name: 'Save activity' }).click();

  // Back on the list, the activity shows its new highest risk; continue to the next step.
  await expect(page).toHaveURL(new RegExp(`/swms/work-activities\\?swmsId=${swmsId}`));
  await expect(heading(page, 'Work activities')).toBeVisible();
  const stored = await request.get(`/api/v3/swms/${swmsId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  const content = (
    (await stored.json()) as {
      content: {
        hrcwCodes: string[];
        activities: {
          name: string;
          hazards: { hazard: string; after: { likelihood: number }; residualReason: string | null; controls: { level: string }[] }[];
        }[];
      };
    }
  ).content;
  const saved = content.activities.find((activity) => activity.name === WALL_FRAMES)?.hazards.find((hazard) => hazard.hazard === HAZARD);
  expect(saved?.after.likelihood).toBe(3);
  expect(saved?.controls.map((control) => control.level)).toEqual(['administrative', 'administrative']);
  expect(saved?.residualReason).toContain('suspended slab');
  expect(content.activities).toHaveLength(2);
  // The activity's high-risk work is now ticked on the SWMS itself, which the document prints.
  expect(content.hrcwCodes).toContain('powered_mobile_plant');
  const own = await request.get('/api/v3/workactivities', {
    headers: { authorization: `Bearer ${owner.token}` },
    params: { type: 'custom', search: WALL_FRAMES },
  });
  const ownItems = ((await own.json()) as { items: { name: string; isOwn: boolean; scopeName: string; hazards: { residualReason: string | null }[] }[] }).items;
  expect(ownItems.find((item) => item.name === WALL_FRAMES)).toMatchObject({ isOwn: true, scopeName: 'House framing' });

  // Removing one asks first, then saves at once.
  await page.getByRole('button', { name: `Remove ${TRUSSES}` }).click();
  await page.getByRole('dialog', { name: 'Remove this work activity?' }).getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('button', { name: `Customise ${TRUSSES}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Carpentry/ }).getByText('1 activity')).toBeVisible();

  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/swms/links\\?swmsId=${swmsId}`));
  await context.close();
});
