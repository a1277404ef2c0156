import { ACCOUNTS } from '../fixtures/accounts';
import { heading } from '../fixtures/shell';
import { expect, test } from '../fixtures/test';

/*
 * The SWMS builder's first steps are walked at 360 px by the SWMS journey (swms-journey.spec.ts):
 * what HiVis fills in from the job, the project and the company, the draft taken up again from
 * the job and read back from the server, and the SDS upload. The email rule of the person fields
 * is a unit test (apps/web/src/features/swms/builder/person-fields.test.ts), and what each step
 * saves is in the SWMS API tests. What is left here is the way into the builder.
 */

test('a builder step without a SWMS goes back to choosing the job', async ({ asUser }) => {
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto('/swms/pc-details');
  await expect(page).toHaveURL(/\/swms\/select-job$/);
  await expect(heading(page, 'Create a SWMS')).toBeVisible();
});
