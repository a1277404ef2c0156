import { createHash } from 'node:crypto';
import type { FileRow } from '../../db/schema/index.js';

/*
 * A report made from stored records (an audit's, an incident's) is stored as a file under an id
 * made from what it shows: asking again finds it at once, and any change to what it shows makes a
 * new id, so a new report. The key is the caller's: a layout version, the record and its changes.
 */

/** A UUID made from a content key: the same key always gives the same id. */
export function contentFileId(key: string): string {
  const hex = createHash('sha256').update(key).digest('hex');
  // Version 8 (made by us) and the RFC 4122 variant, so it is a well-formed UUID.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Whether a file found under a content id is the report the server stored there. Anyone signed in
 * may upload a file under an id of their choosing (the device outbox's ids), and the key is made
 * of what they can read, so a file under that id is trusted only if nobody uploaded it and it is
 * of the report's type, in the report's folder.
 */
export function isStoredReport(
  row: Pick<FileRow, 'companyId' | 'uploadedBy' | 'fileType' | 'storageKey'>,
  report: { companyId: string; fileType: string; folder: string },
): boolean {
  return (
    row.companyId === report.companyId &&
    row.uploadedBy === null &&
    row.fileType === report.fileType &&
    row.storageKey.startsWith(`${report.companyId}/${report.folder}/`)
  );
}
