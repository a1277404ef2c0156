import { SWMS_SIGNING_MESSAGES, accessMessages, isClosedStatus } from '@hivis/contracts';
import type { TSwmsSigned, TSwmsSigningRequest, ZSignSwmsAsUserSchema, ZSignSwmsByRequestSchema } from '@hivis/contracts';
import type { z } from 'zod';
import type { Tx } from '../../../db/client.js';
import type { FileRow } from '../../../db/schema/index.js';
import { withAccess } from '../../../platform/access/with-access.js';
import type { AuthContext } from '../../../platform/auth/access-token.js';
import type { AppContext } from '../../../platform/context.js';
import { AppError, forbidden, invalidFields, notFound } from '../../../platform/errors.js';
import { withTenant } from '../../../platform/tenancy/tenant.js';
import { refreshVersionPdf } from '../document/render-version.js';
import { lockVersion } from '../generate/generate.queries.js';
import { requireJobReach } from '../swms.policy.js';
import { presentSignature } from '../swms.presenter.js';
import { findFile } from '../swms.queries.js';
import { SigningLinkGoneError, findRequestForLink, linkStateOf, signatureFolder } from './signing-access.js';
import { presentSigningRequest } from './signing-summary.js';
import {
  findCompanyPersonByEmail,
  findSwmsHeading,
  findUserName,
  findUserSignature,
  insertSignature,
  lockSigningRequest,
  lockSwmsForSigning,
  markRequestSigned,
} from './signing.queries.js';

type TSignByRequest = z.output<typeof ZSignSwmsByRequestSchema>;
type TSignAsUser = z.output<typeof ZSignSwmsAsUserSchema>;

const used = () => new AppError('CONFLICT', SWMS_SIGNING_MESSAGES.used);
const signedAlready = () => new AppError('CONFLICT', SWMS_SIGNING_MESSAGES.signedAlready);
const badSignature = () => invalidFields({ fileId: SWMS_SIGNING_MESSAGES.signature });

/** The signature image: a swms_signature_photo of the company that `belongs` says is the signer's. */
async function requireSignatureFile(tx: Tx, companyId: string, fileId: string, belongs: (file: FileRow) => boolean): Promise<FileRow> {
  const file = await findFile(tx, companyId, fileId);
  if (!file || file.fileType !== 'swms_signature_photo' || !belongs(file)) throw badSignature();
  return file;
}

/**
 * The SWMS to sign: issued, not deleted; its current version is the one signed.
 *
 * Locks, in this order: the SWMS row FOR NO KEY UPDATE, then the version row FOR UPDATE (a link
 * sign-on then locks its link; Send takes the same order, the SWMS row FOR SHARE). Generate holds
 * the SWMS row FOR UPDATE while it issues version n+1, so either this sign-on commits first, on
 * version n, where Generate's later look-up of earlier signers finds it and asks them to sign
 * again, or it waits for the issue and signs version n+1: a sign-on never lands on a version
 * superseded while it ran. The sign-on writes the SWMS row (its last activity, by trigger), hence
 * the stronger lock: sign-ons of one SWMS take turns, and the checks for "signed already" of two
 * sign-ons of one version at once see each other.
 */
async function requireIssuedSwms(tx: Tx, companyId: string, swmsId: string) {
  const row = await lockSwmsForSigning(tx, companyId, swmsId, 'no key update');
  if (!row) throw notFound('SWMS');
  if (row.status !== 'issued' || row.currentVersion < 1) throw invalidFields({ swmsId: SWMS_SIGNING_MESSAGES.notIssued });
  if (!(await lockVersion(tx, companyId, swmsId, row.currentVersion))) throw notFound('SWMS version');
  return row;
}

/**
 * POST /api/v3/swms/sign/request, no login: the link's person signs the current version, once.
 * The link is locked (after the SWMS and its version, see requireIssuedSwms), so a second use
 * (even at the same moment) answers 409. Once the sign-on is committed, the version's PDF is
 * produced again with it (refreshVersionPdf). No sign-in, so no access scope: the link found
 * by its secret names the company, whose tenant the sign-on is written in.
 */
