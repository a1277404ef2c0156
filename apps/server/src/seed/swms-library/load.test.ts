import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import type { CompanyRow } from '../../db/schema/index.js';
import { swmsPotentialHazards, swmsScopes, swmsTrades, swmsWorkActivities } from '../../db/schema/index.js';
import { withSystem, withTenant } from '../../platform/tenancy/tenant.js';
import { STARTER_LIBRARY, STARTER_LIBRARY_REVISION } from './index.js';
import { addRevisions, loadStarterLibrary } from './load.js';

/*
 * The starter library arrives with the migrations, once, and public; a company's own trades stay
 * its own until they are made public.
 */

let t: TestApp;
let builder: CompanyRow;
let other: CompanyRow;

const starterHazards = STARTER_LIBRARY.flatMap((trade) => trade.scopes.flatMap((scope) => scope.activities.flatMap((activity) => activity.hazards)));

beforeAll(async () => {
  t = await createTestApp();
  builder = await buildCompany(t.db, { name: 'Builder Co' });
  other = await buildCompany(t.db, { name: 'Other Co' });
});
afterAll(() => t?.close());

describe(`starter SWMS library (${process.env.HIVIS_TEST_DB ?? 'pglite'})`, () => {
  it('is in a freshly migrated database, whole and public', async () => {
    const totals = await withSystem(t.db, async (tx) => ({
      trades: (await tx.select({ n: count() }).from(swmsTrades))[0]?.n,
      hazards: (await tx.select({ n: count() }).from(swmsPotentialHazards))[0]?.n,
      private: (await tx.select({ n: count() }).from(swmsWorkActivities).where(eq(swmsWorkActivities.isPublic, false)))[0]?.n,
    }));
    expect(totals).toEqual({ trades: STARTER_LIBRARY.length, hazards: starterHazards.length, private: 0 });
  });

  it('loads nothing twice', async () => {
    expect(await withSystem(t.db, (tx) => loadStarterLibrary(tx))).toBe(0);
    const [row] = await withSystem(t.db, (tx) => tx.select({ n: count() }).from(swmsTrades));
    expect(row?.n).toBe(STARTER_LIBRARY.length);
  });

  it('shows every company the public library and only its own custom trades', async () => {
    await withTenant(t.db, builder.id, async (tx) => {
      const [trade] = await tx.insert(swmsTrades).values({ companyId: builder.id, name: 'Shopfitting' }).returning();
      if (!trade) throw new Error('no trade');
      await tx.insert(swmsScopes).values({ companyId: builder.id, tradeId: trade.id, name: 'Joinery install' });
    });
    const seenByBuilder = await withTenant(t.db, builder.id, (tx) => tx.select({ name: swmsTrades.name }).from(swmsTrades));
    const seenByOther = await withTenant(t.db, other.id, (tx) => tx.select({ name: swmsTrades.name }).from(swmsTrades));
    expect(seenByBuilder).toHaveLength(STARTER_LIBRARY.length + 1);
    expect(seenByOther.map((row) => row.name)).not.toContain('Shopfitting');
    expect(seenByOther).toHaveLength(STARTER_LIBRARY.length);
  });

  it('lets no company change the public library or write rows in another company’s name', async () => {
    const changed = await withTenant(t.db, other.id, (tx) => tx.update(swmsTrades).set({ name: 'Renamed' }).where(eq(swmsTrades.isPublic, true)).returning());
    expect(changed).toEqual([]);
    await expect(withTenant(t.db, other.id, (tx) => tx.insert(swmsTrades).values({ companyId: builder.id, name: 'Sneaky' }))).rejects.toThrow();
    await expect(withTenant(t.db, other.id, (tx) => tx.insert(swmsTrades).values({ companyId: null, isPublic: true, name: 'Sneaky' }))).rejects.toThrow();
  });

  it('gives a database loaded at an earlier revision the hazards added since, once, without undoing edits', async () => {
    const roofing = { trade: eq(swmsTrades.starterCode, 'roofing') };
    const stripping = await withSystem(t.db, async (tx) => {
      const [trade] = await tx.select().from(swmsTrades).where(roofing.trade);
      if (!trade) throw new Error('no roofing trade');
      const [activity] = await tx
        .select()
        .from(swmsWorkActivities)
        .where(and(eq(swmsWorkActivities.tradeId, trade.id), eq(swmsWorkActivities.name, 'Remove old roof sheets and tiles')));
      if (!activity) throw new Error('no roof stripping activity');
      // As the library stood before revision 2: no fall hazard, no harness, and an admin's own edit.
      await tx
        .delete(swmsPotentialHazards)
        .where(and(eq(swmsPotentialHazards.workActivityId, activity.id), eq(swmsPotentialHazards.hazard, 'Fall from the roof edge or through the roof')));
      await tx.update(swmsPotentialHazards).set({ monitoring: 'Edited by an admin.' }).where(eq(swmsPotentialHazards.workActivityId, activity.id));
      await tx
        .update(swmsWorkActivities)
        .set({ ppe: ['Safety boots'] })
        .where(eq(swmsWorkActivities.id, activity.id));
      await tx.update(swmsTrades).set({ starterRevision: 1 }).where(roofing.trade);
      return activity;
    });

    expect(await withSystem(t.db, (tx) => addRevisions(tx))).toBe(1);
    const after = await withSystem(t.db, async (tx) => ({
      hazards: await tx.select().from(swmsPotentialHazards).where(eq(swmsPotentialHazards.workActivityId, stripping.id)),
      activity: (await tx.select().from(swmsWorkActivities).where(eq(swmsWorkActivities.id, stripping.id)))[0],
      trade: (await tx.select().from(swmsTrades).where(roofing.trade))[0],
    }));
    const fall = after.hazards.find((hazard) => hazard.hazard === 'Fall from the roof edge or through the roof');
    if (!fall) throw new Error('the fall hazard was not added');
    expect(fall).toMatchObject({ isPublic: true, companyId: null, likelihoodBefore: 4, consequenceBefore: 5 });
    expect(fall.sortOrder).toBe(Math.max(...after.hazards.filter((hazard) => hazard !== fall).map((hazard) => hazard.sortOrder)) + 1);
    expect(after.hazards.filter((hazard) => hazard !== fall).every((hazard) => hazard.monitoring === 'Edited by an admin.')).toBe(true);
    expect(after.activity?.ppe[0]).toBe('Safety boots');
    expect(after.activity?.ppe).toContain('Full body harness with double lanyard where edge protection cannot be used');
    expect(after.trade?.starterRevision).toBe(STARTER_LIBRARY_REVISION);

    // Once only: a hazard deleted after the revision stays deleted.
    await withSystem(t.db, (tx) => tx.delete(swmsPotentialHazards).where(eq(swmsPotentialHazards.id, fall.id)));
    expect(await withSystem(t.db, (tx) => addRevisions(tx))).toBe(0);
  });
});
