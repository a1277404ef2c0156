import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { loginViaUi } from '../fixtures/auth';
import { brisbaneDay, brisbaneLocal, clearOfBrisbaneMidnight } from '../fixtures/brisbane-time';
import { inAppPath, waitForMailLink } from '../fixtures/mailbox';
import { expectNoHorizontalScroll, expectTitle, heading } from '../fixtures/shell';
import { expectAllSent } from '../fixtures/outbox';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * The product's main journey, from the office to the site and back: the demo owner, at a desk,
 * sets up a worksite, a project and a scheduled job, invites a new employee and offers them the
 * job; the employee, on a phone, sets up the account from the mail, accepts the work request from
 * its link, clocks a shift with a break; the owner corrects and approves the week's hours and
 * finds the job on the schedule.
 *
 * The employee is invited as a supervisor (SAH), not a worker (NAH): the TimeSheet feature is not
 * available to NAH in the spec's availability table, so a worker cannot clock time at all (their
 * supervisor or the office records their hours; docs/work.md, modules/timesheets policy).
 *
 * One test in the desktop project: the phone is a context of its own at 360 × 800, so the test is
 * not tagged @phone and runs once. Everything is named after the run: the database is shared by
 * every spec file of the run.
 */

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const SHOTS = 'journey';
const PHONE = { width: 360, height: 800 };
const OWNER = ACCOUNTS.owner;
const EMPLOYEE_PASSWORD = 'Journey-Passw0rd!e2e';
/** Where the phone says it is: the Bondi worksite made below. */
const AT_SITE = { latitude: -33.8915, longitude: 151.2767 };

const SITE = `E2E Journey Bondi ${runId}`;
const PROJECT = `E2E Journey Amenities ${runId}`;
const JOB = `E2E Journey Set out footings ${runId}`;
const EMPLOYEE = {
  email: `journey-${runId}@example.test`,
  /** The office types a short name; the employee gives the full one when setting up. */
  invitedFirstName: 'Jo',
  firstName: 'Joanna',
  lastName: `Journey ${runId}`,
};
const employeeName = `${EMPLOYEE.firstName} ${EMPLOYEE.lastName}`;

