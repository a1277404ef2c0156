import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany, buildUser } from '../../../test/factories.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { companies, files, referralInvitations, users } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';
import { deleteDueCompanies } from './account-closure.sweeper.js';

/* The sweeper: companies whose grace period ended are deleted with their rows and stored files. */

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** A company with one person and one stored file; closing when dueAt is given. */
async function companyWithFile(dueAt: Date | null, status: 'active' | 'inactive' = dueAt ? 'inactive' : 'active') {
  const company = await buildCompany(t.db, { status });
  const person = await buildUser(t.db, { company });
  const key = `${company.id}/ab/${company.id}.png`;
  await t.ctx.fileStorage.put(key, Buffer.from('logo bytes'));
  await withSystem(t.db, async (tx) => {
    await tx.insert(files).values({
      companyId: company.id,
      uploadedBy: person.id,
      fileType: 'company_logo',
      name: 'logo.png',
      contentType: 'image/png',
      size: 10,
      storageKey: key,
    });
    if (dueAt) {
      await tx
        .update(companies)
        .set({ deletionRequestedAt: new Date(dueAt.getTime() - 30 * DAY), deletionRequestedBy: person.id, deletionDueAt: dueAt })
        .where(eq(companies.id, company.id));
    }
  });
  return { company, person, key };
}

const exists = async (id: string) => (await withSystem(t.db, (tx) => tx.select().from(companies).where(eq(companies.id, id)))).length > 0;
const stored = (key: string) =>
  t.ctx.fileStorage.read(key).then(
    (stream) => {
      stream.destroy();
      return true;
    },
    () => false,
  );

describe('deleteDueCompanies', () => {
  it('deletes only the companies whose deletion date has passed, with their people and files', async () => {
    const now = new Date();
    const due = await companyWithFile(new Date(now.getTime() - 1000));
    const notYet = await companyWithFile(new Date(now.getTime() + DAY));
    const open = await companyWithFile(null);
    // Inactive for another reason (no closure requested): never swept.
    const inactive = await companyWithFile(null, 'inactive');
    // The deleted company had invited another one: the invitation's record of the sign-up stays.
    await withSystem(t.db, (tx) =>
      tx
        .insert(referralInvitations)
        .values({ companyId: open.company.id, email: 'x@example.test', code: 'SWEEPtst', signedUpCompanyId: due.company.id, signedUpAt: now }),
    );

    const deleted = await deleteDueCompanies(t.ctx, now);
    expect(deleted).toContain(due.company.id);
    for (const other of [notYet, open, inactive]) expect(deleted).not.toContain(other.company.id);

    expect(await exists(due.company.id)).toBe(false);
    expect(await withSystem(t.db, (tx) => tx.select().from(users).where(eq(users.id, due.person.id)))).toHaveLength(0);
    expect(await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.companyId, due.company.id)))).toHaveLength(0);
    expect(await stored(due.key)).toBe(false);

    for (const other of [notYet, open, inactive]) {
      expect(await exists(other.company.id)).toBe(true);
      expect(await stored(other.key)).toBe(true);
    }
    const [invitation] = await withSystem(t.db, (tx) => tx.select().from(referralInvitations).where(eq(referralInvitations.code, 'SWEEPtst')));
    expect(invitation).toMatchObject({ signedUpCompanyId: null, signedUpAt: now });

    // The next day, the next one is due; the first is not found twice.
    const later = await deleteDueCompanies(t.ctx, new Date(now.getTime() + 2 * DAY));
    expect(later).toEqual(expect.arrayContaining([notYet.company.id]));
    expect(later).not.toContain(due.company.id);
    expect(await stored(notYet.key)).toBe(false);
  });

  it('a kept account (deletion fields cleared) is not swept', async () => {
    const kept = await companyWithFile(new Date(Date.now() - 1000));
    await withSystem(t.db, (tx) =>
      tx
        .update(companies)
        .set({ status: 'active', deletionRequestedAt: null, deletionRequestedBy: null, deletionDueAt: null })
        .where(eq(companies.id, kept.company.id)),
    );
    expect(await deleteDueCompanies(t.ctx, new Date())).not.toContain(kept.company.id);
    expect(await exists(kept.company.id)).toBe(true);
  });
});
