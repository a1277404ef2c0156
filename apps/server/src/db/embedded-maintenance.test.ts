import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.js';
import { createTestApp } from '../../test/test-app.js';
import { buildJob } from '../../test/work-factories.js';
import { buildCompany } from '../../test/factories.js';
import { EmbeddedMaintenance } from './embedded-maintenance.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe('embedded database maintenance', () => {
  it('vacuums and analyses, so the planner knows how many jobs there are', async () => {
    const company = await buildCompany(t.db);
    for (let index = 0; index < 3; index += 1) await buildJob(t.db, company.id);
    const maintenance = new EmbeddedMaintenance(t.db, t.ctx.log);
    await maintenance.run();
    await maintenance.stop();
    const result = (await t.db.execute(sql`select reltuples::int as estimate from pg_class where relname = 'jobs' and relkind = 'r'`)) as unknown as {
      rows: { estimate: number }[];
    };
    expect(result.rows[0]?.estimate).toBeGreaterThanOrEqual(3);
  });
});
