import { accessMessages, isClosedStatus } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { FileRow, PaperworkSignOnRow, PaperworkSigningRequestRow } from '../../db/schema/index.js';
import type { AccessScope } from '../../platform/access/with-access.js';
import { found } from '../../platform/access/with-access.js';
import type { AppContext } from '../../platform/context.js';
import type { TCommandFields } from '@hivis/contracts';
import { applyOnceIn } from '../../platform/commands/index.js';
import { AppError, forbidden, invalidFields, notFound } from '../../platform/errors.js';
import { withTenant } from '../../platform/tenancy/tenant.js';
import { findCompanyFile } from '../files/index.js';
import type { AnyPaperworkKind, PaperworkRecord } from './paperwork.kinds.js';
import { refreshVersionPdf } from './render.service.js';
import { SigningLinkGoneError, findRequestForLink, linkStateOf, signatureFolder } from './signing-link.js';
import { findCompanyHeading, findCompanyPersonByEmail, findSigningPerson, findUserName, findUserSignOn, insertSignOn } from './sign-ons.queries.js';
import { lockSigningRequest, markRequestSigned } from './signing-requests.queries.js';
import { latestVersionNumber, lockVersion, type RecordRef } from './versions.queries.js';
import { isUniqueViolation } from '../../db/errors.js';

export type SignOnInput = {
  recordId: string;
  /** The signature image, a file of the kind's signature type. */
  fileId: string;
  /** The kind's own answers (SWMS: the pre-start talk), validated by its route. */
  details?: Record<string, unknown> | null;
  /** The version the person read, when the device says (a signature queued offline): a newer one refuses it. */
  version?: number;
  /** When the person signed, by the device (the command's tapped time); now when not sent. */
  signedAt?: Date;
};

export type SignedOn = { ref: RecordRef; version: number; signOn: PaperworkSignOnRow };

const signedAlready = (kind: AnyPaperworkKind) => new AppError('CONFLICT', kind.messages.signedAlready);

/**
 * The record to sign and its current version, locked in this order: the record FOR NO KEY UPDATE
 * (the kind may write its row on a sign-on, e.g. a last-activity time: two sign-ons each holding
 * it FOR SHARE would each wait for the other before that write), then the version FOR UPDATE; a
 * link sign-on then locks its link. An issue holds the record FOR UPDATE, a send FOR SHARE then the
 * version: the same order everywhere, so no two of them deadlock.
 */
async function lockSignable(
  tx: Tx,
  kind: AnyPaperworkKind,
  companyId: string,
  recordId: string,
  readVersion: number | undefined,
): Promise<{ record: PaperworkRecord; ref: RecordRef; version: number }> {
  const record = found(await kind.findRecord(tx, companyId, recordId, 'no key update'), kind.messages.noun);
  const ref: RecordRef = { companyId, kind: kind.key, recordId: record.id };
  const version = await latestVersionNumber(tx, ref);
  if (version < 1) throw invalidFields({ [kind.recordField]: kind.messages.notIssued });
  // Read offline, then a newer version was issued before the signature arrived: not theirs to sign unread.
  if (readVersion !== undefined && readVersion !== version) throw new AppError('CONFLICT', kind.messages.newerVersion);
  if (!(await lockVersion(tx, ref, version))) throw notFound(`${kind.messages.noun} version`);
  return { record, ref, version };
}

/** The signature image: a file of the kind's signature type that `belongs` says is the signer's. */
async function requireSignatureFile(tx: Tx, kind: AnyPaperworkKind, companyId: string, fileId: string, belongs: (file: FileRow) => boolean): Promise<void> {
  const file = await findCompanyFile(tx, companyId, fileId);
  if (!file || file.fileType !== kind.files.signature || !belongs(file)) throw invalidFields({ fileId: kind.messages.signature });
}

/**
 * Inside the kind's access scope: the signed-in person signs the current version, once per version.
 * A suspended or closed company's paperwork stays readable but takes no sign-ons (the kind's
 * permission is a write, so withAccess refuses already; repeated here because the core's rule must
 * not depend on the permission a kind picked). Call it through completeSignOn.
 */
export async function signOnSignedIn(scope: AccessScope, kind: AnyPaperworkKind, input: SignOnInput): Promise<SignedOn> {
  const { tx, auth } = scope;
  if (scope.company.readOnly) throw forbidden(accessMessages(kind.area).closed);
  const { record, ref, version } = await lockSignable(tx, kind, auth.companyId, input.recordId, input.version);
  await kind.requireReach(tx, auth, record);
  await requireSignatureFile(tx, kind, auth.companyId, input.fileId, (file) => file.uploadedBy === auth.userId);
  if (await findUserSignOn(tx, ref, version, auth.userId)) throw signedAlready(kind);
  const me = found(await findUserName(tx, auth.companyId, auth.userId), 'User');
  const signOn = await insertSignOn(tx, {
    companyId: auth.companyId,
    kind: kind.key,
    recordId: ref.recordId,
    version,
    userId: auth.userId,
    signerName: me.name === '' ? me.email : me.name,
    signerEmail: me.email,
    fileId: input.fileId,
    details: input.details ?? null,
    signedAt: input.signedAt ?? new Date(),
  });
  return { ref, version, signOn };
}

export type InPersonSignOnInput = SignOnInput & {
  /**
   * Who signs, on the signed-in person's device: one of the company's people (`userId`: their own
   * name is stored, once per version), or anyone else by the name typed (a visitor, another
   * company's worker: no uniqueness, there is nothing to tell two of them apart).
   */
  signer: { userId?: string | null; signerName?: string | null };
  /** The kind's words for a `userId` that names no person of the company (a field error on userId). */
  unknownPerson: string;
};

