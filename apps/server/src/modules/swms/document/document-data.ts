import { ZSwmsContentSchema, type TSwmsContent } from '@hivis/contracts';
import type { Tx } from '../../../db/client.js';
import type { PaperworkVersionRow } from '../../../db/schema/index.js';
import type { DocumentSignOn, PaperworkDocument } from '../../paperwork/index.js';
import { findFileNames, findStorageKey, findTemplateWithFile } from './document.queries.js';
import { readVersionHeader, snapshotVersionHeader, type DocumentHeader } from './version-header.js';

/** What the SWMS document reads besides the version and its sign-ons, in the render's transaction. */
export type SwmsDocumentExtra = {
  /** The version's content, parsed again so content stored by an older release reads with today's defaults. */
  content: TSwmsContent;
  /** The job, project, worksite and company details as they were when the version was issued. */
  header: DocumentHeader;
  logoKey: string | null;
  template: DocumentTemplate | null;
  /** Safety data sheet file names by file id. */
  sdsNames: Map<string, string>;
};

/** Everything the document prints, laid out by the sections; no database from here on. */
export type SwmsDocumentData = SwmsDocumentExtra & {
  swmsId: string;
  companyId: string;
  version: number;
  issuedAt: Date;
  /** Every sign-on, every version, oldest first, its signature image read already. */
  signOns: DocumentSignOn[];
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

export async function readSwmsDocumentExtra(tx: Tx, companyId: string, version: PaperworkVersionRow): Promise<SwmsDocumentExtra> {
  // Every version is issued with its details, and migration 0008 froze those of the versions issued
  // before the column existed (as they stood then: what they were at issue was never kept). A row
  // without them (JSON null) can only have been written by hand; it prints the details as they are now.
  const header = readVersionHeader(version.header ?? (await snapshotVersionHeader(tx, companyId, version.recordId)));
  const content = ZSwmsContentSchema.parse(version.content);
  const templateRow = version.templateId ? await findTemplateWithFile(tx, companyId, version.templateId) : null;
  const sdsIds = content.substances.map((item) => item.fileId).filter((id): id is string => id !== null);
  // One after another: a transaction runs one statement at a time anyway.
  const sdsNames = await findFileNames(tx, companyId, sdsIds);
  const logoKey = header.company.logoFileId ? await findStorageKey(tx, companyId, header.company.logoFileId) : null;
  return {
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
    sdsNames,
  };
}

/** The core's document as the SWMS sections read it. */
export function swmsDocumentData(document: PaperworkDocument<SwmsDocumentExtra>): SwmsDocumentData {
  return {
    ...document.extra,
    swmsId: document.recordId,
    companyId: document.companyId,
    version: document.version.version,
    issuedAt: document.version.issuedAt,
    signOns: document.signOns,
  };
}
