import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZReadAllSchema, ZUnreadCountSchema, ZUserNotificationSchema, ZUserNotificationsPageSchema } from '@hivis/contracts';
import { api } from '../../../test/api.js';
import { expectError, expectFieldErrors } from '../../../test/assertions.js';
import { buildCompany, buildUser, loginAs } from '../../../test/factories.js';
import type { TestUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { insertNotification } from './inbox.queries.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const call = api(() => t);

async function person() {
  const company = await buildCompany(t.db);
  const user = await buildUser(t.db, { company, roles: ['SAH'] });
  return { user, token: (await loginAs(t.ctx, user)).token };
}

async function notify(user: TestUser, title: string, createdAt: Date) {
  if (!user.companyId) throw new Error('a company person is needed');
  const companyId = user.companyId;
  return withSystem(t.db, (tx) => insertNotification(tx, { companyId, userId: user.id, kind: 'job_assigned', title, createdAt }));
}

describe('the inbox: /api/v3/user-notification', () => {
  it('pages the person’s own notifications newest first, counts unread, marks one and all read', async () => {
    const { user, token } = await person();
    const other = await person();
    for (let index = 0; index < 5; index += 1) await notify(user, `Note ${index}`, new Date(Date.UTC(2026, 10, 1 + index)));
    const theirs = await notify(other.user, 'Not yours', new Date());
    const page = await call('GET', '/api/v3/user-notification?page=2&take=2', token);
    expect(page.statusCode, page.body).toBe(200);
    expect(ZUserNotificationsPageSchema.parse(page.json())).toMatchObject({ total: 5, page: 2, take: 2, items: [{ title: 'Note 2' }, { title: 'Note 1' }] });
    const count = async (tokenOf: string) => ZUnreadCountSchema.parse((await call('GET', '/api/v3/user-notification/unread-count', tokenOf)).json()).count;
    expect(await count(token)).toBe(5);
    const first = ZUserNotificationsPageSchema.parse((await call('GET', '/api/v3/user-notification', token)).json()).items[0];
    const read = await call('PUT', `/api/v3/user-notification/${first?.id}/read`, token);
    expect(read.statusCode, read.body).toBe(200);
    const readOn = ZUserNotificationSchema.parse(read.json()).readOn;
    expect(readOn).not.toBeNull();
    expect(ZUserNotificationSchema.parse((await call('PUT', `/api/v3/user-notification/${first?.id}/read`, token)).json()).readOn).toBe(readOn);
    expect(await count(token)).toBe(4);
    expect(ZReadAllSchema.parse((await call('PUT', '/api/v3/user-notification/read-all', token)).json())).toEqual({ updated: 4 });
    expect(await count(token)).toBe(0);
    // Someone else's notification is not found, and theirs stay unread.
    expectError(await call('PUT', `/api/v3/user-notification/${theirs.id}/read`, token), 404);
    expect(await count(other.token)).toBe(1);
  });

  it('keeps people of the same company apart', async () => {
    const { user } = await person();
    const mate = await buildUser(t.db, { company: user.company, roles: ['NAH'] });
    const mine = await notify(user, 'Mine', new Date());
    const mateToken = (await loginAs(t.ctx, mate)).token;
    expect(ZUserNotificationsPageSchema.parse((await call('GET', '/api/v3/user-notification', mateToken)).json()).total).toBe(0);
    expectError(await call('PUT', `/api/v3/user-notification/${mine.id}/read`, mateToken), 404);
    expect(ZReadAllSchema.parse((await call('PUT', '/api/v3/user-notification/read-all', mateToken)).json()).updated).toBe(0);
  });

  it('answers 400 for bad paging or ids, 401 without a token, 403 for an administrator', async () => {
    const { token } = await person();
    expectFieldErrors(await call('GET', '/api/v3/user-notification?take=0', token), { take: true });
    expectFieldErrors(await call('PUT', '/api/v3/user-notification/nope/read', token), { id: true });
    for (const url of ['/api/v3/user-notification', '/api/v3/user-notification/unread-count']) {
      expectError(await call('GET', url, null), 401);
    }
    expectError(await call('PUT', '/api/v3/user-notification/read-all', null), 401);
    const admin = await buildUser(t.db, { company: null, roles: ['admin'] });
    expectError(await call('GET', '/api/v3/user-notification/unread-count', (await loginAs(t.ctx, admin)).token), 403);
  });
});