/**
 * Inside the kind's access scope: someone signs the current version in person, on the signed-in
 * person's device passed round (a crew signing on to a pre-start talk on the presenter's phone).
 * The signed-in person uploaded the signature image, so the file must be theirs; the signer is
 * named by the input, not the sign-in. The same locks, standing and reach as signOnSignedIn (the
 * reach is the signed-in person's: they hold the device). Call it through completeSignOn.
 */
export async function signOnInPerson(scope: AccessScope, kind: AnyPaperworkKind, input: InPersonSignOnInput): Promise<SignedOn> {
  const { tx, auth } = scope;
  if (scope.company.readOnly) throw forbidden(accessMessages(kind.area).closed);
  const { record, ref, version } = await lockSignable(tx, kind, auth.companyId, input.recordId, input.version);
  await kind.requireReach(tx, auth, record);
  await requireSignatureFile(tx, kind, auth.companyId, input.fileId, (file) => file.uploadedBy === auth.userId);
  const userId = input.signer.userId ?? null;
  const person = userId ? await findSigningPerson(tx, auth.companyId, userId) : null;
  if (userId && !person) throw invalidFields({ userId: input.unknownPerson });
  const signerName = person ? (person.name === '' ? person.email : person.name) : (input.signer.signerName ?? '').trim();
  if (signerName === '') throw invalidFields({ signerName: kind.messages.name });
  if (userId && (await findUserSignOn(tx, ref, version, userId))) throw signedAlready(kind);
  const signOn = await insertSignOn(tx, {
    companyId: auth.companyId,
    kind: kind.key,
    recordId: ref.recordId,
    version,
    userId,
    signerName,
    // A visitor gives no email: nobody is mailed to sign a later version by it.
    signerEmail: person?.email ?? null,
    fileId: input.fileId,
    details: input.details ?? null,
    signedAt: input.signedAt ?? new Date(),
  });
  return { ref, version, signOn };
}

/**
 * Ends a sign-on once its transaction has committed: two taps at once (or a link and a sign-in of
 * the same person) pass the checks together, the unique indexes let one through and the other is
 * told it signed already; then the version's PDF is produced again with the new sign-on, outside
 * any transaction.
 */
export async function completeSignOn<T extends Pick<SignedOn, 'ref' | 'version'>>(ctx: AppContext, kind: AnyPaperworkKind, signing: Promise<T>): Promise<T> {
  const signed = await signing.catch((error: unknown) => {
    throw isUniqueViolation(error) ? signedAlready(kind) : error;
  });
  await refreshVersionPdf(ctx, kind, signed.ref, signed.version);
  return signed;
}

export type LinkSignOnInput = {
  signingRequestId: string;
  fileId: string;
  signerName?: string | null;
  details?: Record<string, unknown> | null;
  /** The version the person read (see SignOnInput). */
  version?: number;
};

/** What a link sign-on answers, kept as the command's first answer: the same for a copy sent again. */
export type LinkSignedOn = { ref: RecordRef; version: number; signOnId: string; request: PaperworkSigningRequestRow };

/**
 * No sign-in: the link's person signs the current version, once. The link is found by its secret
 * in the system context (findRequestForLink), and the sign-on is written in the link's company
 * (withTenant), deliberately: the link is the signer's only credential. The link is locked after
 * the record and its version, so a second use, even at the same moment, answers 409. Company
 * people sign under their own name; anyone else gives theirs.
 */
export async function signOnByLink(
  ctx: AppContext,
  kind: AnyPaperworkKind,
  input: LinkSignOnInput,
  clientAddress: string,
  command: TCommandFields = {},
): Promise<LinkSignedOn> {
  const link = await findRequestForLink(ctx, kind, input.signingRequestId, clientAddress);
  const sender = { companyId: link.companyId, userId: null };
  const signing = withTenant(ctx.db, link.companyId, (tx) =>
    applyOnceIn(tx, sender, `${kind.key}.sign-by-link:${link.id}`, command, async (signedAt) => {
      const { ref, version } = await lockSignable(tx, kind, link.companyId, link.recordId, input.version);
      const request = found(await lockSigningRequest(tx, link.companyId, link.id), 'Signing link');
      const state = linkStateOf(request);
      if (state === 'signed') throw new AppError('CONFLICT', kind.messages.used);
      if (state !== 'open') throw new SigningLinkGoneError(kind);
      // The rule of a write in the access table, checked here because a link's signer has no sign-in.
      const company = await findCompanyHeading(tx, request.companyId);
      if (!company || isClosedStatus(company.status)) throw forbidden(accessMessages(kind.area).closed);
      const folder = `${request.companyId}/${signatureFolder(kind, request.id)}/`;
      await requireSignatureFile(tx, kind, request.companyId, input.fileId, (file) => file.storageKey.startsWith(folder));
      const person = await findCompanyPersonByEmail(tx, request.companyId, request.email);
      const knownName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
      const signerName = knownName === '' ? (input.signerName ?? '').trim() : knownName;
      if (signerName === '') throw invalidFields({ signerName: kind.messages.name });
      if (person && (await findUserSignOn(tx, ref, version, person.id))) throw signedAlready(kind);
      const signOn = await insertSignOn(tx, {
        companyId: request.companyId,
        kind: kind.key,
        recordId: ref.recordId,
        version,
        userId: person?.id ?? null,
        signingRequestId: request.id,
        signerName,
        signerEmail: request.email,
        fileId: input.fileId,
        details: input.details ?? null,
        signedAt,
      });
      await markRequestSigned(tx, request.id, signedAt);
      return { ref, version, signOnId: signOn.id };
    }),
  );
  // The link row as found: what its page shows is read afresh after (readOpenedLink).
  return { ...(await completeSignOn(ctx, kind, signing)), request: link };
}
