import type { Browser, Download, Locator, Page } from '@playwright/test';
import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { loginViaUi } from '../fixtures/auth';
import { inAppPath, waitForMailLink } from '../fixtures/mailbox';
import { pdfText } from '../fixtures/pdf';
import { expectNoHorizontalScroll, heading, mainMenu } from '../fixtures/shell';
import { drawSignature } from '../fixtures/swms';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * The SWMS acceptance journey on a 360 px phone, through the screens only: the owner signs in,
 * opens SWMS Management → Create, builds a SWMS for a demo job step by step (checking what HiVis
 * filled in, adding what only the site knows), comes back to the draft from the job and finds it
 * as saved, picks two Carpentry activities from the library, customises one, adds a hazardous
 * substance, generates the PDF, downloads it and sends it to a new address. A worker without an
 * account signs from the mailed link, signed out. The owner then sees the signature on Section 6
 * and in View SWMS, and the version's PDF now carries the name.
 *
 * The only requests outside the browser read the run's mailbox and the PDFs. The database is
 * shared by every spec file of the run, so the signer and the address are named after the run.
 */

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const SHOTS = 'swms-journey';
const PHONE = { width: 360, height: 780 };
const SAVE = 'Save and continue';

const JOB = 'Install partition framing, level 3';
const SWMS_TITLE = `SWMS – ${JOB}`;
const WALL_FRAMES = 'Stand and brace wall frames';
const DOORS = 'Hang doors and fix architraves and skirtings';
const HAZARD = 'Frame falling while being stood';
const SUPERVISOR = { name: 'Sam Supervisor', phone: '0412 555 010' };
const SUBSTANCE = 'Sikaflex-11FC sealant';
const CREW_EMAIL = `crew.member+${runId}@example.com`;
const WORKER_NAME = `Casey Journey ${runId}`;
/** What replaces each '(fill in)' of the suggested emergency text, in order. */
const SITE_DETAILS = ['the site shed by the level 3 lift lobby', 'Sam Supervisor', 'the footpath on Breakfast Creek Road'];

/** The screen is on show with its step number, fits 360 px, has no serious axe finding; photographed. */
async function checkStep(page: Page, title: string, step: number | null, shot: string): Promise<void> {
  await expect(heading(page, title)).toBeVisible();
  if (step !== null) await expect(page.getByText(new RegExp(`^Step ${step} of 12`))).toBeVisible();
  await expectNoHorizontalScroll(page, PHONE.width);
  await expectNoSeriousA11yViolations(page, title);
  await reviewShot(page, `${SHOTS}/${shot}-360`, { fullPage: true });
}

async function saveAndContinue(page: Page, nextRoute: string): Promise<void> {
  await page.getByRole('button', { name: SAVE }).click();
  await expect(page).toHaveURL(new RegExp(`/swms/${nextRoute}\\?swmsId=`));
}

async function downloadFrom(page: Page, link: Locator): Promise<Download> {
  const download = page.waitForEvent('download');
  await link.click();
  return download;
}

/** Sign in, SWMS Management → Create, choose the job, start a new SWMS. */
async function startSwms(page: Page): Promise<void> {
  await loginViaUi(page, ACCOUNTS.owner.email);
  await expect(heading(page, `Welcome, ${ACCOUNTS.owner.firstName}`)).toBeVisible();
  await page.getByRole('button', { name: 'Open main menu' }).click();
  await mainMenu(page).getByRole('list', { name: 'SWMS Management' }).getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/swms\/select-job$/);
  await checkStep(page, 'Create a SWMS', 1, '01-select-job');
  await page.getByRole('searchbox', { name: 'Find the job' }).fill('partition framing');
  await page.getByRole('button', { name: new RegExp(JOB) }).click();
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(JOB) })).toBeVisible();
  await reviewShot(page, `${SHOTS}/01b-job-chosen-360`, { fullPage: true });
  await page.getByRole('button', { name: 'Start a new SWMS' }).click();
  await expect(page).toHaveURL(/\/swms\/section-one\?swmsId=/);
}

