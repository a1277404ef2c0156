import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { png } from '../../../../test/samples.js';
import { completeContent, draftSwms, generate, uploadTemplateFile } from '../../../../test/swms-generate.js';
import { swmsCompany } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { companies, files, jobs, projects, swmsVersions, worksites } from '../../../db/schema/index.js';
import { withSystem, withTenant } from '../../../platform/tenancy/tenant.js';
import { loadDocumentData } from './document-data.js';
import { readVersionHeader } from './version-header.js';

/* The job and company details frozen on a version (swms_versions.header), and migration 0008 that filled older versions. */

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
  const [version] = await withSystem(t.db, (tx) => tx.select().from(swmsVersions).where(eq(swmsVersions.swmsId, row.id)));
  if (!version) throw new Error('no version');
  return { c, row, version, logoId };
}

/** The statement of migration 0008 that fills the details of versions issued before it. */
async function migrationFill(): Promise<string> {
  const text = await readFile(new URL('../../../../drizzle/0008_swms_version_header.sql', import.meta.url), 'utf8');
  const fill = text.split('--> statement-breakpoint').find((statement) => statement.includes('UPDATE "swms_versions"'));
  if (!fill) throw new Error('migration 0008 has no UPDATE');
  return fill;
}

describe('swms_versions.header', () => {
  it('is filled by migration 0008 for an older version exactly as Generate fills it now', async () => {
    const { version } = await issuedWithDetails();
    const issued = readVersionHeader(version.header);
    expect(issued.job).toMatchObject({ scope: 'Re-sheet the roof', scheduledStart: new Date('2026-12-01T22:00:00.000Z') });
    expect(issued.project).toMatchObject({ startDate: '2026-11-30', endDate: '2027-01-15' });

    // A version issued before the column existed.
    await withSystem(t.db, (tx) => tx.update(swmsVersions).set({ header: null }).where(eq(swmsVersions.id, version.id)));
    await withSystem(t.db, async (tx) => tx.execute(sql.raw(await migrationFill())));
    const [filled] = await withSystem(t.db, (tx) => tx.select().from(swmsVersions).where(eq(swmsVersions.id, version.id)));
    expect(readVersionHeader(filled?.header)).toEqual(issued);
  });

  it('keeps the logo the company had when the version was issued', async () => {
    const { c, row, logoId } = await issuedWithDetails();
    const newLogo = await uploadTemplateFile(t, c.ownerToken, png(64), 'new-logo.png', 'image/png', 'company_logo');
    await withSystem(t.db, (tx) => tx.update(companies).set({ logoFileId: newLogo }).where(eq(companies.id, c.company.id)));

    const data = await withTenant(t.db, c.company.id, (tx) => loadDocumentData(tx, c.company.id, row.id, 1));
    const [oldFile] = await withSystem(t.db, (tx) => tx.select().from(files).where(eq(files.id, logoId)));
    expect(data.header.company.logoFileId).toBe(logoId);
    expect(data.logoKey).toBe(oldFile?.storageKey);
  });

  it('refuses to print a version whose stored details are damaged', async () => {
    const { c, row, version } = await issuedWithDetails();
    const stored = version.header as { job: object };
    const damaged = { ...stored, job: { ...stored.job, scheduledStart: 'first thing Monday' } };
    await withSystem(t.db, (tx) => tx.update(swmsVersions).set({ header: damaged }).where(eq(swmsVersions.id, version.id)));
    await expect(withTenant(t.db, c.company.id, (tx) => loadDocumentData(tx, c.company.id, row.id, 1))).rejects.toBeInstanceOf(ZodError);
  });
});
