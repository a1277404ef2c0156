import { SWMS_SIGNING_MESSAGES, type TAddress, type TSwmsStatus } from '@hivis/contracts';
import { defineKind, type PaperworkRecord } from '../paperwork/index.js';
import { appendTemplatePages, layOutSwms } from './document/compose-pdf.js';
import { readSwmsDocumentExtra, swmsDocumentData, type SwmsDocumentExtra } from './document/document-data.js';
import { SWMS_KIND_KEY } from './swms-kind-key.js';
import { findSwmsRecord } from './swms-record.queries.js';
import { requireJobReach } from './swms.policy.js';

/*
 * SWMS as a kind of paperwork (docs/paperwork.md): versions, sign-ons, signing links, the PDF and
 * sending are the core's; the SWMS keeps its builder, its routes, its document layout and its words.
 */

/** A SWMS as the core reads it, with the job its signing mail and link page name. */
export type SwmsRecord = PaperworkRecord & {
  jobId: string;
  status: TSwmsStatus;
  job: { title: string; jobNumber: string | null; projectName: string; worksiteName: string; worksiteAddress: TAddress | null };
};

export const swmsKind = defineKind<SwmsRecord, SwmsDocumentExtra>({
  key: SWMS_KIND_KEY,
  area: 'swms',
  messages: { ...SWMS_SIGNING_MESSAGES, noun: 'SWMS' },
  recordField: 'swmsId',
  files: { document: 'swms_document', signature: 'swms_signature_photo' },
  findRecord: findSwmsRecord,
  requireReach: (tx, auth, record) => requireJobReach(tx, auth, record.jobId, 'SWMS'),
  signByLink: true,
  linkPath: (signingRequestId) => `/swms/sign/${signingRequestId}`,
  signingMail: ({ record, companyName, version, firstName, url, days, again }) => {
    const what = `the safe work method statement (SWMS) "${record.title}" for the job "${record.job.title}"`;
    return {
      title: again ? `Please sign the new version of ${record.title}` : `Please read and sign ${record.title}`,
      greeting: `Hi ${firstName ?? 'there'},`,
      paragraphs: again
        ? [
            `${companyName} has changed ${what}. This is version ${version}.`,
            'You signed an earlier version. Please read the new one and sign it before you start work.',
          ]
        : [
            `${companyName} has asked you to read and sign ${what}.`,
            'Read it before you start work, then sign it on your phone or computer. You do not need an account.',
          ],
      action: { label: 'Read and sign the SWMS', url },
      footnote: `This link is just for you and works for ${days} days. If you were not expecting it, you can ignore this email.`,
    };
  },
  readExtra: readSwmsDocumentExtra,
  layout: (document, storage, options) => layOutSwms(storage, swmsDocumentData(document), options),
  finish: (bytes, document, storage) => appendTemplatePages(storage, swmsDocumentData(document), bytes),
  fileName: (document) => document.extra.header.swmsTitle,
});

/** A record the core hands back for the SWMS kind is one findSwmsRecord read (see defineKind). */
export function asSwmsRecord(record: PaperworkRecord): SwmsRecord {
  return record as SwmsRecord;
}