/** Steps 2–5: the job's law and high-risk work, the principal contractor, people, the business. */
async function fillDetails(page: Page): Promise<void> {
  await expect(page.getByRole('combobox', { name: 'State or country of the work' })).toHaveValue('Queensland');
  await checkStep(page, 'Job and high-risk work', 2, '02-section-one');
  await page.getByRole('checkbox', { name: /falling more than 2 metres/ }).check();
  await saveAndContinue(page, 'pc-details');

  // Filled in from the job's project.
  await expect(page.getByRole('textbox', { name: 'Company name' })).toHaveValue('Riverbank Builders Pty Ltd');
  await expect(page.getByRole('textbox', { name: 'WHS person: name' })).toHaveValue('Lisa Nguyen');
  await checkStep(page, 'Principal contractor', 3, '03-pc-details');
  await saveAndContinue(page, 'section-details');

  // Prepared and approved by the owner; the site supervisor and the site's emergency details are ours to add.
  await expect(page.getByRole('textbox', { name: 'Prepared by: name' })).toHaveValue(`${ACCOUNTS.owner.firstName} ${ACCOUNTS.owner.lastName}`);
  await expect(page.getByRole('textbox', { name: 'Approved by: name' })).toHaveValue(`${ACCOUNTS.owner.firstName} ${ACCOUNTS.owner.lastName}`);
  await expect(page.getByText('Replace each (fill in)')).toBeVisible();
  await checkStep(page, 'People and procedures', 4, '04-section-details');
  await page.getByRole('textbox', { name: 'Site supervisor: name' }).fill(SUPERVISOR.name);
  await page.getByRole('textbox', { name: 'Site supervisor: phone' }).fill(SUPERVISOR.phone);
  await page
    .getByRole('textbox', { name: 'How the workers were consulted' })
    .fill('Went through it with the framing crew at the pre-start on level 3; their changes are in.');
  const emergency = page.getByRole('textbox', { name: 'Emergency procedures' });
  let text = await emergency.inputValue();
  expect(text.split('(fill in)')).toHaveLength(SITE_DETAILS.length + 1);
  for (const detail of SITE_DETAILS) text = text.replace('(fill in)', detail);
  await emergency.fill(text);
  await expect(page.getByText('Replace each (fill in)')).toHaveCount(0);
  await saveAndContinue(page, 'contractor-detail');

  // The business, from the company.
  await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Demo Constructions Pty Ltd');
  await checkStep(page, 'Your business', 5, '05-contractor-detail');
  await saveAndContinue(page, 'section-three');
}

/**
 * A draft carries on where it stopped: from the job, the SWMS offers the template step, and going
 * back shows what was saved, read again from the server after a fresh page load.
 */
async function resumeDraft(page: Page): Promise<void> {
  const swmsId = new URL(page.url()).searchParams.get('swmsId') ?? '';
  expect(swmsId).not.toBe('');
  await page.goto('/swms/select-job');
  await page.getByRole('searchbox', { name: 'Find the job' }).fill('partition framing');
  await page.getByRole('button', { name: new RegExp(JOB) }).click();
  // Other spec files may have made SWMS for this job too: ours is the one with this id.
  await page
    .getByRole('link', { name: 'Continue at Template' })
    .and(page.locator(`[href*="swmsId=${swmsId}"]`))
    .click();
  await expect(page).toHaveURL(new RegExp(`/swms/section-three\\?swmsId=${swmsId}`));
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(heading(page, 'Your business')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('textbox', { name: 'Site supervisor: name' })).toHaveValue(SUPERVISOR.name);
  await expect(page.getByRole('textbox', { name: 'Emergency procedures' })).toHaveValue(new RegExp(SITE_DETAILS[0] ?? ''));
  // Forward again, one screen at a time: a click lands on the next screen's button only once it shows.
  await saveAndContinue(page, 'contractor-detail');
  await expect(heading(page, 'Your business')).toBeVisible();
  await saveAndContinue(page, 'section-three');
}

