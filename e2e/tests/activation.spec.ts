import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { expectTitle, heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * /email-activation-failed?error=CODE (spec 2.5, 8). /email-confirmed, with its countdown to the
 * login page, is reached from the real confirmation mail in the sign-up journey (signup.spec.ts).
 */

const GENERIC = 'Your email has not been successfully confirmed. Please contact support or try again later.';

test.describe('activation failed page', () => {
  for (const [code, message] of [
    ['EMPTY', 'Activation code cannot be empty'],
    ['INVALID', 'Activation code invalid'],
    ['NOT_FOUND', 'Activation code cannot be found'],
  ] as const) {
    test(`${code}: 'Activation failed!' and its message`, async ({ page }) => {
      await page.goto(`/email-activation-failed?error=${code}`);
      await expect(heading(page, 'Activation failed!')).toBeVisible();
      await expectTitle(page, 'Activation failed!');
      await expect(page.getByTestId('activation-message')).toHaveText(message);
    });
  }

  test('ALREADY_ACTIVE: title, tick icon and the text with its two spaces', async ({ page }) => {
    await page.goto('/email-activation-failed?error=ALREADY_ACTIVE');
    await expect(heading(page, 'Already activated')).toBeVisible();
    await expectTitle(page, 'Already activated');
    await expect(page.locator('[data-icon="tick"]')).toBeVisible();
    const text = await page.getByTestId('activation-message').textContent();
    expect(text).toBe('Activation has already been completed for this account.  Please check your account for the Confirmation email.');
    await expectNoSeriousA11yViolations(page, 'already activated');
  });

  test('no or an unknown code: the generic text', async ({ page }) => {
    for (const path of ['/email-activation-failed', '/email-activation-failed?error=SOMETHING']) {
      await page.goto(path);
      await expect(heading(page, 'Activation failed!')).toBeVisible();
      await expect(page.getByTestId('activation-message')).toHaveText(GENERIC);
    }
    await expectNoSeriousA11yViolations(page, 'activation failed');
  });

  test('an unknown code in the mail link lands on the failed page', async ({ page }) => {
    await page.goto('/api/users/activate/not-a-real-code');
    await expect(page).toHaveURL(/\/email-activation-failed\?error=(NOT_FOUND|INVALID)$/);
    await expect(heading(page, 'Activation failed!')).toBeVisible();
  });
});
