import { ACCOUNTS } from '../fixtures/accounts';
import { expectNoSeriousA11yViolations } from '../fixtures/a11y';
import { apiLogin } from '../fixtures/auth';
import { inAppPath, waitForMailLink } from '../fixtures/mailbox';
import { expectNoHorizontalScroll, heading } from '../fixtures/shell';
import { COMPLETE_SWMS_CONTENT, drawSignature, issuedSwms } from '../fixtures/swms';
import { expect, test } from '../fixtures/test';
import { reviewShot } from '../fixtures/review-shots';

/*
 * Signing and sending a SWMS. The issued SWMS is made through the API (earlier builder steps have
 * their own specs): a demo job, complete content, one library activity, generated. Then a person
 * outside the company signs from the mailed link, signed out, on a 360 px phone; and the owner
 * works the Send SWMS modal on Section 6 at a desk. The signing screens at 360 px are checked with
 * axe in the SWMS journey (swms-journey.spec.ts); here axe looks at the desk's screens and states.
 */

test('@phone someone outside the company signs a SWMS from the mailed link, signed out', async ({ browser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const swms = await issuedSwms(request, owner.token);
  const email = `signer-${Date.now()}@example.test`;
  const sent = await request.post('/api/v3/swms/send', { headers: { authorization: `Bearer ${owner.token}` }, data: { swmsId: swms.id, emails: [email] } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { mail, url } = await waitForMailLink(request, { to: email, pathPrefix: '/swms/sign/' });
  expect(mail.subject).toBe(`Please read and sign ${swms.title}`);

  // A fresh context: nobody is signed in.
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(inAppPath(url));
  await expect(heading(page, 'Read and sign the SWMS')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: swms.title })).toBeVisible();
  await expect(page.getByText('From Demo Constructions Pty Ltd')).toBeVisible();
  await expect(page.getByRole('button', { name: 'SEND', exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'VIEW', exact: true })).toHaveAttribute('href', /disposition=inline/);
  await expectNoHorizontalScroll(page);

  // The checklist: everything required, and fresh each time it opens.
  await page.getByRole('button', { name: 'SIGN', exact: true }).click();
  const checklist = page.getByRole('dialog', { name: 'Sign SWMS', exact: true });
  await checklist.getByRole('button', { name: 'Continue' }).click();
  await expect(checklist.getByText('Please enter your name.')).toBeVisible();
  await expect(checklist.getByText('Please tick every box to sign.')).toBeVisible();
  await checklist.getByRole('checkbox', { name: 'I have completed the site safety induction.' }).check();
  await checklist.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'SIGN', exact: true }).click();
  await expect(checklist.getByRole('checkbox', { name: 'I have completed the site safety induction.' })).not.toBeChecked();
  await checklist.getByLabel('Your full name').fill('Casey Contractor');
  // all() does not wait: the six confirmations are on show first.
  await expect(checklist.getByRole('checkbox')).toHaveCount(6);
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await checklist.getByRole('radio', { name: 'I was present at, or was briefed on, the Pre-Start Talk.' }).check();
  await checklist.getByRole('button', { name: 'Continue' }).click();

  // The signature pad: Sign waits for a mark; Reset clears it.
  const padDialog = page.getByRole('dialog', { name: 'Sign SWMS: signature' });
  const canvas = padDialog.getByTestId('signature-canvas');
  await expect(canvas).toBeVisible();
  expect((await canvas.boundingBox())?.height).toBeCloseTo(350, 0);
  const sign = padDialog.getByRole('button', { name: 'Sign', exact: true });
  await expect(sign).toBeDisabled();
  await drawSignature(page, canvas);
  await expect(sign).toBeEnabled();
  await padDialog.getByRole('button', { name: 'Reset' }).click();
  await expect(sign).toBeDisabled();
  // A typed name signs too; Reset clears it as it clears a drawing.
  await padDialog.getByLabel('Or type your full name to sign').fill('Casey Contractor');
  await expect(sign).toBeEnabled();
  await expectNoHorizontalScroll(page);
  await reviewShot(page, 'swms-signing/typed-signature-360');
  await padDialog.getByRole('button', { name: 'Reset' }).click();
  await expect(padDialog.getByLabel('Or type your full name to sign')).toHaveValue('');
  await expect(sign).toBeDisabled();
  await drawSignature(page, canvas);
  await sign.click();

  // Done: the register names the signer, and the link now shows its done state.
  await expect(page.getByText('Signed. Thank you.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Casey Contractor' })).toContainText('Version 1');
  await expect(page.getByRole('button', { name: 'SIGN', exact: true })).toBeDisabled();
  await page.reload();
  await expect(page.getByText('Signed. Thank you.')).toBeVisible();
  await expectNoHorizontalScroll(page);

  // A new version is issued: the old link says its signature is on version 1 only, and cannot sign again.
  const headers = { authorization: `Bearer ${owner.token}` };
  const edited = await request.put(`/api/v3/swms/${swms.id}`, {
    headers,
    data: { step: 'confirm_details', content: { ...COMPLETE_SWMS_CONTENT, reviewDate: '2027-07-31' } },
  });
  expect(edited.status(), await edited.text()).toBe(200);
  const regenerated = await request.post(`/api/v3/swms/${swms.id}/generate`, { headers });
  expect(regenerated.status(), await regenerated.text()).toBe(200);
  await page.reload();
  await expect(page.getByText('A newer version has been issued')).toBeVisible();
  await expect(page.getByText('You signed version 1 with this link')).toBeVisible();
  await expect(page.getByText('Signed. Thank you.')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'SIGN', exact: true })).toBeDisabled();
  await expectNoHorizontalScroll(page);
  await reviewShot(page, 'swms-signing/newer-version-360', { fullPage: true });
  await context.close();
});

