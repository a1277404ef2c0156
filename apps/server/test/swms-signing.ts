import { and, eq, sql } from 'drizzle-orm';
import { emptySwmsContent } from '@hivis/contracts';
import type { TFeatureKey } from '@hivis/contracts';
import { paperworkSigningRequests, paperworkVersions, swms } from '../src/db/schema/index.js';
import type { SwmsRow } from '../src/db/schema/index.js';
import { renderVersionPdf, type RenderedVersion } from '../src/modules/paperwork/index.js';
import { snapshotVersionHeader } from '../src/modules/swms/document/version-header.js';
import { swmsKind } from '../src/modules/swms/swms.kind.js';
import { withSystem, withTenant } from '../src/platform/tenancy/tenant.js';
import { bearer } from './factories.js';
import { uploadFile } from './files.js';
import { png } from './samples.js';
import { SWMS_FEATURES } from './swms.js';
import { buildTeam } from './team.js';
import type { TestApp } from './test-app.js';
import { buildAssignment, buildJob } from './work-factories.js';

/*
 * Signing: a company with SWMS switched on, its people signed in, and issued SWMS written
 * straight to the database (version rows and the PDF as generate makes them), so these tests do
 * not depend on the builder's routes.
 */

export async function swmsCompany(t: TestApp, features: TFeatureKey[] = SWMS_FEATURES) {
  const { company, people } = await buildTeam(
    t,
    { owner: { roles: ['ROOT_PAH'], firstName: 'Olive', lastName: 'Owner' }, worker: { roles: ['NAH'], firstName: 'Wes', lastName: 'Worker' } },
    { enabledFeatures: features, name: `Signing Builders ${Math.random().toString(16).slice(2, 8)} Pty Ltd` },
  );
  const { owner, worker } = people;
  return { company, owner, worker, ownerToken: owner.token, workerToken: worker.token };
}

export type SigningCompany = Awaited<ReturnType<typeof swmsCompany>>;

/**
 * An issued SWMS (version 1, with its PDF) for a new job of the company. Staff reach a SWMS only
 * through a job they are on: `crew` are put on the job, accepted.
 */
export async function issuedSwms(
  t: TestApp,
  companyId: string,
  options: { title?: string; status?: 'draft' | 'issued'; crew?: { id: string }[] } = {},
): Promise<SwmsRow> {
  const job = await buildJob(t.db, companyId, { title: 'Roof sheeting at Lot 4' });
  for (const person of options.crew ?? []) await buildAssignment(t.db, job, person.id, { status: 'accepted' });
  const issued = (options.status ?? 'issued') === 'issued';
  const [row] = await withSystem(t.db, (tx) =>
    tx
      .insert(swms)
      .values({
        companyId,
        jobId: job.id,
        title: options.title ?? 'Roof sheeting SWMS',
        status: issued ? 'issued' : 'draft',
        step: 'confirm_details',
        content: { ...emptySwmsContent(), jurisdiction: 'QLD' },
        currentVersion: issued ? 1 : 0,
      })
      .returning(),
  );
  if (!row) throw new Error('issuedSwms: no row');
  if (issued) await issueVersion(t, row, 1);
  return row;
}

/**
 * Writes version `version` of the SWMS and renders its PDF, as generate does: from version 2 on,
 * everyone who signed an earlier version is asked to sign again (how many: askedAgain).
 */
export async function issueVersion(t: TestApp, row: SwmsRow, version: number): Promise<RenderedVersion> {
  await withTenant(t.db, row.companyId, async (tx) => {
    const header = await snapshotVersionHeader(tx, row.companyId, row.id);
    await tx.insert(paperworkVersions).values({ companyId: row.companyId, kind: 'swms', recordId: row.id, version, content: row.content, header });
    await tx.update(swms).set({ currentVersion: version, status: 'issued' }).where(eq(swms.id, row.id));
  });
  return renderVersionPdf(t.ctx, swmsKind, { companyId: row.companyId, kind: 'swms', recordId: row.id }, version);
}

export async function requestsFor(t: TestApp, swmsId: string, email: string) {
  return withSystem(t.db, (tx) =>
    tx
      .select()
      .from(paperworkSigningRequests)
      .where(and(eq(paperworkSigningRequests.kind, 'swms'), eq(paperworkSigningRequests.recordId, swmsId), eq(paperworkSigningRequests.email, email))),
  );
}

export const send = (app: TestApp['app'], token: string, payload: object) =>
  app.inject({ method: 'POST', url: '/api/v3/swms/send', headers: bearer(token), payload });

/** Sends one link and answers its id (read back from the database). */
export async function sendLink(t: TestApp, token: string, swmsId: string, email: string): Promise<string> {
  const response = await send(t.app, token, { swmsId, emails: [email] });
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.body}`);
  const open = (await requestsFor(t, swmsId, email)).find((request) => !request.revokedAt && !request.signedAt);
  if (!open) throw new Error('no open request');
  return open.id;
}

/** Uploads a signature png: with a token as that person, or without one through a link; `extra` fields such as a device-made id. */
export function uploadSignature(
  t: TestApp,
  auth: { token: string } | { signingRequestId: string },
  fileType = 'swms_signature_photo',
  extra: Record<string, string> = {},
) {
  return uploadFile(t, 'token' in auth ? auth.token : null, {
    fileType,
    fields: { ...('signingRequestId' in auth ? { signingRequestId: auth.signingRequestId } : {}), ...extra },
    filename: 'signature.png',
    contentType: 'image/png',
    data: png(),
  });
}

export async function signatureFileId(t: TestApp, auth: { token: string } | { signingRequestId: string }): Promise<string> {
  const response = await uploadSignature(t, auth);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return (response.json() as { id: string }).id;
}

/**
 * The header of a version whose details were never frozen (JSON null): its document prints the
 * job and company details as they are now. For versions the tests write straight to the table.
 */
export const UNFROZEN_HEADER = sql`'null'::jsonb`;