export async function signByRequest(ctx: AppContext, input: TSignByRequest, clientAddress: string): Promise<TSwmsSigningRequest> {
  const found = await findRequestForLink(ctx, input.signingRequestId, clientAddress);
  const signing = withTenant(ctx.db, found.companyId, async (tx) => {
    const row = await requireIssuedSwms(tx, found.companyId, found.swmsId);
    const request = await lockSigningRequest(tx, found.companyId, found.id);
    if (!request) throw notFound('Signing link');
    const state = linkStateOf(request);
    if (state === 'signed') throw used();
    if (state !== 'open') throw new SigningLinkGoneError();
    // A suspended or closed company's SWMS stay readable but take no new sign-ons: the rule of a
    // write in the access table, checked here because a link's signer has no sign-in to check.
    const heading = await findSwmsHeading(tx, request.companyId, request.swmsId);
    if (heading && isClosedStatus(heading.companyStatus)) throw forbidden(accessMessages('swms').closed);
    const folder = `${request.companyId}/${signatureFolder(request.id)}/`;
    await requireSignatureFile(tx, request.companyId, input.fileId, (file) => file.storageKey.startsWith(folder));
    const person = await findCompanyPersonByEmail(tx, request.companyId, request.email);
    const knownName = person ? `${person.firstName} ${person.lastName}`.trim() : '';
    const signerName = knownName === '' ? (input.signerName ?? '') : knownName;
    if (signerName === '') throw invalidFields({ signerName: SWMS_SIGNING_MESSAGES.name });
    if (person && (await findUserSignature(tx, request.companyId, row.id, row.currentVersion, person.id))) throw signedAlready();
    const now = new Date();
    await insertSignature(tx, {
      companyId: request.companyId,
      swmsId: row.id,
      version: row.currentVersion,
      userId: person?.id ?? null,
      signingRequestId: request.id,
      signerName,
      signerEmail: request.email,
      fileId: input.fileId,
      preStartTalk: input.preStartTalk ?? null,
      signedAt: now,
    });
    await markRequestSigned(tx, request.id, now);
    return { request: { ...request, signedAt: now }, version: row.currentVersion };
  });
  // The person also signed in and signed the same version at the same moment: one sign-on is kept.
  const signed = await signing.catch((error: unknown) => {
    throw isUniqueViolation(error) ? signedAlready() : error;
  });
  await refreshVersionPdf(ctx, signed.request.companyId, signed.request.swmsId, signed.version);
  return withTenant(ctx.db, signed.request.companyId, (tx) => presentSigningRequest(ctx, tx, signed.request));
}

/** POST /api/v3/swms/sign/user: the signed-in person signs the current version, once per version. */
export async function signAsUser(ctx: AppContext, auth: AuthContext, input: TSignAsUser): Promise<TSwmsSigned> {
  const signing = withAccess(ctx, auth, 'swms-signing.sign', async ({ tx, auth }) => {
    const row = await requireIssuedSwms(tx, auth.companyId, input.swmsId);
    await requireJobReach(tx, auth, row.jobId, 'SWMS');
    await requireSignatureFile(tx, auth.companyId, input.fileId, (file) => file.uploadedBy === auth.userId);
    if (await findUserSignature(tx, auth.companyId, row.id, row.currentVersion, auth.userId)) throw signedAlready();
    const me = await findUserName(tx, auth.companyId, auth.userId);
    if (!me) throw notFound('User');
    const signature = await insertSignature(tx, {
      companyId: auth.companyId,
      swmsId: row.id,
      version: row.currentVersion,
      userId: auth.userId,
      signerName: me.name === '' ? me.email : me.name,
      signerEmail: me.email,
      fileId: input.fileId,
      preStartTalk: input.preStartTalk ?? null,
    });
    const signed = { message: `Signed version ${row.currentVersion}.`, swmsId: row.id, signature: presentSignature(signature, row.currentVersion) };
    return { companyId: auth.companyId, signed };
  });
  // Two taps at once: the unique index lets one through; the other is told it signed already.
  const { companyId, signed } = await signing.catch((error: unknown) => {
    throw isUniqueViolation(error) ? signedAlready() : error;
  });
  await refreshVersionPdf(ctx, companyId, signed.swmsId, signed.signature.version);
  return signed;
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) => (typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined);
  const cause = typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
  return codeOf(error) === '23505' || codeOf(cause) === '23505';
}
