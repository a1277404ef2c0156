import { isNotNull } from 'drizzle-orm';
import { ZAuditTemplateInputSchema } from '@hivis/contracts';
import type { AnyPgDatabase } from '../db/migrate.js';
import { auditTemplates } from '../db/schema/audits.js';
import { AUDIT_STARTERS } from '../modules/audits/starter-templates.js';
import { sameContent, templateContent } from '../modules/audits/template-content.js';
import type { DbOrTx } from '../db/client.js';
import { findVersion, insertTemplate, insertVersion, rewriteVersion, updateTemplate } from '../modules/audits/audit-templates.queries.js';

/**
 * Puts HiVis's starter audit templates (modules/audits/starter-templates.ts) where every company
 * reads them: each once, by its code, owned by no company. It runs with the migrations, so every
 * database has them. A starter whose text changed here gets it as its current version: rewritten
 * while no audit has answered that version, as the next version once one has. Returns how many
 * templates were added or changed.
 */
export async function loadStarterAudits(db: AnyPgDatabase): Promise<number> {
  const stored = await db
    .select({ id: auditTemplates.id, code: auditTemplates.starterCode, version: auditTemplates.version })
    .from(auditTemplates)
    .where(isNotNull(auditTemplates.starterCode));
  let changed = 0;
  await db.transaction(async (anyTx) => {
    const tx = anyTx as unknown as DbOrTx;
    for (const starter of AUDIT_STARTERS) {
      const content = templateContent(ZAuditTemplateInputSchema.parse(starter.template));
      const existing = stored.find((row) => row.code === starter.code);
      if (!existing) {
        await insertTemplate(tx, { companyId: null, starterCode: starter.code, createdBy: null }, content);
        changed += 1;
        continue;
      }
      const current = await findVersion(tx, existing.id, existing.version);
      if (current && sameContent(content, current)) continue;
      const { sections: _sections, ...listed } = content;
      if (current && !current.frozenAt) {
        await rewriteVersion(tx, current.id, content);
        await updateTemplate(tx, existing.id, listed);
      } else {
        const template = { id: existing.id, companyId: null };
        await insertVersion(tx, template, existing.version + 1, content, null);
        await updateTemplate(tx, existing.id, { ...listed, version: existing.version + 1 });
      }
      changed += 1;
    }
  });
  return changed;
}
