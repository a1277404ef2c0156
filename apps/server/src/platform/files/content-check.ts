import { fileTypeFromBuffer } from 'file-type';
import type { TContentKind } from '@hivis/contracts';

export type CheckedContent = { kind: TContentKind; contentType: string; extension: string };

const KIND_BY_MIME: Array<[RegExp, TContentKind]> = [
  [/^image\/(png|jpeg|gif|webp|heic|heif|avif)$/, 'image'],
  [/^application\/pdf$/, 'pdf'],
  [/^audio\//, 'audio'],
  [/^video\//, 'video'],
  [/^application\/(vnd\.openxmlformats-officedocument\.|msword|x-cfb|vnd\.ms-|vnd\.oasis\.opendocument\.)/, 'document'],
  [/^application\/(zip|x-zip-compressed)$/, 'archive'],
];

/** Plain text: valid UTF-8 and no control bytes other than tab, line feed and carriage return. */
function looksLikeText(bytes: Buffer): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes.subarray(0, 64 * 1024)) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return false;
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024)).includes('\uFFFD') === false;
}

/** What the bytes really are, read from their magic numbers, whatever the name or header says. */
export async function checkContent(bytes: Buffer): Promise<CheckedContent | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const kind = KIND_BY_MIME.find(([pattern]) => pattern.test(detected.mime))?.[1];
    if (!kind) return null;
    // Old Word files are Compound File Binary; report them the way browsers expect.
    if (detected.mime === 'application/x-cfb') return { kind, contentType: 'application/msword', extension: 'doc' };
    return { kind, contentType: detected.mime, extension: detected.ext };
  }
  if (looksLikeText(bytes)) return { kind: 'text', contentType: 'text/plain; charset=utf-8', extension: 'txt' };
  return null;
}
