import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZContractPageSchema, ZJobsPageSchema } from '@hivis/contracts';
import { bearer } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { createTestApp } from '../../test/test-app.js';
import { users } from '../db/schema/index.js';
import { withSystem } from '../platform/tenancy/tenant.js';
import { DEMO_CONTRACTOR_EMAIL } from './demo-contractor.js';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.ctx);
  // Seeding twice adds nothing.
  await seedDemo(t.ctx);
});
afterAll(() => t?.close());

const login = async (email: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: { email, password: DEMO_PASSWORD } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().token as string;
};

describe('the demo contractor', () => {
  it('signs in and sees the two jobs Demo Constructions contracted to it, one accepted and one offered', async () => {
    const token = await login(DEMO_CONTRACTOR_EMAIL);
    const page = ZContractPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/job/contracted', headers: bearer(token) })).json());
    expect(page.items.map((row) => [row.title, row.stage, row.jobStatus])).toEqual(
      expect.arrayContaining([
        ['Install glass balustrade', 'accepted', 'IN_PROGRESS'],
        ['Set out and hang plasterboard', 'offered', 'PENDING'],
      ]),
    );
    expect(page.total).toBe(2);
    expect(await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.email, DEMO_CONTRACTOR_EMAIL)))).toHaveLength(1);
  });

  it('leaves the demo company’s job count alone and shows it the contracts', async () => {
    const token = await login(DEMO_ACCOUNTS.owner);
    const jobs = ZJobsPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/job?take=20', headers: bearer(token) })).json());
    expect(jobs.total).toBe(10);
    const review = ZContractPageSchema.parse((await t.app.inject({ method: 'GET', url: '/api/v3/job/contracts', headers: bearer(token) })).json());
    expect(review.items.every((row) => row.companyName === 'Demo Contractor Co')).toBe(true);
    expect(review.total).toBe(2);
  });
});
