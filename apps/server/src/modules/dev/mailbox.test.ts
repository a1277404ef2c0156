import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { mailTo } from '../../../test/mail.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * The development mailbox has no sign-in by design: it exists only outside production, where
 * mail is kept instead of sent. So its tests are: it lists, it validates, it is gone in production.
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

describe('in production', () => {
  it('has no mailbox at all', async () => {
    const { app } = await t.sibling({ NODE_ENV: 'production' });
    expectError(await app.inject({ method: 'GET', url: '/api/dev/mailbox' }), 404);
    expectError(await app.inject({ method: 'GET', url: '/dev/mailbox' }), 404);
  });
});
