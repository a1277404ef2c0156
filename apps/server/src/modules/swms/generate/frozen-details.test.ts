import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSwms } from '@hivis/contracts';
import { bearer } from '../../../../test/factories.js';
import { completeContent, draftSwms, fileText, generate } from '../../../../test/swms-generate.js';
import { signatureFileId, swmsCompany } from '../../../../test/swms-signing.js';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { buildAssignment } from '../../../../test/work-factories.js';
import { jobs, swms, paperworkVersions, worksites } from '../../../db/schema/index.js';
import type { SwmsRow } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';

/*
 * A version prints the job and worksite details it was issued with: its PDF is produced again at
 * every sign-on, and later edits to the job must not change the text people already signed.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

const signAsUser = (token: string, swmsId: string, fileId: string) =>
  t.app.inject({ method: 'POST', url: '/api/v3/swms/sign/user', headers: bearer(token), payload: { swmsId, fileId, preStartTalk: 'presented' } });

/** The office edits the job's scope and the worksite's address (the columns the job and worksite pages save). */
async function editJobAndSite(row: SwmsRow, scope: string, address: string) {
  await withSystem(t.db, async (tx) => {
    const [job] = await tx.update(jobs).set({ scope }).where(eq(jobs.id, row.jobId)).returning();
    await tx
      .update(worksites)
      .set({ address: { formattedAddress: address } })
      .where(eq(worksites.id, job?.worksiteId ?? ''));
  });
}

async function versionText(swmsId: string, version: number): Promise<string> {
  const rows = await withSystem(t.db, (tx) => tx.select().from(paperworkVersions).where(eq(paperworkVersions.recordId, swmsId)));
  const fileId = rows.find((row) => row.version === version)?.fileId;
  if (!fileId) throw new Error(`version ${version} has no PDF`);
  return (await fileText(t, fileId)).text;
}

describe('an issued SWMS version keeps the details it was issued with', () => {
  it('prints the scope and address it was signed with after the job changes, and a new version prints the new ones', async () => {
    const c = await swmsCompany(t);
    const row = await draftSwms(t, c.company.id, completeContent(1));
    await buildAssignment(t.db, { id: row.jobId, companyId: c.company.id }, c.worker.id, { status: 'accepted' });
    await editJobAndSite(row, 'Strip and replace the roof sheeting over the garage', '12 Given Terrace, Paddington QLD 4064');
    expect((await generate(t, c.ownerToken, row.id)).statusCode).toBe(200);
    const first = await signAsUser(c.ownerToken, row.id, await signatureFileId(t, { token: c.ownerToken }));
    expect(first.statusCode, first.body).toBe(200);

    await editJobAndSite(row, 'Demolish the rear deck and rebuild the stairs', '40 Latrobe Terrace, Paddington QLD 4064');
    // The next sign-on produces version 1's PDF again, with both signatures under the text as issued.
    const second = await signAsUser(c.workerToken, row.id, await signatureFileId(t, { token: c.workerToken }));
    expect(second.statusCode, second.body).toBe(200);
    const signed = await versionText(row.id, 1);
    expect(signed).toContain('Olive Owner');
    expect(signed).toContain('Wes Worker');
    expect(signed).toContain('Strip and replace the roof sheeting over the garage');
    expect(signed).toContain('12 Given Terrace, Paddington QLD 4064');
    expect(signed).not.toContain('Demolish the rear deck');
    expect(signed).not.toContain('40 Latrobe Terrace');

    await withSystem(t.db, (tx) => tx.update(swms).set({ editedSinceIssue: true }).where(eq(swms.id, row.id)));
    const next = await generate(t, c.ownerToken, row.id);
    expect(next.statusCode, next.body).toBe(200);
    expect((next.json() as TSwms).currentVersion).toBe(2);
    const reissued = await versionText(row.id, 2);
    expect(reissued).toContain('Demolish the rear deck and rebuild the stairs');
    expect(reissued).toContain('40 Latrobe Terrace, Paddington QLD 4064');
    expect(reissued).not.toContain('Strip and replace the roof sheeting');
    // Version 1 is still what it was.
    expect(await versionText(row.id, 1)).toContain('12 Given Terrace, Paddington QLD 4064');
  });
});
