import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSURE_MESSAGES } from '@hivis/contracts';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestUser } from '../../../test/factories.js';
import type { SmtpReceiver } from '../../../test/smtp-receiver.js';
import { startSmtpReceiver } from '../../../test/smtp-receiver.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { companies } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/* POST, GET and DELETE /api/v3/company/closure: an account holder closes the account and can keep it. */

const GRACE_DAYS = 14;
let t: TestApp;
let smtp: SmtpReceiver;
let mailing: TestApp['app'];
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ ACCOUNT_DELETION_GRACE_DAYS: String(GRACE_DAYS) });
  // The same database with real SMTP delivery: the closure mail must reach a mail server.
  mailing = (await t.sibling({ SMTP_URL: smtp.url })).app;
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const companyRow = async (id: string) => {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, id)));
  if (!row) throw new Error('no company');
  return row;
};

const refresh = (refreshToken: string) => t.app.inject({ method: 'GET', url: '/api/v3/auth/refresh', headers: bearer(refreshToken) });

/** An active company with its owner, a second owner and a staff member, each signed in. */
async function activeCompany() {
  const company = await buildCompany(t.db, { name: 'Closing Carpentry Pty Ltd' });
  await withSystem(t.db, (tx) => tx.update(companies).set({ detailsCompletedAt: new Date() }).where(eq(companies.id, company.id)));
  const owner = await buildUser(t.db, { company, roles: ['ROOT_PAH'], firstName: 'Olive' });
  const coOwner = await buildUser(t.db, { company, roles: ['PAH'] });
  const staff = await buildUser(t.db, { company, roles: ['SAH'] });
  return {
    company,
    owner,
    coOwner,
    staff,
    ownerTokens: await loginAs(t.ctx, owner),
    coOwnerTokens: await loginAs(t.ctx, coOwner),
    staffTokens: await loginAs(t.ctx, staff),
  };
}

