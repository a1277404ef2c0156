import type { TAccessArea, TFileType } from '@hivis/contracts';
import type { Tx } from '../../db/client.js';
import type { PaperworkSignOnRow, PaperworkVersionRow } from '../../db/schema/index.js';
import type { CompanyAuth } from '../../platform/auth/policy.js';
import type { FileStorage } from '../../platform/files/storage.js';
import type { MailContent } from '../../platform/mail/layout.js';
import type { PdfDefinition } from '../../platform/pdf/render.js';

/*
 * The kinds of paperwork the core carries. A kind (SWMS, audit report, JSA...) owns its record
 * (its table, builder, routes and access entries); the core owns what every kind shares: versions,
 * sign-ons, signing links, the PDF and sending. The core never trusts a record id it did not read
 * through the kind's own `findRecord`.
 */

/** How a record is locked, always before its version row (docs/paperwork.md "Locks"). */
export type RecordLock = 'share' | 'no key update' | 'update';

/** What the core needs of any record; a kind returns its own richer type (R). */
export type PaperworkRecord = { id: string; companyId: string; title: string };

/** The words of a kind's refusals; SWMS keeps its own (SWMS_SIGNING_MESSAGES). */
export type PaperworkMessages = {
  /** 'SWMS', 'Audit report': named in 404s and file names. */
  noun: string;
  notIssued: string;
  expired: string;
  used: string;
  signedAlready: string;
  name: string;
  signature: string;
  rateLimited: string;
  sendLimit: string;
  signedCurrent: string;
  /** A signature queued for a version older than the one issued since. */
  newerVersion: string;
};

/** One sign-on as the document prints it: the signature image is read already (a data URL), or null. */
export type DocumentSignOn = PaperworkSignOnRow & { signatureImage: string | null };

/** Everything a version's PDF prints: read in a transaction, laid out after it. */
export type PaperworkDocument<E> = {
  kind: string;
  companyId: string;
  recordId: string;
  version: PaperworkVersionRow;
  /** Every sign-on of the record, every version, oldest first (the register prints each with its version). */
  signOns: DocumentSignOn[];
  /** What the kind read for its layout besides the version (a template, file names...). */
  extra: E;
};

export type SigningMailInput<R> = {
  record: R;
  companyName: string;
  version: number;
  /** The person's first name when they are of the company, else null. */
  firstName: string | null;
  url: string;
  days: number;
  /** They signed an earlier version and are asked to sign the new one. */
  again: boolean;
};

export type PaperworkKind<R extends PaperworkRecord = PaperworkRecord, E = unknown> = {
  /** 'swms', later 'audit', 'jsa'...: stored in every core row; never changed once used. */
  key: string;
  /** Whose access wording a refusal uses (a suspended company's sign-on: `closed`). */
  area: TAccessArea;
  messages: PaperworkMessages;
  /** The request field that names the record, for field errors ('swmsId'). */
  recordField: string;
  /** The file types of its PDFs (swept when superseded: used for nothing else) and of its signature images. */
  files: { document: TFileType; signature: TFileType };
  /**
   * The record of the company, not deleted, or null (404). With `lock`, locked so: Generate-like
   * issues take 'update', sign-ons 'no key update', sending 'share'.
   */
  findRecord: (tx: Tx, companyId: string, recordId: string, lock: RecordLock | null) => Promise<R | null>;
  /** The kind's own rule for a signed-in person (staff only on their jobs): throws 404 to refuse. */
  requireReach: (tx: Tx, auth: CompanyAuth, record: R) => Promise<void>;
  /** Whether anyone holding a mailed link may sign without an account. */
  signByLink: boolean;
  /** The page a link opens: `/swms/sign/{id}`. */
  linkPath: (signingRequestId: string) => string;
  /** The signing mail's words; the core adds the layout, the link and the outbox. */
  signingMail: (input: SigningMailInput<R>) => MailContent;
  /** Read in the render's transaction, beside the version and its sign-ons. */
  readExtra: (tx: Tx, companyId: string, version: PaperworkVersionRow) => Promise<E>;
  /**
   * The layout, outside any transaction; may read images from the file store. `careful`: the first
   * layout could not be rendered (an image the decoder refuses), so the kind leaves out its own
   * images that isRenderableImage refuses (a logo); the core has already done so for signatures.
   */
  layout: (document: PaperworkDocument<E>, storage: FileStorage, options: { careful: boolean }) => Promise<PdfDefinition>;
  /** After the layout, e.g. a company template's pages appended; the bytes as they are if absent. */
  finish?: (bytes: Buffer, document: PaperworkDocument<E>, storage: FileStorage) => Promise<Buffer>;
  /** The file name of a version's PDF, without '.pdf'. */
  fileName: (document: PaperworkDocument<E>) => string;
};

/** A kind as the core holds it, its record and extra types erased (see defineKind). */
export type AnyPaperworkKind = PaperworkKind<PaperworkRecord, unknown>;

const registry = new Map<string, AnyPaperworkKind>();

/**
 * Declares a kind. The core hands a kind back only values that kind itself produced (its records
 * from findRecord, its extra from readExtra), so erasing R and E here is safe, and it is the one
 * place they are erased. Registering the same key twice is refused: a signing link names its kind
 * by key, and two definitions would make that ambiguous.
 */
export function defineKind<R extends PaperworkRecord, E>(kind: PaperworkKind<R, E>): AnyPaperworkKind {
  const erased = kind as unknown as AnyPaperworkKind;
  const known = registry.get(kind.key);
  if (known && known !== erased) throw new Error(`Paperwork kind "${kind.key}" is declared twice.`);
  registry.set(kind.key, erased);
  return erased;
}

/** The kind a stored row names; null for a key no kind of this server declares. */
export function kindOf(key: string): AnyPaperworkKind | null {
  return registry.get(key) ?? null;
}

/** Every declared kind (the superseded-PDF sweep covers their document file types). */
export function declaredKinds(): AnyPaperworkKind[] {
  return [...registry.values()];
}
