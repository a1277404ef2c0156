import { ZSwmsContentSchema, type TSwmsContent } from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import { notFound } from '../../../platform/errors.js';
import { findFileNames, findStorageKey, findTemplateWithFile, findVersion, listSignaturesWithFiles, type SignatureWithFile } from './document.queries.js';
import { readVersionHeader, snapshotVersionHeader, type DocumentHeader } from './version-header.js';

/** Everything the document prints, read in one go inside the transaction; no bytes yet. */
export type SwmsDocumentData = {
  swmsId: string;
  companyId: string;
  version: number;
  issuedAt: Date;
  content: TSwmsContent;
  /** The job, project, worksite and company details as they were when the version was issued. */
  header: DocumentHeader;
  logoKey: string | null;
  template: DocumentTemplate | null;
  signatures: SignatureWithFile[];
  /** Safety data sheet file names by file id. */
  sdsNames: Map<string, string>;
};

export type DocumentTemplate = {
  name: string;
  fileName: string;
  storageKey: string;
  isPdf: boolean;
  hidePages: number[];
  showJobDetails: boolean;
  showLegislation: boolean;
};

export async function loadDocumentData(tx: Tx, companyId: string, swmsId: string, version: number): Promise<SwmsDocumentData> {
  const versionRow = await findVersion(tx, companyId, swmsId, version);
  if (!versionRow) throw notFound('SWMS version');
  // Every version is issued with its details, and migration 0008 froze those of the versions issued
  // before the column existed (as they stood then: what they were at issue was never kept). A row
  // without them can only have been written by hand; it prints the details as they are now.
  const header = readVersionHeader(versionRow.header ?? (await snapshotVersionHeader(tx, companyId, swmsId)));
  // Parsed again so content stored by an older release still reads with today's defaults.
  const content = ZSwmsContentSchema.parse(versionRow.content);
  const templateRow = versionRow.templateId ? await findTemplateWithFile(tx, companyId, versionRow.templateId) : null;
  const sdsIds = content.substances.map((item) => item.fileId).filter((id): id is string => id !== null);
  // One after another: a transaction runs one statement at a time anyway.
  const signatures = await listSignaturesWithFiles(tx, companyId, swmsId);
  const sdsNames = await findFileNames(tx, companyId, sdsIds);
  const logoKey = header.company.logoFileId ? await findStorageKey(tx, companyId, header.company.logoFileId) : null;
  return {
    swmsId,
    companyId,
    version,
    issuedAt: versionRow.issuedAt,
    content,
    header,
    logoKey,
    template: templateRow
      ? {
          name: templateRow.template.name,
          fileName: templateRow.file.name,
          storageKey: templateRow.file.storageKey,
          isPdf: templateRow.file.contentType === 'application/pdf',
          hidePages: templateRow.template.hidePages,
          showJobDetails: templateRow.template.showJobDetails,
          showLegislation: templateRow.template.showLegislation,
        }
      : null,
    signatures,
    sdsNames,
  };
}