/** Steps 6–9: no template, Carpentry, two library activities, one customised for the site. */
async function chooseWork(page: Page): Promise<void> {
  await expect(page.getByRole('radio', { name: 'No template' })).toBeChecked();
  await checkStep(page, 'Generate SWMS - Section 3', 6, '06-section-three');
  await saveAndContinue(page, 'choose-trade');

  await checkStep(page, 'Choose the trades', 7, '07-choose-trade');
  await page.getByRole('checkbox', { name: 'Carpentry', exact: true }).check();
  await expect(page.getByText('1 trade chosen')).toBeVisible();
  await saveAndContinue(page, 'view-activities');

  // Exact names: HiVis's own activities, not a company copy (named '… Your library') another spec may have saved.
  const wallFrames = page.getByRole('checkbox', { name: WALL_FRAMES, exact: true });
  await expect(wallFrames).toBeVisible();
  await checkStep(page, 'Choose work activities', 8, '08-view-activities');
  await wallFrames.check();
  await page.getByRole('checkbox', { name: DOORS, exact: true }).check();
  await expect(page.getByText('2 library activities ticked')).toBeVisible();
  await saveAndContinue(page, 'work-activities');

  await expect(heading(page, 'Work activities')).toBeVisible();
  const carpentry = page.getByRole('region', { name: /Carpentry/ });
  await expect(carpentry.getByText(WALL_FRAMES, { exact: true })).toBeVisible();
  await expect(carpentry.getByText(DOORS, { exact: true })).toBeVisible();
  await checkStep(page, 'Work activities', 9, '09-work-activities');

  // On this site the frames are stood by hand more often: the risk before controls goes up.
  await page.getByRole('button', { name: `Customise ${WALL_FRAMES}` }).click();
  await expect(page).toHaveURL(/\/swms\/work-activities-customize\?swmsId=.*&key=/);
  await page.getByRole('button', { name: new RegExp(HAZARD) }).click();
  const before = page.getByRole('region', { name: new RegExp(HAZARD) }).getByRole('group', { name: 'Risk before controls' });
  await before.getByLabel('Likelihood').selectOption('4');
  await expect(before.getByText('Extreme 16')).toBeVisible();
  await checkStep(page, 'Customise work activity', 9, '09b-customise');
  await page.getByRole('button', { name: 'Save activity' }).click();
  await expect(page).toHaveURL(/\/swms\/work-activities\?swmsId=/);
  await expect(heading(page, 'Work activities')).toBeVisible();
  await saveAndContinue(page, 'links');
}

