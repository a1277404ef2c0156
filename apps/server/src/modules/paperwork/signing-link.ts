import { randomUUID } from 'node:crypto';
import type { Tx } from '../../db/client.js';
import type { PaperworkSigningRequestRow } from '../../db/schema/index.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, notFound } from '../../platform/errors.js';
import { takeRateLimit } from '../../platform/http/rate-limit.js';
import { renderMail } from '../../platform/mail/layout.js';
import { enqueueMail } from '../../platform/mail/outbox.js';
import { asPlatformWithin, withSystem } from '../../platform/tenancy/tenant.js';
import type { AnyPaperworkKind, PaperworkRecord } from './paperwork.kinds.js';
import { findCompanyHeading, findCompanyPersonByEmail, listEarlierSigners } from './sign-ons.queries.js';
import { findSigningRequestById, insertSigningRequest, revokeOpenRequests } from './signing-requests.queries.js';
import type { RecordRef } from './versions.queries.js';

/** A link lasts 30 days; a newer one to the same person for the same record replaces it. */
export const SIGNING_LINK_DAYS = 30;

/**
 * Calls through signing links per client address and window. Each person opens the page, uploads
 * and signs (about five calls), and a whole crew may sign at once behind one site connection.
 */
export const SIGNING_LINK_LIMIT = { perAddress: 300, windowMs: 10 * 60 * 1000 } as const;

/** 410 Gone: the link existed but can no longer be used; the person needs a new one. */
export class SigningLinkGoneError extends AppError {
  constructor(kind: AnyPaperworkKind) {
    super('GONE', kind.messages.expired);
  }
}

export type SigningLinkState = 'open' | 'signed' | 'expired' | 'revoked';

type LinkTimes = Pick<PaperworkSigningRequestRow, 'signedAt' | 'revokedAt' | 'expiresAt'>;

export function linkStateOf(request: LinkTimes, now = new Date()): SigningLinkState {
  if (request.signedAt) return 'signed';
  if (request.revokedAt) return 'revoked';
  if (request.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

/**
 * Whether the link's page still opens: an open link, or a used one until its days are up (the page
 * then shows that it is done). Past expiresAt every link is gone, so a used link does not give
 * no-login access to the document and its later versions for ever.
 */
export function canOpenLink(request: LinkTimes, now = new Date()): boolean {
  const state = linkStateOf(request, now);
  return state === 'open' || (state === 'signed' && request.expiresAt.getTime() > now.getTime());
}

/** Where a signature uploaded through one link is stored: its key proves which link it came by. */
export function signatureFolder(kind: AnyPaperworkKind, signingRequestId: string): string {
  return `${kind.key}-sign/${signingRequestId}`;
}

/**
 * No login: the platform finds the link by its secret, the one look-up across companies, so it
 * runs in the system context, deliberately, after counting the call against the client address.
 * A link of another kind is as unknown as a missing one (404). The caller then acts in the link's
 * company with withTenant.
 */
export async function findRequestForLink(
  ctx: AppContext,
  kind: AnyPaperworkKind,
  signingRequestId: string,
  clientAddress: string,
): Promise<PaperworkSigningRequestRow> {
  const request = await withSystem(ctx.db, async (tx) => {
    await takeRateLimit(
      tx,
      [{ key: `${kind.key}-sign:address:${clientAddress}`, limit: SIGNING_LINK_LIMIT.perAddress }],
      SIGNING_LINK_LIMIT.windowMs,
      kind.messages.rateLimited,
    );
    return findSigningRequestById(tx, signingRequestId);
  });
  if (!request || request.kind !== kind.key || !kind.signByLink) throw notFound('Signing link');
  return request;
}

export function signingLinkUrl(ctx: AppContext, kind: AnyPaperworkKind, signingRequestId: string): string {
  return `${ctx.config.publicUrl}${kind.linkPath(signingRequestId)}`;
}

/** Every open link of the record stops working (the kind deleted the record), in its transaction. */
export async function revokeSigningLinks(tx: Tx, ref: RecordRef, now: Date): Promise<void> {
  await revokeOpenRequests(tx, ref, null, now);
}

/**
 * Inside the company's tenant transaction: a new link for one email (replacing that person's open
 * links for the record) and its mail, queued in the outbox so it goes only if the change commits.
 * `again`: they signed an earlier version and must sign this one.
 */
export async function issueSigningLink(
  ctx: AppContext,
  tx: Tx,
  kind: AnyPaperworkKind,
  subject: { record: PaperworkRecord; companyName: string; version: number },
  input: { email: string; sentBy: string | null; again: boolean },
): Promise<string> {
  const now = new Date();
  const email = input.email.toLowerCase();
  const ref: RecordRef = { companyId: subject.record.companyId, kind: kind.key, recordId: subject.record.id };
  await revokeOpenRequests(tx, ref, email, now);
  const request = await insertSigningRequest(tx, {
    id: randomUUID(),
    companyId: ref.companyId,
    kind: kind.key,
    recordId: ref.recordId,
    email,
    version: subject.version,
    sentBy: input.sentBy,
    expiresAt: new Date(now.getTime() + SIGNING_LINK_DAYS * 24 * 60 * 60 * 1000),
  });
  const person = await findCompanyPersonByEmail(tx, ref.companyId, email);
  const words = kind.signingMail({
    record: subject.record,
    companyName: subject.companyName,
    version: subject.version,
    firstName: person?.firstName || null,
    url: signingLinkUrl(ctx, kind, request.id),
    days: SIGNING_LINK_DAYS,
    again: input.again,
  });
  // The outbox is the platform's table, outside the tenant's grants.
  await asPlatformWithin(tx, () => enqueueMail(tx, { to: email, ...renderMail(ctx.config.productName, words) }));
  return request.id;
}

/**
 * When version `version` gets its first PDF (in the transaction that stores it), everyone who
 * signed an earlier version is mailed a new link: people sign again when a document changes.
 * Returns how many were asked; the caller drains the outbox after committing.
 */
export async function askToSignAgain(ctx: AppContext, tx: Tx, kind: AnyPaperworkKind, ref: RecordRef, version: number): Promise<number> {
  const record = await kind.findRecord(tx, ref.companyId, ref.recordId, null);
  const company = await findCompanyHeading(tx, ref.companyId);
  if (!record || !company) throw notFound(kind.messages.noun);
  const signers = await listEarlierSigners(tx, ref, version);
  for (const signer of signers) {
    await issueSigningLink(ctx, tx, kind, { record, companyName: company.name, version }, { email: signer.email, sentBy: null, again: true });
  }
  return signers.length;
}