test('someone who cannot draw signs with the keyboard alone, by typing their name', async ({ browser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const swms = await issuedSwms(request, owner.token);
  const email = `keyboard-${Date.now()}@example.test`;
  const sent = await request.post('/api/v3/swms/send', { headers: { authorization: `Bearer ${owner.token}` }, data: { swmsId: swms.id, emails: [email] } });
  expect(sent.status(), await sent.text()).toBe(200);
  const { url } = await waitForMailLink(request, { to: email, pathPrefix: '/swms/sign/' });

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(inAppPath(url));
  await expect(heading(page, 'Read and sign the SWMS')).toBeVisible();

  // Every control is reached with Tab and worked with the keyboard: no mouse from here on.
  const press = async (name: string | RegExp, role: 'button' | 'checkbox' | 'radio', key: 'Enter' | 'Space', scope = page.locator('body')) => {
    const control = scope.getByRole(role, { name, exact: typeof name === 'string' });
    await control.focus();
    await expect(control).toBeFocused();
    await page.keyboard.press(key);
  };
  await press('SIGN', 'button', 'Enter');
  const checklist = page.getByRole('dialog', { name: 'Sign SWMS', exact: true });
  await checklist.getByLabel('Your full name').focus();
  await page.keyboard.type('Kim Keyboard');
  // all() does not wait: the six confirmations are on show first.
  await expect(checklist.getByRole('checkbox')).toHaveCount(6);
  for (const box of await checklist.getByRole('checkbox').all()) {
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await press('I was present at, or was briefed on, the Pre-Start Talk.', 'radio', 'Space', checklist);
  await press('Continue', 'button', 'Enter', checklist);

  const padDialog = page.getByRole('dialog', { name: 'Sign SWMS: signature' });
  const sign = padDialog.getByRole('button', { name: 'Sign', exact: true });
  await expect(sign).toBeDisabled();
  await padDialog.getByLabel('Or type your full name to sign').focus();
  await page.keyboard.type('Kim Keyboard');
  await expect(sign).toBeEnabled();
  // The typed name is drawn into the box: the stored signature is not a blank image.
  const inked = await padDialog.getByTestId('signature-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
    let dark = 0;
    for (let index = 0; index < pixels.length; index += 4) if ((pixels[index] ?? 255) < 128) dark += 1;
    return dark;
  });
  expect(inked).toBeGreaterThan(200);
  await expectNoSeriousA11yViolations(page, 'Sign SWMS signature pad, typed name');
  await reviewShot(page, 'swms-signing/typed-signature-1280');
  await press('Sign', 'button', 'Enter', padDialog);

  await expect(page.getByText('Signed. Thank you.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Kim Keyboard' })).toContainText('Version 1');
  await context.close();
});

