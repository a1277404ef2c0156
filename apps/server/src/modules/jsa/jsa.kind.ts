import { JSA_MESSAGES } from '@hivis/contracts';
import { defineKind, type PaperworkRecord } from '../paperwork/index.js';
import { jsaFileName, layOutJsa } from './document/compose-jsa-pdf.js';
import { readJsaExtra, type JsaDocumentExtra } from './document/jsa-version.js';
import { JSA_KIND_KEY } from './jsa-kind-key.js';
import { findJsaRecord } from './jsa-record.queries.js';
import { requireJsaReach } from './jsa.policy.js';

/*
 * A JSA as a kind of paperwork (docs/paperwork.md, docs/jsa.md): each save issues a version, its
 * sign-ons are the crew's (signed in on their own phone, or in person on the phone passed round),
 * its PDF produced again after each. After a change, who signed an earlier version shows as not
 * current. Signing by a mailed link is a later slice, so signByLink is off and the link's words
 * below wait for it.
 */

/** A JSA as the core reads it, with the job its reach is decided by. */
export type JsaRecord = PaperworkRecord & { task: string; version: number; jobId: string; jobTitle: string };

export const jsaKind = defineKind<JsaRecord, JsaDocumentExtra>({
  key: JSA_KIND_KEY,
  area: 'jsa',
  messages: {
    noun: 'JSA',
    notIssued: 'This JSA has not been saved yet. Please save it before anyone signs on.',
    expired: 'This signing link has expired. Please ask your supervisor for a new one.',
    used: 'This link has already been used to sign on.',
    signedAlready: JSA_MESSAGES.signedAlready,
    name: JSA_MESSAGES.signerName,
    signature: JSA_MESSAGES.signature,
    rateLimited: 'Too many attempts from this connection. Please wait a few minutes and try again.',
    sendLimit: 'Your company has sent a lot of signing emails in the last hour. Please wait a while and try again.',
    signedCurrent: 'Already signed on to this version of the JSA.',
    newerVersion: JSA_MESSAGES.newerVersion,
  },
  recordField: 'id',
  files: { document: 'jsa_document', signature: 'jsa_signature' },
  findRecord: findJsaRecord,
  requireReach: (tx, auth, record) => requireJsaReach(tx, auth, record.jobId),
  signByLink: false,
  linkPath: (signingRequestId) => `/jsa-reports/sign/${signingRequestId}`,
  signingMail: ({ record, companyName, version, firstName, url, days, again }) => ({
    title: again ? `Please sign the new version of the JSA "${record.task}"` : `Please read and sign the JSA "${record.task}"`,
    greeting: `Hi ${firstName ?? 'there'},`,
    paragraphs: again
      ? [
          `${companyName} has changed the job safety analysis "${record.task}" for the job "${record.jobTitle}". This is version ${version}.`,
          'You signed an earlier version. Please read the new one and sign it before you go on with the task.',
        ]
      : [
          `${companyName} has asked you to read and sign the job safety analysis "${record.task}" for the job "${record.jobTitle}".`,
          'Read its steps, hazards and controls before you start the task, then sign on your phone or computer. You do not need an account.',
        ],
    action: { label: 'Read and sign the JSA', url },
    footnote: `This link is just for you and works for ${days} days. If you were not expecting it, you can ignore this email.`,
  }),
  readExtra: readJsaExtra,
  layout: (document, storage, options) => layOutJsa(storage, document, options),
  fileName: jsaFileName,
});
