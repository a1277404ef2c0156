import { FILE_TYPE_RULES } from '@hivis/contracts';
import type { TContentKind, TFileType } from '@hivis/contracts';

/*
 * The server's file rules (packages/contracts files.ts), checked on the device before a byte is
 * sent: a 30 MB video on a site's weak signal should be refused in a moment, not after half a
 * minute of uploading. The server checks the bytes again; this only reads the name and type the
 * browser reports, so it lets through what it cannot tell and the server has the last word.
 */

const DOCUMENT_TYPES = /(msword|officedocument|opendocument|ms-excel|ms-powerpoint|rtf)/;
const ARCHIVE_TYPES = /(zip|x-7z|x-rar|gzip|x-tar)/;

/** What kind of content the browser says a file is; null when it does not say. */
export function contentKindOf(file: { type: string; name: string }): TContentKind | null {
  const type = file.type.toLowerCase();
  if (type.startsWith('image/')) return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('audio/')) return 'audio';
  if (type.startsWith('video/')) return 'video';
  if (type === 'text/csv' || type.startsWith('text/')) return 'text';
  if (DOCUMENT_TYPES.test(type)) return 'document';
  if (ARCHIVE_TYPES.test(type)) return 'archive';
  return null;
}

export const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

const KIND_WORDS: Record<TContentKind, string> = {
  image: 'photo',
  pdf: 'PDF',
  audio: 'audio recording',
  video: 'video',
  document: 'document',
  archive: 'zip file',
  text: 'text file',
};

/** Why this file cannot be used as this file type, in the words the server would use; null when it may be sent. */
export function fileProblem(fileType: TFileType, file: { size: number; type: string; name: string }): string | null {
  const rule = FILE_TYPE_RULES[fileType];
  if (file.size === 0) return 'The file is empty.';
  if (file.size > rule.maxBytes) return `The file is too large: the limit is ${megabytes(rule.maxBytes)} MB.`;
  const kind = contentKindOf(file);
  const kinds: readonly TContentKind[] = rule.kinds;
  if (kind !== null && !kinds.includes(kind)) {
    return `This kind of file cannot be used here. Please choose a ${kinds.map((allowed) => KIND_WORDS[allowed]).join(' or ')}.`;
  }
  return null;
}
