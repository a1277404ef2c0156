import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZSwmsSchema } from '@hivis/contracts';
import type { TSwms, TSwmsContent, TUpdateSwmsInput } from '@hivis/contracts';
import { bearer } from '../../../test/factories.js';
import { completeContent, createTemplate, draftSwms, generate, insertSignature, templatePdf, uploadTemplateFile } from '../../../test/swms-generate.js';
import type { SigningCompany } from '../../../test/swms-signing.js';
import { signatureFileId, swmsCompany } from '../../../test/swms-signing.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { paperworkSigningRequests } from '../../db/schema/index.js';
import { withSystem } from '../../platform/tenancy/tenant.js';

/*
 * Saving builder steps on an issued SWMS: only a real change waits for a new version (and asks
 * everyone who signed to sign again); a step reopened and saved as it was changes nothing.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: process.env.DEBUG_LOG ?? 'silent' });
});
afterAll(() => t?.close());

async function put(c: SigningCompany, swmsId: string, body: TUpdateSwmsInput): Promise<TSwms> {
  const response = await t.app.inject({ method: 'PUT', url: `/api/v3/swms/${swmsId}`, headers: bearer(c.ownerToken), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return ZSwmsSchema.parse(response.json());
}

async function generated(c: SigningCompany, swmsId: string): Promise<TSwms> {
  const response = await generate(t, c.ownerToken, swmsId);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TSwms;
}

/** Version 1 issued, and signed by the owner (so a new version would ask the owner again). */
async function issuedAndSigned(c: SigningCompany) {
  const row = await draftSwms(t, c.company.id, completeContent(2));
  await generated(c, row.id);
  await insertSignature(t, row, await signatureFileId(t, { token: c.ownerToken }), 'Olive Owner', 1, c.owner.email);
  return row;
}

const requestsForVersion = (swmsId: string, version: number) =>
  withSystem(t.db, (tx) =>
    tx
      .select()
      .from(paperworkSigningRequests)
      .where(and(eq(paperworkSigningRequests.recordId, swmsId), eq(paperworkSigningRequests.version, version))),
  );

/** Each step's body with the parts it saves exactly as they are stored. */
function unchangedSteps(swms: TSwms): TUpdateSwmsInput[] {
  const parts = <K extends keyof TSwmsContent>(...keys: K[]) => Object.fromEntries(keys.map((key) => [key, swms.content[key]])) as Pick<TSwmsContent, K>;
  return [
    { step: 'job_details', content: parts('jurisdiction', 'hrcwCodes') },
    { step: 'pc_details', content: parts('principalContractor', 'whsPerson') },
    {
      step: 'employees',
      content: parts('preparedBy', 'approvedBy', 'supervisor', 'reviewDate', 'workerConsultation', 'implementation', 'emergencyProcedures', 'siteNotes'),
    },
    { step: 'project_details', content: parts('contractorDetails') },
    { step: 'set_template', templateId: swms.templateId },
    { step: 'trades', content: parts('tradeIds') },
    // What the activities screen sends when no new activity was ticked.
    { step: 'trades', activityIds: [] },
    { step: 'work_activities', content: parts('activities', 'hrcwCodes') },
    { step: 'sds_msds', content: parts('substances') },
    { step: 'confirm_details', content: swms.content },
  ];
}

describe('saving an issued SWMS', () => {
  it('saved unchanged at every step, keeps its version and asks nobody to sign again', async () => {
    const c = await swmsCompany(t);
    const row = await issuedAndSigned(c);
    const issued = await generated(c, row.id);
    expect(issued).toMatchObject({ status: 'issued', currentVersion: 1, editedSinceIssue: false });

    for (const body of unchangedSteps(issued)) {
      const saved = await put(c, row.id, body);
      expect(saved.editedSinceIssue, body.step).toBe(false);
      expect(saved.content).toEqual(issued.content);
    }
    // Spacing the builder trims away is no change either.
    const spaced = { ...issued.content.supervisor, name: `  ${issued.content.supervisor?.name ?? ''} ` };
    expect((await put(c, row.id, { step: 'employees', content: { supervisor: spaced as TSwmsContent['supervisor'] } })).editedSinceIssue).toBe(false);

    const again = await generated(c, row.id);
    expect(again.currentVersion).toBe(1);
    expect(again.signatures).toEqual([expect.objectContaining({ signerName: 'Olive Owner', version: 1, current: true })]);
    expect(await requestsForVersion(row.id, 2)).toEqual([]);
  });

  it('changed, waits for the next Generate to issue version 2 and asks the signers again', async () => {
    const c = await swmsCompany(t);
    const row = await issuedAndSigned(c);
    const edited = await put(c, row.id, { step: 'employees', content: { siteNotes: 'Crane on site Tuesday' } });
    expect(edited).toMatchObject({ status: 'issued', currentVersion: 1, editedSinceIssue: true });
    // Saving the change back does not undo it: version 1 was still issued without it.
    expect((await put(c, row.id, { step: 'employees', content: { siteNotes: 'Crane on site Tuesday' } })).editedSinceIssue).toBe(true);

    const reissued = await generated(c, row.id);
    expect(reissued).toMatchObject({ currentVersion: 2, editedSinceIssue: false });
    expect(reissued.signatures).toEqual([expect.objectContaining({ signerName: 'Olive Owner', version: 1, current: false })]);
    expect((await requestsForVersion(row.id, 2)).map((request) => request.email)).toEqual([c.owner.email]);
  });

  it('given another template, counts as changed', async () => {
    const c = await swmsCompany(t);
    const row = await issuedAndSigned(c);
    const fileId = await uploadTemplateFile(t, c.ownerToken, await templatePdf(1), 'cover.pdf', 'application/pdf');
    const template = await createTemplate(t, c.ownerToken, { name: 'Company cover', fileId, showJobDetails: true, showLegislation: true });
    expect(template.statusCode, template.body).toBe(201);
    const saved = await put(c, row.id, { step: 'set_template', templateId: (template.json() as { id: string }).id });
    expect(saved).toMatchObject({ currentVersion: 1, editedSinceIssue: true });
  });
});