test('the owner sends a SWMS from Section 6: the Send SWMS modal’s checks', async ({ asUser, request }) => {
  const owner = await apiLogin(request, ACCOUNTS.owner.email);
  const swms = await issuedSwms(request, owner.token);
  const { page } = await asUser(ACCOUNTS.owner.email);
  await page.goto(`/swms/generated?swmsId=${swms.id}`);
  await expect(heading(page, 'Sign and send the SWMS')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish', exact: true })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'Section 6');

  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  const modal = page.getByRole('dialog', { name: 'Send SWMS' });
  const field = modal.getByRole('textbox', { name: 'Email address' });
  const add = modal.getByRole('button', { name: 'Add' });
  // Send with nothing: at least one address is needed.
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText('Please enter valid email address')).toBeVisible();
  await field.fill('kim@');
  await expect(add).toBeDisabled();
  await field.fill('kim@example.test');
  await add.click();
  await expect(modal.getByText('kim@example.test')).toBeVisible();
  await field.fill('KIM@example.test');
  await add.click();
  await expect(modal.getByText('Email address already exist')).toBeVisible();
  await modal.getByRole('button', { name: 'Remove kim@example.test' }).click();
  await expect(modal.getByText('kim@example.test')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'Send SWMS modal');
  // Typed text is added on send.
  const email = `crew-${Date.now()}@example.test`;
  await field.fill(email);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByText('The SWMS was sent to one person to sign.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email })).toContainText('Waiting to sign');
  await waitForMailLink(request, { to: email, pathPrefix: '/swms/sign/' });

  // The owner signs too, and View SWMS lists the version with the signature.
  await page.getByRole('button', { name: 'SIGN', exact: true }).click();
  const checklist = page.getByRole('dialog', { name: 'Sign SWMS', exact: true });
  // all() does not wait: the six confirmations are on show first.
  await expect(checklist.getByRole('checkbox')).toHaveCount(6);
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await checklist.getByRole('radio', { name: 'I presented the Pre-Start Talk.' }).check();
  await checklist.getByRole('button', { name: 'Continue' }).click();
  const pad = page.getByRole('dialog', { name: 'Sign SWMS: signature' });
  await drawSignature(page, pad.getByTestId('signature-canvas'));
  await pad.getByRole('button', { name: 'Sign', exact: true }).click();
  await expect(page.getByText('You have signed this version')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Olivia Owner' })).toContainText('Signed');

  // Someone who signed this version is not sent another link, and the modal says why.
  await page.getByRole('button', { name: 'SEND', exact: true }).click();
  await field.fill(ACCOUNTS.owner.email);
  await modal.getByRole('button', { name: 'Send' }).click();
  await expect(modal.getByText('No link was sent', { exact: true })).toBeVisible();
  await expect(modal.getByRole('listitem').filter({ hasText: ACCOUNTS.owner.email.toLowerCase() })).toContainText('Already signed this version.');
  await expectNoSeriousA11yViolations(page, 'Send SWMS modal, not sent');
  await reviewShot(page, 'swms-signing/send-skipped-1280');
  await modal.getByRole('button', { name: 'Done' }).click();
  await expect(modal).toHaveCount(0);

  await page.goto(`/view-swms?jobId=${swms.jobId}`);
  const card = page.getByRole('article').filter({ hasText: 'Signed by Olivia Owner' });
  await expect(card).toContainText('Issued, version 1');
  await expect(card.getByRole('link', { name: `Download version 1 of ${swms.title}` })).toHaveAttribute('href', /disposition=attachment/);
  await expectNoSeriousA11yViolations(page, 'View SWMS');
});
