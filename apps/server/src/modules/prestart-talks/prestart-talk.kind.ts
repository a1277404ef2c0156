import { PRESTART_TALK_MESSAGES } from '@hivis/contracts';
import { defineKind, type PaperworkRecord } from '../paperwork/index.js';
import { layOutTalk, talkFileName } from './document/compose-talk-pdf.js';
import { readTalkExtra, type TalkDocumentExtra } from './document/talk-version.js';
import { PRESTART_TALK_KIND_KEY } from './prestart-talk-kind-key.js';
import { findPrestartTalkRecord } from './prestart-talk-record.queries.js';
import { requireTalkReach } from './prestart-talks.policy.js';

/*
 * A pre-start talk as a kind of paperwork (docs/paperwork.md, docs/prestart-talks.md): one version
 * issued when the talk is recorded, its sign-ons the attendance register, its PDF produced again
 * after each. The crew signs on in person on the presenter's phone (signOnInPerson); signing by a
 * mailed link is a later slice, so signByLink is off and the link's words below wait for it.
 */

/** A talk as the core reads it, with the job its reach is decided by. */
export type PrestartTalkRecord = PaperworkRecord & { jobId: string; jobTitle: string };

export const prestartTalkKind = defineKind<PrestartTalkRecord, TalkDocumentExtra>({
  key: PRESTART_TALK_KIND_KEY,
  area: 'prestart-talks',
  messages: {
    noun: 'Pre-start talk',
    notIssued: 'This talk has not been recorded yet. Please record it before anyone signs on.',
    expired: 'This signing link has expired. Please ask your supervisor for a new one.',
    used: 'This link has already been used to sign on.',
    signedAlready: PRESTART_TALK_MESSAGES.signedAlready,
    name: PRESTART_TALK_MESSAGES.signerName,
    signature: PRESTART_TALK_MESSAGES.signature,
    rateLimited: 'Too many attempts from this connection. Please wait a few minutes and try again.',
    sendLimit: 'Your company has sent a lot of signing emails in the last hour. Please wait a while and try again.',
    signedCurrent: 'Already signed on to this talk.',
    // A talk has one version: nothing newer can be issued after someone read it.
    newerVersion: 'This talk changed after you read it. Please read it again and sign on.',
  },
  recordField: 'id',
  files: { document: 'prestart_talk_document', signature: 'prestart_talk_signature' },
  findRecord: findPrestartTalkRecord,
  requireReach: (tx, auth, record) => requireTalkReach(tx, auth, record.jobId),
  signByLink: false,
  linkPath: (signingRequestId) => `/pst/sign/${signingRequestId}`,
  signingMail: ({ record, companyName, firstName, url, days }) => ({
    title: `Please sign on to ${record.title}`,
    greeting: `Hi ${firstName ?? 'there'},`,
    paragraphs: [
      `${companyName} has asked you to sign on to the pre-start talk you attended for the job "${record.jobTitle}".`,
      'Read what was talked through, then sign on your phone or computer. You do not need an account.',
    ],
    action: { label: 'Read and sign on', url },
    footnote: `This link is just for you and works for ${days} days. If you were not expecting it, you can ignore this email.`,
  }),
  readExtra: readTalkExtra,
  layout: (document, storage, options) => layOutTalk(storage, document, options),
  fileName: talkFileName,
});