const DAY_MS = 86_400_000;
const asShown = (isoDate: string) => isoDate.split('-').reverse().join('/');
/** The Monday of a calendar day's week (timesheet weeks run Monday to Sunday). */
const mondayOf = (isoDate: string) => {
  const day = new Date(`${isoDate}T00:00:00Z`);
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
};
/** As the timesheets show a duration: 45m, 1h, 1h 15m. */
const duration = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${String(rest).padStart(2, '0')}m`;
};

/**
 * A photo of a desktop screen for review. The office screens are checked with axe in their own
 * area's spec (worksites, projects, jobs, employees, work requests, timesheets, schedule): the
 * journey checks only the phone screens, which no other spec reaches in these states.
 */
const deskShot = (page: Page, shot: string) => reviewShot(page, `${SHOTS}/${shot}-1280`, { fullPage: true });

/** Axe, no sideways scrolling and a photo of a 360 px screen. */
async function checkPhone(page: Page, label: string, shot: string) {
  await expectNoHorizontalScroll(page, PHONE.width);
  await expectNoSeriousA11yViolations(page, label);
  await reviewShot(page, `${SHOTS}/${shot}-360`, { fullPage: true });
}

/** Picks an option in a Mantine select (a searchable combobox) by its label. */
async function choose(page: Page, label: string, option: string | RegExp, typed?: string) {
  const box = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
  await box.click();
  if (typed) await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Browser contexts this file opens itself, closed after the test whether it passed or not. */
const phoneContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(phoneContexts.splice(0).map((context) => context.close()));
});

/**
 * The employee's phone: small screen, touch, and the location shared (as the timesheet spec
 * does), so clocking records where the shift was. Nobody is signed in on it yet.
 */
async function employeePhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    geolocation: AT_SITE,
    permissions: ['geolocation'],
  });
  phoneContexts.push(context);
  return context.newPage();
}

/** A clock button, big enough for a gloved thumb. */
async function clockButton(phone: Page, name: string) {
  const button = phone.getByRole('button', { name, exact: true });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  return button;
}

test('the owner sets up and staffs a job, the new employee accepts and clocks it on a phone, the owner approves the hours and sees it scheduled', async ({
  asUser,
  browser,
  request,
}, testInfo) => {
  // About twenty screens across two people, eight phone screens checked with axe: more than the default minute.
  test.slow();
  // The job starts today and the shift is corrected within its day: both need the day to hold.
  await clearOfBrisbaneMidnight(testInfo, 4);
  const start = brisbaneDay(0);
  // A two-day job from 7 AM today (Brisbane): current in My Jobs all day, as it neither ended nor starts more than a day ahead.
  const end = brisbaneDay(1);
  const { page, auth: owner } = await asUser(OWNER.email);
  const phone = await employeePhone(browser);
  let jobPath = '';
  /** The Brisbane day the shift starts on: its week is the one the owner approves. */
  let shiftDay = '';

  await test.step('the owner adds a worksite with the address look-up', async () => {
    await page.goto('/worksite/create');
    await expectTitle(page, 'Add worksite');
    await expect(heading(page, 'Add worksite')).toBeVisible();
    await page.getByRole('textbox', { name: 'Worksite name' }).fill(SITE);
    await page.getByRole('textbox', { name: 'Street address' }).fill('1 Queen Elizabeth Drive');
    await page.getByRole('combobox', { name: 'Find suburb or postcode' }).fill('2026');
    await page.getByRole('option', { name: /Bondi/ }).first().click();
    await expect(page.getByRole('textbox', { name: 'Postcode' })).toHaveValue('2026');
    await deskShot(page, 'worksite-create');
    await page.getByRole('button', { name: 'Save worksite' }).click();
    await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/edit$/);
    await expect(heading(page, SITE)).toBeVisible();
  });

  await test.step('the owner creates a project at the new worksite', async () => {
    await page.getByRole('link', { name: 'All worksites' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(SITE);
    const sites = page.getByRole('table', { name: 'Worksites' });
    // The search's own answer, not the first page still on show.
    await expect(sites.getByRole('row')).toHaveCount(2);
    await expect(sites).toHaveAttribute('aria-busy', 'false');
    await deskShot(page, 'worksite-list');
    await sites.getByRole('link', { name: `Projects at ${SITE}` }).click();

    // A worksite without projects opens on what a project is.
    await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/project\/intro$/);
    await expect(page.getByRole('heading', { name: 'What is a project?' })).toBeVisible();
    await page.getByRole('link', { name: 'Create project' }).click();

    await expect(heading(page, 'Create project')).toBeVisible();
    await page.getByRole('textbox', { name: 'Project name' }).fill(PROJECT);
    await page.getByLabel('Start date (optional)').fill(start);
    await page.getByRole('textbox', { name: 'Description (optional)' }).fill('New site amenities block and footings.');
    await deskShot(page, 'project-create');
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(heading(page, `Client for ${PROJECT}`)).toBeVisible();
    await choose(page, 'Client', 'Priya Sharma', 'Priya');
    await choose(page, 'Client contact', /Priya Sharma \(Owner\)/);
    await page.getByRole('button', { name: 'Save and continue' }).click();

    await expect(heading(page, `Principal contractor for ${PROJECT}`)).toBeVisible();
    await page.getByRole('button', { name: 'We are the principal contractor' }).click();
    await page.getByRole('button', { name: 'Save and finish' }).click();

    await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/project\/[0-9a-f-]{36}$/);
    await expect(heading(page, PROJECT)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Jobs (0)' })).toBeVisible();
    await deskShot(page, 'project');
  });

  await test.step('the owner creates a scheduled job in the project', async () => {
    await page.getByRole('link', { name: 'Create job' }).click();
    await expect(page).toHaveURL(/\/job\/create-job-option$/);
    await expect(heading(page, 'New job')).toBeVisible();
    await page.getByRole('link', { name: /Just create the job/ }).click();

    await expect(page).toHaveURL(/\/job\/create$/);
    await page.getByRole('textbox', { name: 'Job title' }).fill(JOB);
    await page.getByLabel('Start date').fill(start);
    await page.getByLabel('Start time').fill('07:00');
    await page.getByLabel('End date').fill(end);
    await page.getByLabel('End time').fill('15:30');
    await page.getByRole('textbox', { name: 'Scope of work' }).fill('Set out and pour the amenities block footings.');
    await deskShot(page, 'job-create');
    await page.getByRole('button', { name: 'Create job' }).click();

    await expect(page).toHaveURL(/\/worksite\/[0-9a-f-]{36}\/project\/[0-9a-f-]{36}\/job\/[0-9a-f-]{36}$/);
    jobPath = new URL(page.url()).pathname;
    await expect(heading(page, JOB)).toBeVisible();
    const details = page.getByRole('region', { name: 'Details' });
    await expect(details).toContainText(`${asShown(start)} 07:00 AM`);
    await expect(details).toContainText(`${asShown(end)} 03:30 PM`);
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Is Pending');
    await deskShot(page, 'job');
  });

  await test.step('the owner invites the new employee as a supervisor', async () => {
    await page.goto('/staff/employee/add');
    await expect(heading(page, 'Invite employee')).toBeVisible();
    await page.getByRole('textbox', { name: 'Email address' }).fill(EMPLOYEE.email);
    await page.getByRole('textbox', { name: 'First name' }).fill(EMPLOYEE.invitedFirstName);
    await page.getByRole('textbox', { name: 'Last name' }).fill(EMPLOYEE.lastName);
    await page.getByRole('textbox', { name: 'Position' }).fill('Leading hand');
    // SAH, not NAH: see the note at the top of the file.
    await page.getByRole('radio', { name: /^Supervisor/ }).check();
    await deskShot(page, 'invite');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(heading(page, `${EMPLOYEE.invitedFirstName} ${EMPLOYEE.lastName}`)).toBeVisible();
    await expect(page.getByText('Invitation pending').first()).toBeVisible();
  });

  await test.step('the employee sets up the account from the mail on a phone', async () => {
    const { mail, url } = await waitForMailLink(request, { to: EMPLOYEE.email, pathPrefix: '/signup/setup/' });
    expect(mail.subject).toBe('Set up your HiVis account');
    await phone.goto(inAppPath(url));
    await expect(heading(phone, 'Set up your account')).toBeVisible();
    await expect(phone.getByRole('textbox', { name: 'Email address' })).toHaveValue(EMPLOYEE.email);
    await phone.getByRole('textbox', { name: 'First name' }).fill(EMPLOYEE.firstName);
    await phone.getByLabel('Password', { exact: true }).fill(EMPLOYEE_PASSWORD);
    await phone.getByLabel('Confirm password', { exact: true }).fill(EMPLOYEE_PASSWORD);
    await phone.getByRole('checkbox', { name: 'I accept the Privacy Policy' }).check();
    await phone.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }).check();
    await checkPhone(phone, 'account set-up at 360 px', 'setup');
    await phone.getByRole('button', { name: 'Next' }).click();

    await expect(phone).toHaveURL('/auth/login');
    await expect(phone.getByText('Your account is ready. Please sign in.')).toBeVisible();
    await loginViaUi(phone, EMPLOYEE.email, EMPLOYEE_PASSWORD, { open: false });
    await expect(heading(phone, `Welcome, ${EMPLOYEE.firstName}`)).toBeVisible();
    await checkPhone(phone, 'employee home at 360 px', 'employee-home');
  });

  await test.step('the owner offers the job to the employee', async () => {
    await page.goto(jobPath);
    await page.getByRole('region', { name: 'People on this job' }).getByRole('link', { name: 'Assign staff' }).click();
    await expect(heading(page, `Assign staff: ${JOB}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Search people' }).fill(EMPLOYEE.lastName);
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await page.getByRole('checkbox', { name: new RegExp(employeeName) }).check();
    await expect(page.getByText(`Chosen: ${employeeName}`)).toBeVisible();
    await deskShot(page, 'assign-staff');
    await page.getByRole('button', { name: 'Send work request' }).click();
    const people = page.locator('#people-on-job');
    await expect(people.getByText(employeeName)).toBeVisible();
    await expect(people.getByText('Waiting for an answer')).toBeVisible();
  });

  await test.step('the employee accepts from the mailed link and finds the job in My Jobs', async () => {
    const { mail, url } = await waitForMailLink(request, { to: EMPLOYEE.email, pathPrefix: '/work-request/accept/', timeout: 20_000 });
    expect(mail.subject).toBe(`Work request: ${JOB}`);
    // Opening the link answers nothing (mail scanners open links): the button does.
    await phone.goto(inAppPath(url));
    await expectTitle(phone, 'Accept work request');
    await expect(phone.getByRole('heading', { name: JOB })).toBeVisible();
    await expect(phone.getByText('Waiting for an answer')).toBeVisible();
    await checkPhone(phone, 'accept work request at 360 px', 'accept');
    await phone.getByRole('button', { name: 'Yes, I accept this job' }).click();
    await expect(phone.getByText('Thanks, you have accepted this job.')).toBeVisible();

    await phone.getByRole('link', { name: 'Go to My Jobs' }).click();
    await expect(phone).toHaveURL('/my-jobs');
    await expect(heading(phone, 'My Jobs')).toBeVisible();
    await expect(phone.getByRole('radio', { name: 'Current' })).toBeChecked();
    const card = phone.getByRole('link', { name: new RegExp(JOB) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(SITE);
    await checkPhone(phone, 'my jobs at 360 px', 'my-jobs');
    await card.click();
    await expect(heading(phone, JOB)).toBeVisible();

    // The office sees the answer: the first acceptance starts the job.
    await page.goto(jobPath);
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('In Progress');
    await expect(page.getByRole('region', { name: 'People on this job' })).toContainText('1 accepted');
  });

  await test.step('the employee clocks in, takes a break and clocks out on the phone', async () => {
    const panel = phone.getByRole('region', { name: 'Time on this job' });
    await expect(panel.getByText('You are not clocked in.')).toBeVisible();
    await checkPhone(phone, 'job view at 360 px', 'job-view');

    shiftDay = brisbaneDay(0);
    await (await clockButton(phone, 'Clock in')).click();
    await expect(panel.getByText('Clocked in', { exact: true })).toBeVisible();
    await expect(panel.getByText(/^Clock-in location recorded/)).toBeVisible();
    await expect(panel.getByTestId('worked-so-far')).toHaveText(/worked$/);
    await checkPhone(phone, 'clocked in at 360 px', 'clocked-in');

    await (await clockButton(phone, 'Start break')).click();
    await expect(panel.getByText('On break', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(phone, 'on break at 360 px');
    await (await clockButton(phone, 'End break')).click();
    await expect(panel.getByText('Clocked in', { exact: true })).toBeVisible();
    await expect(panel.getByText(/1 break$/)).toBeVisible();

    await (await clockButton(phone, 'Clock out')).click();
    await expect(panel.getByText('You are not clocked in.')).toBeVisible();
    // Each tap is saved on the phone and sent in the background: the office sees it once all are sent.
    await expectAllSent(phone);
    await checkPhone(phone, 'clocked out at 360 px', 'clocked-out');
  });

  await test.step("the owner finds the employee's hours this week, corrects the shift and approves the week", async () => {
    await page.goto('/timesheets');
    await expectTitle(page, 'Timesheets');
    await expect(heading(page, 'Timesheets')).toBeVisible();
    // The shift's own week, even if the clock passed Sunday midnight since.
    const monday = mondayOf(shiftDay);
    await page.getByLabel('Week starting (Monday)').fill(shiftDay);
    await expect(page.getByText(`${asShown(monday)} to `)).toBeVisible();
    const card = page.getByRole('region', { name: new RegExp(`^${employeeName}:`) });
    await expect(card).toBeVisible();
    await expect(card.getByText('Waiting for approval')).toBeVisible();
    await card.getByRole('button', { name: /Show shifts/ }).click();
    await expect(card.getByText(JOB)).toBeVisible();
    await deskShot(page, 'timesheets');

    // The shift took seconds: as a real one would be, the office sets the clock-in to when work
    // began. 90 minutes before the clock-out (less, shortly after midnight, so the shift keeps
    // its day), with a 15-minute break when there is room for one.
    const week = await request.get('/api/v3/timesheet/week', { headers: { authorization: `Bearer ${owner.token}` }, params: { start: monday } });
    expect(week.status(), await week.text()).toBe(200);
    const people = ((await week.json()) as { people: { email: string; entries: { clockOutAt: string | null; jobTitle: string }[] }[] }).people;
    const shift = people.find((person) => person.email === EMPLOYEE.email)?.entries.find((entry) => entry.jobTitle === JOB);
    if (!shift?.clockOutAt) throw new Error("the shift is not in its week's timesheet");
    const out = new Date(shift.clockOutAt);
    const midnight = new Date(`${brisbaneLocal(out).slice(0, 10)}T00:00:00+10:00`);
    const length = Math.min(90, Math.floor((out.getTime() - midnight.getTime()) / 60_000) - 1);
    const clockIn = new Date(out.getTime() - length * 60_000);
    const hasBreak = length >= 30;

    await card.getByRole('button', { name: new RegExp(`^Correct ${employeeName}'s shift`) }).click();
    const modal = page.getByRole('dialog', { name: `Correct ${employeeName}'s shift` });
    await modal.getByLabel('Clock in').fill(brisbaneLocal(clockIn));
    if (hasBreak) {
      await modal.getByLabel('Break 1 start').fill(brisbaneLocal(new Date(clockIn.getTime() + 30 * 60_000)));
      await modal.getByLabel('Break 1 end').fill(brisbaneLocal(new Date(clockIn.getTime() + 45 * 60_000)));
    } else {
      await modal.getByRole('button', { name: 'Remove break 1' }).click();
    }
    await modal.getByLabel('Note').fill('Started on site before clocking in.');
    await deskShot(page, 'correct');
    await modal.getByRole('button', { name: 'Save correction' }).click();
    await expect(modal).toBeHidden();

    const worked = hasBreak ? length - 15 : length;
    expect(worked).toBeGreaterThan(0);
    await expect(card.getByTestId('week-total')).toHaveText(duration(worked));
    await expect(card.getByText('Corrected', { exact: true })).toBeVisible();

    // This person's week only: other people's hours are not this journey's to approve.
    await card.getByRole('button', { name: `Approve ${employeeName}'s week` }).click();
    await expect(page.getByText(`${employeeName}: 1 shift approved.`)).toBeVisible();
    await expect(card.getByText('Approved', { exact: true }).first()).toBeVisible();
    await deskShot(page, 'timesheets-approved');
  });

  await test.step("the owner sees the job on the schedule, in the week of the job's start", async () => {
    await page.goto(`/schedule?view=timeGridWeek&date=${start}`);
    await expectTitle(page, 'Work Schedule');
    await expect(heading(page, 'Work Schedule')).toBeVisible();
    // A two-day job shows on each of its days: the first is enough.
    await expect(page.locator('.hv-calendar .fc-event').filter({ hasText: JOB }).first()).toBeVisible();
    await deskShot(page, 'schedule');
  });
});