const close = (app: TestApp['app'], token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v3/company/closure', headers: bearer(token), payload });

const correct = (user: TestUser, name = 'Closing Carpentry Pty Ltd') => ({ password: user.password, companyName: name });

describe('POST /api/v3/company/closure', () => {
  it('closes the account: inactive, deletion dated, everyone signed out, owners mailed', async () => {
    const { company, owner, coOwner, ownerTokens, coOwnerTokens, staffTokens } = await activeCompany();
    const before = Date.now();
    // Case and spacing of the typed name do not matter.
    const response = await close(mailing, ownerTokens.token, correct(owner, '  closing   carpentry pty ltd '));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ companyName: 'Closing Carpentry Pty Ltd', closing: true, graceDays: GRACE_DAYS });

    const row = await companyRow(company.id);
    expect(row.status).toBe('inactive');
    expect(row.deletionRequestedBy).toBe(owner.id);
    expect(row.deletionRequestedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const days = ((row.deletionDueAt?.getTime() ?? 0) - (row.deletionRequestedAt?.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(GRACE_DAYS);
    expect(body.dueOn).toBe(row.deletionDueAt?.toISOString());

    // Every session of the company ends, the requester's included.
    for (const tokens of [ownerTokens, coOwnerTokens, staffTokens]) expectError(await refresh(tokens.refreshToken), 401);

    const mail = await smtp.waitFor((each) => each.envelopeTo.includes(owner.email));
    expect(mail.subject).toBe('Closing Carpentry Pty Ltd: your HiVis account is closed');
    const due = new Intl.DateTimeFormat('en-AU', { timeZone: row.timeZone, day: '2-digit', month: '2-digit', year: 'numeric' }).format(
      row.deletionDueAt ?? new Date(),
    );
    expect(mail.text).toContain(`deleted for good on ${due}`);
    expect(mail.text).toContain("choose 'Keep my account'");
    expect(mail.text).toContain('http://hivis.test/delete-account');
    expect(mail.html).toContain('Keep my account');
    // The other account holder is told who closed it.
    const other = await smtp.waitFor((each) => each.envelopeTo.includes(coOwner.email));
    expect(other.text).toContain('Olive Tester closed the HiVis account');
  });

  it('answers 400 with field errors for a wrong password or name and changes nothing', async () => {
    const { company, owner, ownerTokens } = await activeCompany();
    const wrong = await close(t.app, ownerTokens.token, { password: 'not-the-password', companyName: 'Closing Carpentry' });
    expectFieldErrors(wrong, { password: CLOSURE_MESSAGES.password, companyName: CLOSURE_MESSAGES.companyName });
    const wrongName = await close(t.app, ownerTokens.token, correct(owner, 'Another Company'));
    expectFieldErrors(wrongName, { companyName: CLOSURE_MESSAGES.companyName });
    const empty = await close(t.app, ownerTokens.token, {});
    expectFieldErrors(empty, { password: CLOSURE_MESSAGES.passwordRequired, companyName: CLOSURE_MESSAGES.companyName });

    const row = await companyRow(company.id);
    expect(row.status).toBe('active');
    expect(row.deletionRequestedAt).toBeNull();
    expect(row.deletionDueAt).toBeNull();
    expect((await refresh(ownerTokens.refreshToken)).statusCode).toBe(200);
  });

  it('refuses staff (403) and callers without a token (401)', async () => {
    const { company, staff, staffTokens } = await activeCompany();
    expectError(await close(t.app, staffTokens.token, correct(staff)), 403);
    expectError(await t.app.inject({ method: 'POST', url: '/api/v3/company/closure', payload: {} }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/company/closure', headers: bearer(staffTokens.token) }), 403);
    expect((await companyRow(company.id)).status).toBe('active');
  });

  it('answers 409 when the account is already closing, and 400 for a suspended account', async () => {
    const { owner, ownerTokens } = await activeCompany();
    expect((await close(t.app, ownerTokens.token, correct(owner))).statusCode).toBe(200);
    // The access token still works for its 15 minutes; the company is already closing.
    const again = expectError(await close(t.app, ownerTokens.token, correct(owner)), 409);
    expect(again.message).toBe(CLOSURE_MESSAGES.alreadyClosing);

    const suspended = await buildCompany(t.db, { name: 'Paused Plumbing', status: 'suspended' });
    const suspendedOwner = await buildUser(t.db, { company: suspended, roles: ['PAH'] });
    const refused = expectError(await close(t.app, (await loginAs(t.ctx, suspendedOwner)).token, correct(suspendedOwner, 'Paused Plumbing')), 400);
    expect(refused.message).toBe(CLOSURE_MESSAGES.notOpen);
  });

  it('only ever touches the caller’s own company', async () => {
    const mine = await activeCompany();
    const theirs = await activeCompany();
    // Typing the other company's name does not reach it: the company comes from the token.
    expect((await close(t.app, mine.ownerTokens.token, correct(mine.owner))).statusCode).toBe(200);
    expect((await companyRow(theirs.company.id)).status).toBe('active');
    const status = await t.app.inject({ method: 'GET', url: '/api/v3/company/closure', headers: bearer(theirs.ownerTokens.token) });
    expect(status.json()).toMatchObject({ closing: false, requestedOn: null, dueOn: null });
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/v3/company/closure', headers: bearer(theirs.ownerTokens.token) }), 409);
  });
});

describe('GET and DELETE /api/v3/company/closure', () => {
  it('shows the dates to the owner of the closed account, who keeps it: back to active', async () => {
    const { company, owner, ownerTokens } = await activeCompany();
    await close(t.app, ownerTokens.token, correct(owner));
    // The owner signs in again (login is open to an inactive company) and sees the closure.
    const fresh = await loginAs(t.ctx, owner);
    const status = await t.app.inject({ method: 'GET', url: '/api/v3/company/closure', headers: bearer(fresh.token) });
    expect(status.statusCode, status.body).toBe(200);
    const row = await companyRow(company.id);
    expect(status.json()).toEqual({
      companyName: 'Closing Carpentry Pty Ltd',
      closing: true,
      requestedOn: row.deletionRequestedAt?.toISOString(),
      dueOn: row.deletionDueAt?.toISOString(),
      graceDays: GRACE_DAYS,
    });

    const kept = await t.app.inject({ method: 'DELETE', url: '/api/v3/company/closure', headers: bearer(fresh.token) });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ closing: false, requestedOn: null, dueOn: null, message: 'Your account is open again. Nothing will be deleted.' });
    const after = await companyRow(company.id);
    expect(after).toMatchObject({ status: 'active', deletionRequestedAt: null, deletionRequestedBy: null, deletionDueAt: null });
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/v3/company/closure', headers: bearer(fresh.token) }), 409);
  });

  it('returns a company that never completed its details to pending_company', async () => {
    const company = await buildCompany(t.db, { name: 'New Start Tiling', status: 'pending_company' });
    const owner = await buildUser(t.db, { company, roles: ['PAH'] });
    const tokens = await loginAs(t.ctx, owner);
    expect((await close(t.app, tokens.token, correct(owner, 'New Start Tiling'))).statusCode).toBe(200);
    const fresh = await loginAs(t.ctx, owner);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/v3/company/closure', headers: bearer(fresh.token) })).statusCode).toBe(200);
    expect((await companyRow(company.id)).status).toBe('pending_company');
  });

  it('refuses staff and callers without a token', async () => {
    const { staffTokens } = await activeCompany();
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/v3/company/closure', headers: bearer(staffTokens.token) }), 403);
    expectError(await t.app.inject({ method: 'DELETE', url: '/api/v3/company/closure' }), 401);
    expectError(await t.app.inject({ method: 'GET', url: '/api/v3/company/closure' }), 401);
  });
});
