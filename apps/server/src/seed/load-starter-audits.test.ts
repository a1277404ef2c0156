import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCompany } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { createTestApp } from '../../test/test-app.js';
import { auditTemplates, auditTemplateVersions } from '../db/schema/index.js';
import { withSystem, withTenant } from '../platform/tenancy/tenant.js';
import { AUDIT_STARTERS } from '../modules/audits/starter-templates.js';
import { loadStarterAudits } from './load-starter-audits.js';

/*
 * HiVis's starter audit templates arrive with the migrations, once, owned by no company: every
 * company reads them and none can change them. A starter changed in the code reaches the stored
 * template, as a new version once an audit has answered the old one.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const scaffold = () =>
  withSystem(t.db, async (tx) => {
    const [template] = await tx.select().from(auditTemplates).where(eq(auditTemplates.starterCode, 'scaffold-inspection'));
    if (!template) throw new Error('the scaffold starter was not loaded');
    const versions = await tx
      .select()
      .from(auditTemplateVersions)
      .where(eq(auditTemplateVersions.templateId, template.id))
      .orderBy(auditTemplateVersions.version);
    return { template, versions };
  });

describe(`starter audit templates (${process.env.HIVIS_TEST_DB ?? 'pglite'})`, () => {
  it('are loaded once each with the migrations, and loading again changes nothing', async () => {
    const starters = await withSystem(t.db, (tx) => tx.select().from(auditTemplates).where(isNull(auditTemplates.companyId)));
    expect(starters.map((row) => row.starterCode).sort()).toEqual(AUDIT_STARTERS.map((starter) => starter.code).sort());
    expect(starters.every((row) => row.version === 1 && row.questionCount > 5)).toBe(true);
    expect(await withSystem(t.db, (tx) => loadStarterAudits(tx))).toBe(0);
  });

  it('are read by every company and changed by none', async () => {
    const company = await buildCompany(t.db, { name: 'Reader Co' });
    const { template } = await scaffold();
    const seen = await withTenant(t.db, company.id, (tx) => tx.select().from(auditTemplates).where(eq(auditTemplates.id, template.id)));
    expect(seen).toHaveLength(1);
    const changed = await withTenant(t.db, company.id, (tx) =>
      tx.update(auditTemplates).set({ name: 'Mine now' }).where(eq(auditTemplates.id, template.id)).returning(),
    );
    expect(changed).toEqual([]);
  });

  it('take a change in the code: rewriting an unanswered version, adding the next after an answered one', async () => {
    const { template, versions } = await scaffold();
    const first = versions[0];
    if (!first) throw new Error('the scaffold starter has no version');
    const older = first.sections.slice(0, 1);
    // As if the stored starter were an older text that nobody has answered.
    await withSystem(t.db, (tx) => tx.update(auditTemplateVersions).set({ sections: older }).where(eq(auditTemplateVersions.id, first.id)));
    expect(await withSystem(t.db, (tx) => loadStarterAudits(tx))).toBe(1);
    const rewritten = await scaffold();
    expect(rewritten.versions).toHaveLength(1);
    expect(rewritten.versions[0]?.sections).toEqual(first.sections);

    // And now as if an audit had answered the older text.
    await withSystem(t.db, (tx) =>
      tx.update(auditTemplateVersions).set({ sections: older, frozenAt: new Date() }).where(eq(auditTemplateVersions.id, first.id)),
    );
    expect(await withSystem(t.db, (tx) => loadStarterAudits(tx))).toBe(1);
    const added = await scaffold();
    expect(added.template).toMatchObject({ id: template.id, version: 2 });
    expect(added.versions.map((version) => version.sections.length)).toEqual([1, first.sections.length]);
  });
});