/** A one-page PDF standing in for the sealant's safety data sheet. */
const SDS_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Steps 10–11: a hazardous substance with its SDS, then review and generate. */
async function addSubstanceAndGenerate(page: Page): Promise<void> {
  await checkStep(page, 'Hazardous substances', 10, '10-links');
  await page.getByRole('button', { name: 'Add a substance' }).click();
  await page.getByRole('textbox', { name: 'Substance or product' }).fill(SUBSTANCE);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Upload the SDS of ${SUBSTANCE}` }).click();
  await (await chooser).setFiles({ name: 'sikaflex-sds.pdf', mimeType: 'application/pdf', buffer: SDS_PDF });
  await expect(page.getByRole('link', { name: 'sikaflex-sds.pdf' })).toBeVisible();
  await saveAndContinue(page, 'generate-swms');

  await expect(heading(page, 'Review and generate')).toBeVisible();
  await expect(page.getByText('Still needed before the SWMS can be generated')).toHaveCount(0);
  for (const part of [WALL_FRAMES, DOORS, SUBSTANCE, 'Riverbank Builders Pty Ltd']) await expect(page.getByText(part).first()).toBeVisible();
  await checkStep(page, 'Review and generate', 11, '11-generate-swms');
  await page.getByRole('button', { name: 'Generate SWMS' }).click();
  await expect(page).toHaveURL(/\/swms\/generated/);
}

/** Section 6: VIEW and DOWNLOAD give the PDF; SEND mails a signing link to a new address. */
async function downloadAndSend(page: Page): Promise<void> {
  await expect(page.getByText(`Version 1`).first()).toBeVisible();
  await checkStep(page, 'Sign and send the SWMS', null, '12-generated');

  const view = await page.request.get((await page.getByRole('link', { name: 'VIEW', exact: true }).getAttribute('href')) ?? '');
  expect(view.status()).toBe(200);
  expect(view.headers()['content-type']).toBe('application/pdf');
  expect((await view.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const text = await pdfText(await downloadFrom(page, page.getByRole('link', { name: 'DOWNLOAD', exact: true })));
  for (const expected of [JOB, 'Riverbank Builders Pty Ltd', SUPERVISOR.name, WALL_FRAMES, DOORS, HAZARD, SUBSTANCE, SITE_DETAILS[0]])
    expect(text).toContain(expected);
  expect(text).not.toContain('(fill in)');

  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Send SWMS' });
  await modal.getByRole('textbox', { name: 'Email address' }).fill(CREW_EMAIL);
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(modal.getByText(CREW_EMAIL)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Send SWMS modal');
  await reviewShot(page, `${SHOTS}/12b-send-360`, { fullPage: true });
  await modal.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('The SWMS was sent to one person to sign.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: CREW_EMAIL })).toContainText('Waiting to sign');
}

/** The crew member, signed out on their own phone, signs from the mailed link. */
async function workerSignsFromMail(browser: Browser, page: Page): Promise<void> {
  const { mail, url } = await waitForMailLink(page.request, { to: CREW_EMAIL, pathPrefix: '/swms/sign/' });
  expect(mail.subject).toBe(`Please read and sign ${SWMS_TITLE}`);

  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  try {
    const phone = await context.newPage();
    await phone.goto(inAppPath(url));
    await expect(phone.getByRole('heading', { level: 2, name: SWMS_TITLE })).toBeVisible();
    await checkStep(phone, 'Read and sign the SWMS', null, '13-sign-by-link');

    await phone.getByRole('button', { name: 'SIGN', exact: true }).click();
    const checklist = phone.getByRole('dialog', { name: 'Sign SWMS', exact: true });
    await checklist.getByLabel('Your full name').fill(WORKER_NAME);
    // all() does not wait: the six confirmations are on show first.
    await expect(checklist.getByRole('checkbox')).toHaveCount(6);
    for (const box of await checklist.getByRole('checkbox').all()) await box.check();
    await checklist.getByRole('radio', { name: 'I was present at, or was briefed on, the Pre-Start Talk.' }).check();
    await expectNoHorizontalScroll(phone, PHONE.width);
    await expectNoSeriousA11yViolations(phone, 'Sign SWMS checklist');
    await reviewShot(phone, `${SHOTS}/13b-checklist-360`, { fullPage: true });
    await checklist.getByRole('button', { name: 'Continue' }).click();

    const pad = phone.getByRole('dialog', { name: 'Sign SWMS: signature' });
    await drawSignature(phone, pad.getByTestId('signature-canvas'));
    await expectNoSeriousA11yViolations(phone, 'Sign SWMS signature pad');
    await reviewShot(phone, `${SHOTS}/13c-signature-360`);
    await pad.getByRole('button', { name: 'Sign', exact: true }).click();

    await expect(phone.getByText('Signed. Thank you.')).toBeVisible();
    await expect(phone.getByRole('listitem').filter({ hasText: WORKER_NAME })).toContainText('Version 1');
    await expect(phone.getByRole('button', { name: 'SIGN', exact: true })).toBeDisabled();
    await checkStep(phone, 'Read and sign the SWMS', null, '13d-signed');
  } finally {
    await context.close();
  }
}

/** Back at the owner's phone: the register, View SWMS, and the version's PDF now names the signer. */
async function ownerSeesSignature(page: Page): Promise<void> {
  await page.reload();
  await expect(heading(page, 'Sign and send the SWMS')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: WORKER_NAME })).toContainText('Version 1');
  await expect(page.getByRole('listitem').filter({ hasText: CREW_EMAIL })).toHaveCount(0);
  await reviewShot(page, `${SHOTS}/14-generated-signed-360`, { fullPage: true });

  await page.getByRole('button', { name: 'Open main menu' }).click();
  await mainMenu(page).getByRole('list', { name: 'SWMS Management' }).getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/view-swms$/);
  await page.getByRole('searchbox', { name: 'Find the job' }).fill('partition framing');
  await page.getByRole('button', { name: new RegExp(JOB) }).click();
  // Other spec files may have made SWMS for this job too: ours is the one this run's worker signed.
  const card = page.getByRole('article').filter({ hasText: `Signed by ${WORKER_NAME}` });
  await expect(card).toContainText('Issued, version 1');
  await checkStep(page, 'View SWMS', null, '15-view-swms');

  const text = await pdfText(await downloadFrom(page, card.getByRole('link', { name: `Download version 1 of ${SWMS_TITLE}` })));
  for (const expected of [WORKER_NAME, WALL_FRAMES, DOORS]) expect(text).toContain(expected);
}

test('@phone the owner builds, generates and sends a SWMS on a phone; a worker signs it from the mail', async ({ browser, page }) => {
  // Thirteen axe runs, two PDF generations and a signature on a shared 2-core machine.
  test.setTimeout(240_000);
  expect(page.viewportSize()?.width).toBe(PHONE.width);

  await startSwms(page);
  await fillDetails(page);
  await resumeDraft(page);
  await chooseWork(page);
  await addSubstanceAndGenerate(page);
  await downloadAndSend(page);
  await workerSignsFromMail(browser, page);
  await ownerSeesSignature(page);
});
