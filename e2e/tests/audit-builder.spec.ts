import type { Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLoginInto } from '../fixtures/auth';
import { expectNoHorizontalScroll, expectTitle, heading, mainMenu } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * The audit template builder (/audits/create, /audits/details/{id}) for the demo owner: a
 * template with a condition inside a section and one across sections, reordered by keyboard,
 * refused while a condition looks forward, saved, and read back after a reload. The run shares
 * one database, so the template's name carries this run's suffix.
 */

const run = Date.now().toString(36);
const shot = (page: Page, name: string) => reviewShot(page, `audits/${name}`, { fullPage: true });
const section = (form: Locator, number: number) => form.getByRole('region', { name: new RegExp(`^Section ${number}:`) });

test('owner builds a template with logic across two sections, reorders it by keyboard and saves it', async ({ page }) => {
  test.setTimeout(150_000);
  const name = `Gate check ${run}`;
  await apiLoginInto(page, ACCOUNTS.owner.email);
  await page.goto('/');
  await mainMenu(page).getByRole('link', { name: 'Audit Tool' }).click();
  await expect(page).toHaveURL('/audits');
  await expect(heading(page, 'Audit Tool')).toBeVisible();
  await expectTitle(page, 'Audit Tool');
  // The eight starters are there for every company, marked as HiVis's.
  await page.getByLabel('Show', { exact: true }).selectOption('starter');
  await expect(page.getByText('Showing 5 of ~8 results')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audit templates');

  await page.getByRole('link', { name: 'Build a template' }).first().click();
  await expect(heading(page, 'Build an audit template')).toBeVisible();
  const form = page.getByRole('form', { name: 'Audit template' });

  // Nothing filled in: the builder's own messages, on the fields, before anything is sent.
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(form.getByText('Please enter a name for the audit.')).toBeVisible();
  await expect(form.getByText('Please enter a description.')).toBeVisible();
  await expect(form.getByText('Please enter the question.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'audit builder with errors');
  await form.getByLabel('Template name').fill(name);
  await expect(form.getByText('Please enter a name for the audit.')).toBeHidden();
  await form.getByLabel('Description').fill('Each morning before the crew arrives.');

  // Section 1: a Yes / No question, then a text question shown only when the gate was not locked.
  const first = section(form, 1);
  await first.getByLabel('Section 1 title').fill('Gate');
  await first.getByRole('textbox', { name: 'Question', exact: true }).fill('Was the gate locked overnight?');
  await first.getByRole('button', { name: 'Add question to Gate' }).click();
  await page
    .getByRole('dialog', { name: 'Add question to Gate' })
    .getByRole('button', { name: /^Text Typed words/ })
    .click();
  await first.getByRole('textbox', { name: 'Question', exact: true }).fill('What was found?');
  const shownWhen = first.getByRole('group', { name: 'Show this question only when' });
  await shownWhen.getByRole('button', { name: 'Add a condition' }).click();
  await shownWhen.getByLabel('Condition 1: answer').selectOption({ label: 'No' });
  await expect(shownWhen.getByText('“Was the gate locked overnight?” is No')).toBeVisible();

  // Section 2, shown only when the gate was locked: a number question.
  await form.getByRole('button', { name: 'Add section' }).click();
  const second = section(form, 2);
  await second.getByLabel('Section 2 title').fill('Sign off');
  await second.getByLabel('Answer type').selectOption('number');
  await second.getByRole('textbox', { name: 'Question', exact: true }).fill('People on site');
  const sectionShown = second.getByRole('group', { name: 'Show this section only when' });
  await sectionShown.getByRole('button', { name: 'Add a condition' }).click();
  await sectionShown.getByLabel('Condition 1: question').selectOption({ label: 'Was the gate locked overnight?' });
  await sectionShown.getByLabel('Condition 1: answer').selectOption({ label: 'Yes' });
  await expectNoSeriousA11yViolations(page, 'audit builder');

  // Moved by keyboard above the question its condition looks at: the server's rule is said on it.
  const handle = first.getByRole('button', { name: 'Drag question 1.2' });
  await handle.focus();
  // Each key waits for what a screen reader hears: the drag measures the list between keys.
  await page.keyboard.press('Space');
  await expect(first.getByRole('status')).toHaveText('question 1.2 is now at place 2 of 2.');
  await page.keyboard.press('ArrowUp');
  await expect(first.getByRole('status')).toHaveText('question 1.2 is now at place 1 of 2.');
  await page.keyboard.press('Space');
  await expect(first.getByRole('status')).toHaveText('question 1.2 dropped at place 1 of 2.');
  await expect(first.getByRole('button', { name: /What was found\?.*question 1\.1/ })).toBeVisible();
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(first.getByRole('alert').filter({ hasText: 'A condition can only look at a question that comes before it.' })).toBeVisible();
  await expect(first.getByLabel('Condition 1: question')).toContainText('Was the gate locked overnight? (comes later: choose another)');
  // Put back with the menu's Move down.
  await first.getByRole('button', { name: 'More for question 1.1' }).click();
  await page.getByRole('dialog', { name: 'More for question 1.1' }).getByRole('button', { name: 'Move down' }).click();
  await expect(first.getByRole('button', { name: /What was found\?.*question 1\.2/ })).toBeVisible();

  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/audits\/details\/[0-9a-f-]{36}$/);
  await expect(heading(page, name)).toBeVisible();
  await expect(page.getByText('Made by Olivia Owner · version 1')).toBeVisible();

  // Read back after a reload: order, types and both conditions as saved.
  await page.reload();
  const saved = page.getByRole('form', { name: 'Audit template' });
  await expect(section(saved, 1).getByRole('button', { name: /Was the gate locked overnight\?.*question 1\.1/ })).toBeVisible();
  await expect(section(saved, 1).getByRole('button', { name: /What was found\?.*Conditional.*question 1\.2/ })).toBeVisible();
  await expect(section(saved, 2).getByLabel('Section 2 title')).toHaveValue('Sign off');
  await expect(section(saved, 2).getByText('“Was the gate locked overnight?” is Yes')).toBeVisible();
  await shot(page, 'builder-1280');

  // On a phone: the same builder, nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'audit builder at 360 px');
  await shot(page, 'builder-360');

  // The template is in the list as the company's own.
  await page.goto('/audits');
  await page.getByLabel('Search templates').fill(run);
  await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
});

/** Each answer type as the "add question" menu names it (its label, then its hint). */
const EVERY_OTHER_TYPE: Array<{ type: string; button: RegExp }> = [
  { type: 'multi_radio', button: /^Pick one/ },
  { type: 'multi_checklist', button: /^Checklist/ },
  { type: 'multi_select', button: /^Pick several/ },
  { type: 'text', button: /^Text/ },
  { type: 'number', button: /^Number/ },
  { type: 'signature', button: /^Signature/ },
  { type: 'slider', button: /^Slider/ },
  { type: 'date', button: /^Date (?!and time)/ },
  { type: 'datetime', button: /^Date and time/ },
  { type: 'time', button: /^Time/ },
  { type: 'audio', button: /^Voice recording/ },
  { type: 'photo', button: /^Photo/ },
  { type: 'file', button: /^File/ },
  { type: 'show_file', button: /^Show a document/ },
  { type: 'show_location', button: /^Location/ },
];

test('owner builds a template with every one of the 16 answer types', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `Every answer ${run}`;
  const owner = await apiLoginInto(page, ACCOUNTS.owner.email);
  await page.goto('/audits/create');
  const form = page.getByRole('form', { name: 'Audit template' });
  await form.getByLabel('Template name').fill(name);
  await form.getByLabel('Description').fill('One question of each kind.');
  const only = section(form, 1);
  await only.getByLabel('Section 1 title').fill('Every kind');
  // The first question is a Yes / No one; the other fifteen are added from the menu.
  await only.getByRole('textbox', { name: 'Question', exact: true }).fill('Yes or no?');
  for (const [index, each] of EVERY_OTHER_TYPE.entries()) {
    await only.getByRole('button', { name: 'Add question to Every kind' }).click();
    await page.getByRole('dialog', { name: 'Add question to Every kind' }).getByRole('button', { name: each.button }).click();
    // The question just added is the one open: the others fold to their summary line.
    await only.getByRole('textbox', { name: 'Question', exact: true }).fill(`Question ${index + 2}, of type ${each.type}`);
    if (each.type === 'multi_radio' || each.type === 'multi_select') {
      await only.getByRole('textbox', { name: 'Option 1', exact: true }).fill('First');
      await only.getByRole('textbox', { name: 'Option 2', exact: true }).fill('Second');
    }
    if (each.type === 'multi_checklist') await only.getByRole('textbox', { name: 'Item 1', exact: true }).fill('Ticked');
    if (each.type === 'show_file') {
      const chooser = page.waitForEvent('filechooser');
      await only.getByRole('button', { name: 'Choose the document' }).click();
      await (
        await chooser
      ).setFiles({
        name: 'site-rules.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(
          '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
        ),
      });
      await expect(only.getByText('site-rules.pdf')).toBeVisible();
    }
  }
  await expectNoSeriousA11yViolations(page, 'audit builder with every answer type');
  await form.getByRole('button', { name: 'Save template' }).click();
  await expect(page).toHaveURL(/\/audits\/details\/[0-9a-f-]{36}$/);
  const templateId = page.url().split('/').pop() ?? '';
  const saved = await page.request.get(`/api/v3/audit/${templateId}`, { headers: { authorization: `Bearer ${owner.token}` } });
  const types = ((await saved.json()) as { sections: { elements: { type: string }[] }[] }).sections.flatMap((each) =>
    each.elements.map((question) => question.type),
  );
  expect(new Set(types).size).toBe(16);
  expect(types).toEqual(['boolean', ...EVERY_OTHER_TYPE.map((each) => each.type)]);
});
