import { inflateSync } from 'node:zlib';

/*
 * Just enough PDF reading for tests of PDFs we make ourselves (PDFKit, standard fonts): the
 * Info dictionary, the page count, and the text shown by Tj/TJ in every Flate content stream.
 * Not a general PDF parser: no fonts with custom encodings, no object streams.
 */
export type PdfFacts = { header: string; pageCount: number; info: Record<string, string>; text: string };

export function readPdf(pdf: Buffer): PdfFacts {
  const raw = pdf.toString('latin1');
  const pageCount = (raw.match(/\/Type\s*\/Page(?![s\w])/g) ?? []).length;
  const info: Record<string, string> = {};
  const infoRef = /\/Info\s+(\d+)\s+0\s+R/.exec(raw);
  if (infoRef) {
    const dictionary = (infoRef[1] && objectBody(raw, infoRef[1])) ?? '';
    // Values are strings, or (PDFKit) references to objects that hold one.
    for (const [, key = '', direct, ref] of dictionary.matchAll(/\/(\w+)\s*(\((?:\\.|[^\\)])*\)|<[0-9a-fA-F]*>|(\d+) 0 R)/g)) {
      const value = ref ? objectBody(raw, ref)?.trim() : direct;
      if (value && /^[(<]/.test(value)) info[key] = decodePdfString(value);
    }
  }
  const pieces: string[] = [];
  for (const [, dictionary = '', data = ''] of raw.matchAll(/<<([^]*?)>>\s*stream\r?\n([^]*?)\r?\nendstream/g)) {
    if (!/\/FlateDecode/.test(dictionary)) continue;
    const content = inflateSync(Buffer.from(data, 'latin1')).toString('latin1');
    for (const [, array = '', single] of content.matchAll(/\[((?:[^\]\\]|\\.)*)\]\s*TJ|(\((?:\\.|[^\\)])*\)|<[0-9a-fA-F]*>)\s*Tj/g)) {
      if (single) pieces.push(decodePdfString(single));
      else for (const part of array.matchAll(/\((?:\\.|[^\\)])*\)|<[0-9a-fA-F]*>/g)) pieces.push(decodePdfString(part[0]));
      pieces.push(' ');
    }
  }
  return { header: raw.slice(0, 8), pageCount, info, text: pieces.join('').replace(/\s+/g, ' ') };
}

function objectBody(raw: string, id: string): string | undefined {
  return new RegExp(`(?:^|\\s)${id} 0 obj\\s*([\\s\\S]*?)\\s*endobj`).exec(raw)?.[1];
}

/** A PDF string, (literal) or <hex>, as text: UTF-16BE with a byte-order mark, else WinAnsi (latin1 here). */
function decodePdfString(token: string): string {
  let bytes: Buffer;
  if (token.startsWith('<')) {
    bytes = Buffer.from(token.slice(1, -1), 'hex');
  } else {
    const body = token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_m, esc: string) => {
      const map: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', '(': '(', ')': ')', '\\': '\\' };
      return map[esc] ?? String.fromCharCode(parseInt(esc, 8));
    });
    bytes = Buffer.from(body, 'latin1');
  }
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return bytes.subarray(2).swap16().toString('utf16le');
  return bytes.toString('latin1').replace(/\x95/g, '\u2022').replace(/\x92/g, '\u2019');
}
