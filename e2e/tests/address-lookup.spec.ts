import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { expectNoHorizontalScroll, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * The address look-up on the sign-up form (spec 5 "Address lookup", 7 "Address", 9): Australia
 * by default, Australia and New Zealand only, suburbs found by name or postcode from the server's
 * bundled gazetteer, and every field still typed by hand when the look-up cannot help.
 * Nothing here submits the form, so no account is registered.
 */

async function openSignup(page: Page) {
  await page.goto('/pricing');
  await expect(heading(page, 'Pricing & Sign Up')).toBeVisible();
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(heading(page, 'Account & Payment Information')).toBeVisible();
}

function addressFields(page: Page) {
  return {
    country: page.getByRole('combobox', { name: 'Country' }),
    state: page.getByRole('combobox', { name: 'State or territory' }),
    region: page.getByRole('combobox', { name: 'Region' }),
    lookup: page.getByRole('combobox', { name: 'Find suburb or postcode' }),
    nzLookup: page.getByRole('combobox', { name: 'Find town or suburb' }),
    street: page.getByRole('textbox', { name: 'Street address' }),
    suburb: page.getByRole('textbox', { name: 'Suburb', exact: true }),
    postcode: page.getByRole('textbox', { name: 'Postcode' }),
  };
}

test('type Bondi, pick the suburb: suburb, state and postcode are filled', async ({ page }) => {
  await openSignup(page);
  const fields = addressFields(page);
  await expect(fields.country).toHaveValue('Australia');
  await fields.street.fill('12 Campbell Parade');
  await fields.lookup.fill('Bondi');
  const option = page.getByRole('option', { name: /^Bondi NSW 2026/ });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option', { name: /^Bondi Junction NSW 2022/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'sign-up with the place look-up open');
  await reviewShot(page, 'address-lookup/1280-open');
  await option.click();

  await expect(fields.suburb).toHaveValue('Bondi');
  await expect(fields.state).toHaveValue('New South Wales');
  await expect(fields.postcode).toHaveValue('2026');
  await expect(fields.street).toHaveValue('12 Campbell Parade');
  await expect(fields.lookup).toHaveValue('Bondi NSW 2026');
  // The chosen label is not a failed search.
  await expect(page.getByText(/No suburb or postcode matches/)).toHaveCount(0);
  // Still editable by hand afterwards.
  await fields.postcode.fill('2025');
  await expect(fields.postcode).toHaveValue('2025');
  await expectNoSeriousA11yViolations(page, 'sign-up address filled from the look-up');
});

test('a postcode finds its suburbs; a chosen state limits the look-up; keyboard works', async ({ page }) => {
  await openSignup(page);
  const fields = addressFields(page);
  await fields.lookup.fill('4051');
  await expect(page.getByRole('option', { name: /^Alderley QLD 4051/ })).toBeVisible();
  await fields.lookup.fill('');

  await fields.state.click();
  await page.getByRole('option', { name: 'Victoria' }).click();
  await expect(fields.state).toHaveValue('Victoria');
  await fields.lookup.fill('Richmond');
  await expect(page.getByRole('option', { name: /^Richmond VIC 3121/ })).toBeVisible();
  await expect(page.getByRole('option', { name: /NSW|QLD|TAS|SA |WA / })).toHaveCount(0);
  await fields.lookup.press('ArrowDown');
  await fields.lookup.press('Enter');
  await expect(fields.suburb).toHaveValue('Richmond');
  await expect(fields.postcode).toHaveValue('3121');
});

test('New Zealand: the region list and the look-up change with the country', async ({ page }) => {
  await openSignup(page);
  const fields = addressFields(page);
  await fields.state.click();
  await page.getByRole('option', { name: 'Queensland' }).click();
  await fields.country.click();
  await page.getByRole('option', { name: 'New Zealand' }).click();
  await expect(fields.country).toHaveValue('New Zealand');
  // Changing the country clears the state.
  await expect(fields.region).toHaveValue('');
  await fields.region.click();
  await expect(page.getByRole('option', { name: 'Manawatū-Whanganui' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The look-up sits low on the form: bring it to mid-screen first, so its list opens in view
  // rather than being scrolled to while it is still settling.
  await fields.nzLookup.evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await fields.nzLookup.fill('palmerston n');
  await page.getByRole('option', { name: /^Palmerston North, Manawatū-Whanganui/ }).click();
  await expect(page.getByRole('textbox', { name: 'Suburb or town' })).toHaveValue('Palmerston North');
  await expect(fields.region).toHaveValue('Manawatū-Whanganui');
  // The bundled data has no New Zealand postcodes: the field is left for the person to type.
  await expect(fields.postcode).toHaveValue('');
});

test('without the address API the built-in lists remain and the fields can be typed', async ({ page }) => {
  await page.route('**/api/v3/address/**', (route) => route.abort());
  await openSignup(page);
  const fields = addressFields(page);
  await expect(fields.country).toHaveValue('Australia');
  await fields.state.click();
  await page.getByRole('option', { name: 'Tasmania' }).click();
  await expect(fields.state).toHaveValue('Tasmania');
  await fields.lookup.fill('Hobart');
  await expect(page.getByText('The look-up is not available right now. Please type the address in the fields below.')).toBeVisible();
  await fields.suburb.fill('Hobart');
  await fields.postcode.fill('7000');
  await expect(fields.suburb).toHaveValue('Hobart');
  await expect(fields.postcode).toHaveValue('7000');
});

test('@phone the look-up at 360 px: no sideways scrolling, accessible', async ({ page }) => {
  expect(page.viewportSize()?.width).toBe(360);
  await openSignup(page);
  const fields = addressFields(page);
  await fields.lookup.scrollIntoViewIfNeeded();
  await fields.lookup.fill('Bondi');
  const option = page.getByRole('option', { name: /^Bondi NSW 2026/ });
  await expect(option).toBeVisible();
  const box = await option.boundingBox();
  // A finger-sized target.
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
  await expectNoHorizontalScroll(page);
  await reviewShot(page, 'address-lookup/360-open');
  await option.click();
  await expect(fields.postcode).toHaveValue('2026');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page, 'address look-up at 360 px');
  if (process.env.E2E_SCREENSHOTS) await fields.country.scrollIntoViewIfNeeded();
  await reviewShot(page, 'address-lookup/360-filled');
});
