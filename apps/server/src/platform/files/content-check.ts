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

/**
 * Phones record a voice note in the WebM container (Android, Chrome, Firefox) or the MP4 one
 * (iPhone), and the first bytes of those cannot tell sound alone from a video. Where a file type
 * takes sound and not video (a voice note on an audit or a variation), such a file is taken as the
 * sound it was recorded as.
 */
const VOICE_CONTAINERS: Record<string, { contentType: string; extension: string }> = {
  'video/webm': { contentType: 'audio/webm', extension: 'webm' },
  'video/mp4': { contentType: 'audio/mp4', extension: 'm4a' },
};

/**
 * What the bytes really are, read from their magic numbers, whatever the name or header says;
 * `accepts` is what the file type takes, for the one case the bytes leave open (VOICE_CONTAINERS).
 */
export async function checkContent(bytes: Buffer, accepts: readonly TContentKind[] = []): Promise<CheckedContent | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) {
    const kind = KIND_BY_MIME.find(([pattern]) => pattern.test(detected.mime))?.[1];
    if (!kind) return null;
    const voice = VOICE_CONTAINERS[detected.mime];
    if (kind === 'video' && voice && accepts.includes('audio') && !accepts.includes('video')) return { kind: 'audio', ...voice };
    // Old Word files are Compound File Binary; report them the way browsers expect.
    if (detected.mime === 'application/x-cfb') return { kind, contentType: 'application/msword', extension: 'doc' };
    return { kind, contentType: detected.mime, extension: detected.ext };
  }
  if (looksLikeText(bytes)) return { kind: 'text', contentType: 'text/plain; charset=utf-8', extension: 'txt' };
  return null;
}
