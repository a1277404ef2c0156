import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySwmsContent } from '@hivis/contracts';
import { buildCompany } from '../../../../test/factories.js';
import type { TestApp } from '../../../../test/test-app.js';
import { UNFROZEN_HEADER } from '../../../../test/swms-signing.js';
import { createTestApp } from '../../../../test/test-app.js';
import { buildJob } from '../../../../test/work-factories.js';
import { files, swms, paperworkVersions } from '../../../db/schema/index.js';
import type { FileRow } from '../../../db/schema/index.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { deleteSupersededPaperworkPdfs } from '../../paperwork/index.js';
import { swmsKind } from '../swms.kind.js';

/* Earlier copies of a version's PDF go once nothing points at them and their links have expired. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const HOUR = 60 * 60 * 1000;

describe(`superseded SWMS PDFs (${process.env.HIVIS_TEST_DB ?? 'pglite'})`, () => {
  it('deletes old unreferenced SWMS PDFs with their bytes, and keeps the current, the recent and other files', async () => {
    const company = await buildCompany(t.db);
    const job = await buildJob(t.db, company.id);
    const now = new Date();
    const stored = async (name: string, fileType: FileRow['fileType'], ageHours: number): Promise<FileRow> => {
      const storageKey = `${company.id}/test/${name}-${Date.now()}.pdf`;
      await t.ctx.fileStorage.put(storageKey, Buffer.from('%PDF-1.4 test'));
      const [row] = await withSystem(t.db, (tx) =>
        tx
          .insert(files)
          .values({
            companyId: company.id,
            fileType,
            name,
            contentType: 'application/pdf',
            size: 13,
            storageKey,
            createdAt: new Date(now.getTime() - ageHours * HOUR),
          })
          .returning(),
      );
      if (!row) throw new Error('no file row');
      return row;
    };
    const superseded = await stored('superseded', 'swms_document', 3);
    const current = await stored('current', 'swms_document', 3);
    const justRendered = await stored('just-rendered', 'swms_document', 0.5);
    const template = await stored('template', 'swms_template_pdf', 3);
    await withSystem(t.db, async (tx) => {
      const [draft] = await tx
        .insert(swms)
        .values({ companyId: company.id, jobId: job.id, title: 'SWMS', step: '', content: emptySwmsContent(), status: 'issued', currentVersion: 1 })
        .returning();
      if (!draft) throw new Error('no swms');
      await tx.insert(paperworkVersions).values({
        companyId: company.id,
        kind: 'swms',
        recordId: draft.id,
        version: 1,
        header: UNFROZEN_HEADER,
        content: emptySwmsContent(),
        fileId: current.id,
      });
    });

    expect(await deleteSupersededPaperworkPdfs(t.ctx, now, [swmsKind])).toBe(1);

    const left = await withSystem(t.db, (tx) =>
      tx
        .select({ id: files.id })
        .from(files)
        .where(inArray(files.id, [superseded.id, current.id, justRendered.id, template.id])),
    );
    expect(left.map((row) => row.id).sort()).toEqual([current.id, justRendered.id, template.id].sort());
    await expect(t.ctx.fileStorage.read(superseded.storageKey).then((stream) => stream.toArray())).rejects.toThrow();
    expect((await (await t.ctx.fileStorage.read(current.storageKey)).toArray()).length).toBeGreaterThan(0);
    // Nothing left to do on a second run.
    expect(await deleteSupersededPaperworkPdfs(t.ctx, now, [swmsKind])).toBe(0);
    const [still] = await withSystem(t.db, (tx) => tx.select({ id: files.id }).from(files).where(eq(files.id, current.id)));
    expect(still?.id).toBe(current.id);
  });
});
