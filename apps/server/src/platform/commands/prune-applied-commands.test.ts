import { eq } from 'drizzle-orm';
import { v7 as commandId } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { appliedCommands } from '../../db/schema/index.js';
import { withSystem } from '../tenancy/tenant.js';
import { APPLIED_COMMANDS_KEPT_DAYS, pruneAppliedCommands } from './prune-applied-commands.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const DAY = 24 * 60 * 60 * 1000;

describe('pruning applied commands', () => {
  it('forgets the answers no phone can ask for again, and keeps the rest', async () => {
    const company = await buildCompany(t.db);
    const now = new Date();
    const receivedDaysAgo = (days: number) => ({
      companyId: company.id,
      id: commandId(),
      name: 'timesheets.clock-in',
      receivedAt: new Date(now.getTime() - days * DAY),
    });
    const old = receivedDaysAgo(APPLIED_COMMANDS_KEPT_DAYS + 1);
    const recent = receivedDaysAgo(APPLIED_COMMANDS_KEPT_DAYS - 1);
    await withSystem(t.db, (tx) => tx.insert(appliedCommands).values([old, recent]));

    expect(await pruneAppliedCommands(t.ctx, now)).toBeGreaterThanOrEqual(1);
    const left = await withSystem(t.db, (tx) => tx.select({ id: appliedCommands.id }).from(appliedCommands).where(eq(appliedCommands.companyId, company.id)));
    expect(left.map((row) => row.id)).toEqual([recent.id]);
  });
});
