/*
 * The paperwork core's public entry: what a kind's module (SWMS, audits, JSA...) uses. Everything
 * else in this folder is the core's own.
 */
export { defineKind, kindOf, declaredKinds } from './paperwork.kinds.js';
export type {
  AnyPaperworkKind,
  DocumentSignOn,
  PaperworkDocument,
  PaperworkKind,
  PaperworkMessages,
  PaperworkRecord,
  RecordLock,
  SigningMailInput,
} from './paperwork.kinds.js';
export { currentVersion, issueVersion, type IssueInput, type IssuedVersion } from './issue.service.js';
export { readDocument, composePdf, renderVersionPdf, refreshVersionPdf, type RenderedVersion } from './render.service.js';
export {
  completeSignOn,
  signOnByLink,
  signOnInPerson,
  signOnSignedIn,
  type InPersonSignOnInput,
  type LinkSignOnInput,
  type SignOnInput,
  type SignedOn,
} from './sign-on.service.js';
export { sendSigningRequests, SEND_LIMIT, type SendResult } from './send.service.js';
export { openSigningLink, readOpenedLink, type OpenedLink } from './link.service.js';
export { listSignOnsOf, listSigningLinksOf, listVersionsOf } from './history.queries.js';
export { revokeSigningLinks } from './signing-link.js';
export {
  SIGNING_LINK_DAYS,
  SIGNING_LINK_LIMIT,
  SigningLinkGoneError,
  canOpenLink,
  findRequestForLink,
  linkStateOf,
  signatureFolder,
  signingLinkUrl,
} from './signing-link.js';
export { signOnRegister, REGISTER_PAGE_MAX } from './register.service.js';
export { deleteSupersededPaperworkPdfs, supersededPaperworkPdfSweeper } from './superseded-pdfs.js';
export { decodeCursor, encodeCursor, keysetPage, type Cursor, type KeysetPage } from './list-page.js';
export { cursorAtOf, keysetAfter, keysetOrderBy, type KeysetOrder } from './list-page.queries.js';
export { findVersion, type RecordRef } from './versions.queries.js';
