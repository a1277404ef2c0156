import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSwms } from '@hivis/contracts';
import type { TestApp } from '../../../../test/test-app.js';
import { createTestApp } from '../../../../test/test-app.js';
import { swms } from '../../../db/schema/index.js';
import { MISSING_GLYPH } from '../../../platform/pdf/printable.js';
import { withSystem } from '../../../platform/tenancy/tenant.js';
import { signatureFileId, swmsCompany } from '../../../../test/swms-signing.js';
import {
  completeContent,
  createTemplate,
  draftSwms,
  fileText,
  generate,
  insertSignature,
  templatePdf,
  uploadTemplateFile,
} from '../../../../test/swms-generate.js';

/* The generated PDF prints names and titles as people typed them, in any script our fonts draw. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(async () => {
  await t?.close();
});

describe('SWMS PDF text as typed', () => {
  it('prints macrons, Vietnamese, Chinese and a visible box for an emoji, on our pages and the template’s footers', async () => {
    const c = await swmsCompany(t);
    const fileId = await uploadTemplateFile(t, c.ownerToken, await templatePdf(2), 'cover.pdf', 'application/pdf');
    const template = await createTemplate(t, c.ownerToken, { name: 'Cover', fileId, hidePages: [], showJobDetails: true, showLegislation: true });
    expect(template.statusCode, template.body).toBe(201);
    const content = completeContent(1, {
      supervisor: { name: 'Nguyễn Thị Hương', position: 'Leading hand', phone: '0400 555 666', email: 'huong@example.test' },
    });
    const row = await draftSwms(t, c.company.id, content, (template.json() as { id: string }).id);
    await withSystem(t.db, (tx) => tx.update(swms).set({ title: 'Roof at Whakatāne 🏗️' }).where(eq(swms.id, row.id)));
    expect((await generate(t, c.ownerToken, row.id)).statusCode).toBe(200);

    await insertSignature(t, row, await signatureFileId(t, { token: c.ownerToken }), 'Hēmi Te Rangi', 1);
    await insertSignature(t, row, await signatureFileId(t, { token: c.ownerToken }), '王小明', 1);
    const again = await generate(t, c.ownerToken, row.id);
    expect(again.statusCode, again.body).toBe(200);

    const { text, pages } = await fileText(t, (again.json() as TSwms).file?.id ?? '');
    expect(text).toContain('Hēmi Te Rangi');
    expect(text).toContain('王小明');
    expect(text).toContain('Nguyễn Thị Hương');
    expect(text).toContain(`Roof at Whakatāne ${MISSING_GLYPH}`);
    // The footer stamped on the template's last page, by the merge step.
    expect(text).toContain(`Roof at Whakatāne ${MISSING_GLYPH} - Version 1`);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).not.toMatch(/\?\?|Whakatane|Hemi/);
  });
});
