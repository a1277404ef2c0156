import type { FileRow, PaperworkSignOnRow, PaperworkSigningRequestRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { found } from '../../platform/access/with-access.js';
import { notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { findCompanyFile } from '../files/index.js';
import type { AnyPaperworkKind, PaperworkRecord } from './paperwork.kinds.js';
import { SigningLinkGoneError, canOpenLink, findRequestForLink } from './signing-link.js';
import { findCompanyHeading, findCompanyPersonByEmail, findRequestSignOn, listSignOnsWithFiles } from './sign-ons.queries.js';
import { findVersion, latestVersionNumber, type RecordRef } from './versions.queries.js';

export type OpenedLink = {
  request: PaperworkSigningRequestRow;
  record: PaperworkRecord;
  companyName: string;
  /** The link's person when they are of the company (they sign under that name). */
  personName: string | null;
  /** The current version and its latest PDF; null while it is being prepared (SIGN stays off). */
  version: number;
  file: FileRow | null;
  /** Who signed the current version; the kind shows others by name only. */
  signOns: PaperworkSignOnRow[];
  /** The version this link signed, if it did: after a newer version, "version n was issued since". */
  signedVersion: number | null;
  /** True only while this link's sign-on is on the current version. */
  signed: boolean;
};

/**
 * The page a signing link opens, no sign-in. Unknown → 404; revoked or expired → 410; a used link
 * still opens until its days are up, so the page can show that it is done.
 */
export async function openSigningLink(ctx: AppContext, kind: AnyPaperworkKind, signingRequestId: string, clientAddress: string): Promise<OpenedLink> {
  const request = await findRequestForLink(ctx, kind, signingRequestId, clientAddress);
  if (!canOpenLink(request)) throw new SigningLinkGoneError(kind);
  return readOpenedLink(ctx, kind, request);
}

/**
 * What a link's page shows, for a link already found (opened, or just used to sign). Read in the
 * link's company only (withTenant, deliberately: the link is the only credential), and only what
 * the page shows; the kind presents it.
 */
export async function readOpenedLink(ctx: AppContext, kind: AnyPaperworkKind, request: PaperworkSigningRequestRow): Promise<OpenedLink> {
  return withTenant(ctx.db, request.companyId, async (tx) => {
    const record = found(await kind.findRecord(tx, request.companyId, request.recordId, null), kind.messages.noun);
    const company = found(await findCompanyHeading(tx, request.companyId), 'Company');
    const ref: RecordRef = { companyId: request.companyId, kind: kind.key, recordId: record.id };
    const version = await latestVersionNumber(tx, ref);
    const row = await findVersion(tx, ref, version);
    if (!row) throw notFound(`${kind.messages.noun} version`);
    const file = row.fileId ? await findCompanyFile(tx, request.companyId, row.fileId) : null;
    const signOns = (await listSignOnsWithFiles(tx, ref)).filter((signOn) => signOn.version === version).map(({ storageKey: _key, ...signOn }) => signOn);
    const signedVersion = (await findRequestSignOn(tx, request.companyId, request.id))?.version ?? null;
    const person = await findCompanyPersonByEmail(tx, request.companyId, request.email);
    const personName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
    return {
      request,
      record,
      companyName: company.name,
      personName: personName === '' ? null : personName,
      version,
      file,
      signOns,
      signedVersion,
      signed: signedVersion === version,
    };
  });
}
