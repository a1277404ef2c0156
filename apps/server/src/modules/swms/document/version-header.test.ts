import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { png } from '../../../../test/samples.js';
import { completeContent, draftSwms, generate, uploadTemplateFile } from '../../../../test/swms-generate.js';
import { UNFROZEN_HEADER, swmsCompany } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { companies, files, jobs, projects, paperworkVersions, worksites } from '../../../db/schema/index.js';
import { withSystem, withTenant } from '../../../platform/tenancy/tenant.js';
import { readSwmsDocumentExtra } from './document-data.js';
import { readVersionHeader } from './version-header.js';

/* The job and company details frozen on a version (paperwork_versions.header). */

async function versionRow(id: string) {
  const [row] = await withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.id, id)));
  if (!row) throw new Error('no version');
  return row;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

/** A SWMS issued as version 1 for a job with every detail the document prints filled in, the company's logo included. */
async function issuedWithDetails() {
  const c = await swmsCompany(t);
  const logoId = await uploadTemplateFile(t, c.ownerToken, png(), 'logo.png', 'image/png', 'company_logo');
  await withSystem(t.db, (tx) =>
    tx
      .update(companies)
      .set({
        logoFileId: logoId,
        legalName: 'Given Roofing Pty Ltd',
        abn: '51824753556',
        phone: '07 3000 0000',
        address: { formattedAddress: '1 Musgrave Road, Red Hill QLD 4059' },
      })
      .where(eq(companies.id, c.company.id)),
  );
  const row = await draftSwms(t, c.company.id, completeContent(1));
  await withSystem(t.db, async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({
        scope: 'Re-sheet the roof',
        jobNumber: 'J-1042',
        scheduledStart: new Date('2026-12-01T22:00:00.000Z'),
        scheduledEnd: new Date('2026-12-04T07:30:00.000Z'),
      })
      .where(eq(jobs.id, row.jobId))
      .returning();
    await tx
      .update(projects)
      .set({ projectNumber: 'P-77', startDate: '2026-11-30', endDate: '2027-01-15' })
      .where(eq(projects.id, job?.projectId ?? ''));
    await tx
      .update(worksites)
      .set({ address: { formattedAddress: '12 Given Terrace, Paddington QLD 4064', suburb: 'Paddington', geo: { lat: -27.46, long: 153.0 } } })
      .where(eq(worksites.id, job?.worksiteId ?? ''));
  });
  const response = await generate(t, c.ownerToken, row.id);
  expect(response.statusCode, response.body).toBe(200);
  const [version] = await withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.recordId, row.id)));
  if (!version) throw new Error('no version');
  return { c, row, version, logoId };
}

describe('the details frozen on a SWMS version', () => {
  it('are frozen by Generate, and a version without them prints them as they are now', async () => {
    const { version } = await issuedWithDetails();
    const issued = readVersionHeader(version.header);
    expect(issued.job).toMatchObject({ scope: 'Re-sheet the roof', scheduledStart: new Date('2026-12-01T22:00:00.000Z') });
    expect(issued.project).toMatchObject({ startDate: '2026-11-30', endDate: '2027-01-15' });

    // A version written without its details (JSON null): the document reads them from the job now.
    await withSystem(t.db, (tx) => tx.update(paperworkVersions).set({ header: UNFROZEN_HEADER }).where(eq(paperworkVersions.id, version.id)));
    const unfrozen = await versionRow(version.id);
    expect(unfrozen.header).toBeNull();
    const extra = await withTenant(t.db, unfrozen.companyId, (tx) => readSwmsDocumentExtra(tx, unfrozen.companyId, unfrozen));
    expect(extra.header).toEqual(issued);
  });

  it('keeps the logo the company had when the version was issued', async () => {
    const { c, version, logoId } = await issuedWithDetails();
    const newLogo = await uploadTemplateFile(t, c.ownerToken, png(64), 'new-logo.png', 'image/png', 'company_logo');
    await withSystem(t.db, (tx) => tx.update(companies).set({ logoFileId: newLogo }).where(eq(companies.id, c.company.id)));

    const current = await versionRow(version.id);
    const data = await withTenant(t.db, c.company.id, (tx) => readSwmsDocumentExtra(tx, c.company.id, current));
    const [oldFile] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, logoId)));
    expect(data.header.company.logoFileId).toBe(logoId);
    expect(data.logoKey).toBe(oldFile?.storageKey);
  });

  it('refuses to print a version whose stored details are damaged', async () => {
    const { c, version } = await issuedWithDetails();
    const stored = version.header as { job: object };
    const damaged = { ...stored, job: { ...stored.job, scheduledStart: 'first thing Monday' } };
    await withSystem(t.db, (tx) => tx.update(paperworkVersions).set({ header: damaged }).where(eq(paperworkVersions.id, version.id)));
    const damagedRow = await versionRow(version.id);
    await expect(withTenant(t.db, c.company.id, (tx) => readSwmsDocumentExtra(tx, c.company.id, damagedRow))).rejects.toBeInstanceOf(ZodError);
  });
});
