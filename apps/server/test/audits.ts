import { and, eq } from 'drizzle-orm';
import type { TAuditTemplateInput } from '@hivis/contracts';
import { auditResponses, auditTemplates, auditTemplateVersions } from '../src/db/schema/index.js';
import { withSystem } from '../src/platform/tenancy/tenant.js';
import { expect } from 'vitest';
import type { CompanyOverrides } from './factories.js';
import { uploadFile } from './files.js';
import { png } from './samples.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';

/** A company with the Audit Tool: an owner (PAH), a supervisor (SAH) and a worker (NAH), signed in. */
export async function auditsTeam(t: TestApp, company: CompanyOverrides = {}) {
  const team = await buildTeam(t, { owner: { roles: ['PAH'], firstName: 'Olive' }, supervisor: { roles: ['SAH'] }, worker: { roles: ['NAH'] } }, company);
  const { owner, supervisor, worker } = team.people;
  return {
    company: team.company,
    owner: owner.token,
    ownerId: owner.id,
    supervisor: supervisor.token,
    worker: worker.token,
    workerId: worker.id,
  };
}

/**
 * A small valid template: a gate check that fails the audit, a follow-up shown only when it
 * fails, and a second section with a number, a note and a signature.
 */
export function gateCheckTemplate(name = 'Gate check'): TAuditTemplateInput {
  return {
    name,
    description: 'Checked at the start of each day.',
    sections: [
      {
        id: 'gate',
        title: 'Gate',
        order: 0,
        elements: [
          {
            id: 'gate-locked',
            prompt: 'Was the gate locked overnight?',
            type: 'boolean',
            required: true,
            constraints: { booleanStyle: 'yes_no', booleanScores: { yes: 1, no: 0 }, booleanFailsOn: 'no' },
            failsAudit: true,
          },
          { id: 'gate-why', prompt: 'What was found?', type: 'text', visibleWhen: { '==': [{ var: 'gate-locked' }, 'no'] } },
        ],
      },
      {
        id: 'sign-off',
        title: 'Sign off',
        order: 1,
        elements: [
          { id: 'people', prompt: 'People on site', type: 'number', constraints: { min: 0, max: 200, decimals: 0 } },
          { id: 'signature', prompt: 'Supervisor’s signature', type: 'signature', required: true },
        ],
      },
    ],
  };
}

type TSection = TAuditTemplateInput['sections'][number];
type TQuestion = TSection['elements'][number];

/** A section of a template, by index (a test's template always has it). */
export function section(template: { sections: TSection[] }, index: number): TSection {
  const found = template.sections[index];
  if (!found) throw new Error(`the template has no section ${index}`);
  return found;
}

/** A question of a template, by section and question index. */
export function question(template: { sections: TSection[] }, sectionIndex: number, questionIndex: number): TQuestion {
  const found = section(template, sectionIndex).elements[questionIndex];
  if (!found) throw new Error(`section ${sectionIndex} has no question ${questionIndex}`);
  return found;
}

/** A template's rows as stored: the template and its versions, oldest first. */
export async function templateRows(t: TestApp, templateId: string) {
  return withSystem(t.db, async (tx) => {
    const [template] = await tx.select().from(auditTemplates).where(eq(auditTemplates.id, templateId));
    const versions = await tx
      .select()
      .from(auditTemplateVersions)
      .where(eq(auditTemplateVersions.templateId, templateId))
      .orderBy(auditTemplateVersions.version);
    return { template, versions };
  });
}

/** How many templates the company has of its own. */
export async function companyTemplateCount(t: TestApp, companyId: string): Promise<number> {
  const rows = await withSystem(t.db, (tx) => tx.select({ id: auditTemplates.id }).from(auditTemplates).where(eq(auditTemplates.companyId, companyId)));
  return rows.length;
}

/** Marks a version as answered by an audit, as submitting one does. */
export async function freezeVersion(t: TestApp, templateId: string, version: number): Promise<void> {
  await withSystem(t.db, (tx) =>
    tx
      .update(auditTemplateVersions)
      .set({ frozenAt: new Date() })
      .where(and(eq(auditTemplateVersions.templateId, templateId), eq(auditTemplateVersions.version, version))),
  );
}

/** Sets when a template was made, for the date filters. */
export async function setTemplateCreatedAt(t: TestApp, templateId: string, createdAt: Date): Promise<void> {
  await withSystem(t.db, (tx) => tx.update(auditTemplates).set({ createdAt }).where(eq(auditTemplates.id, templateId)));
}

/** The company's submitted audits as stored. */
export async function responseRows(t: TestApp, companyId: string) {
  return withSystem(t.db, (tx) => tx.select().from(auditResponses).where(eq(auditResponses.companyId, companyId)));
}

/** A file uploaded as a person does from the audit screen: a signature, a photo. */
export async function auditFile(t: TestApp, token: string, fileType = 'audit_signature_photo'): Promise<string> {
  const response = await uploadFile(t, token, { fileType, filename: 'mark.png', contentType: 'image/png', data: png() });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}
