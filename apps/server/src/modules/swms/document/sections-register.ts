import { SWMS_PRE_START_TALK_OPTIONS } from '@hivis/contracts';
import type { TableCell } from 'pdfmake/interfaces';
import { RULED_TABLE, headerRow } from '../../../platform/pdf/styles.js';
import { preStartTalkOf } from './pre-start-talk.js';
import type { SwmsDocumentData } from './document-data.js';
import { formatDateTime } from './format.js';
import type { DocSection } from './sections-details.js';

/*
 * Section 10: the sign-on register. Everyone who signed, with the version they signed: a signature
 * on an older version shows who still has to sign the new one. Blank ruled rows follow, for
 * workers who sign on paper at the pre-start meeting.
 */

const PAPER_ROWS = 10;

export function registerSection(data: SwmsDocumentData): DocSection {
  const zone = data.header.company.timeZone;
  const talk = (code: string | null) => SWMS_PRE_START_TALK_OPTIONS.find((option) => option.code === code)?.label ?? '';
  const signed: TableCell[][] = data.signOns.map((signOn) => [
    { text: signOn.signerName, bold: true },
    { text: `Version ${signOn.version}${signOn.version === data.version ? '' : ' (earlier version)'}` },
    { text: formatDateTime(signOn.signedAt, zone) },
    signOn.signatureImage ? { image: signOn.signatureImage, fit: [110, 34] } : { text: 'Signed electronically' },
    { text: talk(preStartTalkOf(signOn.details)) },
  ]);
  const blank: TableCell[][] = Array.from({ length: PAPER_ROWS }, () => [
    { text: ' ', margin: [0, 10, 0, 10] },
    { text: `Version ${data.version}`, color: '#777777' },
    '',
    '',
    '',
  ]);
  return {
    title: 'Sign-on register',
    // Its own page: the one printed for the pre-start meeting when workers sign on paper.
    newPage: true,
    body: [
      {
        text: 'By signing I confirm I have read this SWMS or had it explained to me, I understand it, and I will follow it. Work stops if it is not followed.',
        margin: [0, 0, 0, 4],
      },
      {
        table: {
          headerRows: 1,
          keepWithHeaderRows: 1,
          dontBreakRows: true,
          widths: [140, 90, 130, 130, '*'],
          body: [headerRow(['Name', 'Version signed', 'Date and time', 'Signature', 'Pre-start talk']), ...signed, ...blank],
        },
        layout: RULED_TABLE,
      },
    ],
  };
}
