import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { bearer, buildAdmin, buildUser, loginAs } from '../../../test/factories.js';
import { mailTo } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * The development mailbox exists only outside production, where mail is kept instead of sent.
 * It holds set-up and password reset links, so it answers only this machine (app.inject comes
 * from 127.0.0.1, like a browser on the machine) or a signed-in HiVis administrator. Its tests:
 * it lists, it validates, it refuses strangers, it is gone in production.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const [to, title] of [
    ['first@example.test', 'First <message>'],
    ['second@example.test', 'Second message'],
    ['Second@Example.test', 'Third message'],
  ] as const) {
    await withSystem(t.db, (tx) => enqueueMail(tx, { to, ...renderMail('HiVis', { title, paragraphs: [`Body of ${title}`] }) }));
    // Distinct created_at values keep "newest first" well defined.
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await t.ctx.outbox.drain();
});
afterAll(() => t?.close());

const mailbox = (query = '') => t.app.inject({ method: 'GET', url: `/api/dev/mailbox${query}` });

describe('GET /api/dev/mailbox', () => {
  it('lists kept mail newest first, with paging', async () => {
    const response = await mailbox();
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, page: 1, take: 5 });
    expect(body.items.map((mail: { subject: string }) => mail.subject)).toEqual(['Third message', 'Second message', 'First <message>']);
    expect(body.items[0]).toMatchObject({ status: 'kept', text: expect.stringContaining('Body of Third message') });

    const second = (await mailbox('?take=1&page=2')).json();
    expect(second).toMatchObject({ total: 3, page: 2, take: 1 });
    expect(second.items.map((mail: { subject: string }) => mail.subject)).toEqual(['Second message']);
  });

  it('filters by recipient whatever the case', async () => {
    const body = (await mailbox('?to=SECOND@example.test')).json();
    expect(body.total).toBe(2);
    expect(body.items.map((mail: { to: string }) => mail.to.toLowerCase())).toEqual(['second@example.test', 'second@example.test']);
  });

  it('answers bad paging with 400 and field messages', async () => {
    expectFieldErrors(await mailbox('?take=0'), { take: 'Page size must be at least 1.' });
    expectFieldErrors(await mailbox('?take=1000'), { take: 'Page size can be at most 200.' });
    expectFieldErrors(await mailbox('?page=abc'), { page: true });
  });
});

describe('/dev/mailbox pages', () => {
  it('shows the list and one message, with the HTML escaped', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toMatch(/^text\/html/);
    expect(list.body).toContain('First &lt;message&gt;');
    expect(list.body).not.toContain('First <message>');

    const [mail] = await mailTo(t.db, 'first@example.test');
    const page = await t.app.inject({ method: 'GET', url: `/dev/mailbox/${mail?.id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('sandbox=""');
    expectError(await t.app.inject({ method: 'GET', url: `/dev/mailbox/${crypto.randomUUID()}` }), 404);
    expectFieldErrors(await t.app.inject({ method: 'GET', url: '/dev/mailbox/not-an-id' }), { id: 'Must be a valid id.' });
  });
});

describe('from another machine', () => {
  const stranger = { remoteAddress: '203.0.113.9' };

  it('answers 404, as for an unknown address, on every mailbox address, signed in or not', async () => {
    const [mail] = (await mailbox()).json().items as { id: string }[];
    if (!mail) throw new Error('no kept mail to look for');
    const owner = await buildUser(t.db, { roles: ['PAH'] });
    const ownerToken = (await loginAs(t.ctx, owner)).token;
    for (const url of ['/api/dev/mailbox', '/api/dev/mailbox?to=first@example.test', '/dev/mailbox', `/dev/mailbox/${mail.id}`]) {
      for (const headers of [{}, bearer(ownerToken), bearer('not-a-token')]) {
        const response = await t.app.inject({ method: 'GET', url, headers, ...stranger });
        expect(response.statusCode, url).toBe(404);
        expect(response.json()).toEqual({ code: 'NOT_FOUND', message: 'There is nothing at this address.' });
      }
    }
  });

  it('answers a request forwarded by a proxy on this machine as a stranger', async () => {
    const forwarded = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expectError(forwarded, 404);
    const standard = await t.app.inject({ method: 'GET', url: '/dev/mailbox', headers: { forwarded: 'for=203.0.113.9' } });
    expect(standard.statusCode).toBe(404);
  });

  it('answers a signed-in HiVis administrator through the API', async () => {
    const admin = await buildAdmin(t.db);
    const response = await t.app.inject({ method: 'GET', url: '/api/dev/mailbox', headers: bearer((await loginAs(t.ctx, admin)).token), ...stranger });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ total: 3 });
  });
});

describe('in production', () => {
  it('has no mailbox at all', async () => {
    const { app } = await t.sibling({ NODE_ENV: 'production' });
    expectError(await app.inject({ method: 'GET', url: '/api/dev/mailbox' }), 404);
    expectError(await app.inject({ method: 'GET', url: '/dev/mailbox' }), 404);
  });
});
