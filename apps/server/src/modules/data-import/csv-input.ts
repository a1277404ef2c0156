import type { FastifyRequest } from 'fastify';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, ZImportModeSchema } from '@hivis/contracts';
import type { TImportMode } from '@hivis/contracts';
import { invalidFields } from '../../platform/errors.js';
import { readUpload, uploadParts } from '../../platform/http/multipart.js';

/*
 * The CSV arrives as text in a JSON body (the web app, pasted text) or as a file in a multipart
 * upload (scripts: curl -F file=@clients.csv). Either way the same limits and decoding apply.
 */

export type CsvInput = { csv: string; mode: TImportMode | null };

const tooLarge = () => invalidFields({ csv: IMPORT_MESSAGES.tooLarge });

/**
 * Excel saves "CSV UTF-8" or, on older Windows set-ups, Windows-1252 ("CSV (Comma delimited)").
 * Bytes that are not valid UTF-8 are read as Windows-1252, so "Zoë" and "O’Brien" survive both.
 */
export function decodeCsvBytes(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}

/** Windows-1252's 0x80–0x9F (curly quotes, dashes, €); the rest of the byte range is Latin-1. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ';

/** Node's own decoder may treat windows-1252 as Latin-1, which loses exactly the characters above. */
function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

export function checkCsvSize(csv: string): string {
  if (Buffer.byteLength(csv, 'utf8') > IMPORT_MAX_BYTES) throw tooLarge();
  if (csv.replace(/^\uFEFF/, '').trim() === '') throw invalidFields({ csv: IMPORT_MESSAGES.empty });
  return csv;
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

async function readMultipart(request: FastifyRequest): Promise<CsvInput> {
  let bytes: Buffer | null = null;
  let mode: unknown;
  try {
    for await (const part of uploadParts(request.parts({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 } }))) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || bytes) {
          await readUpload(() => part.toBuffer());
          throw invalidFields({ file: 'Send exactly one file, in the field named file.' });
        }
        bytes = await readUpload(() => part.toBuffer());
      } else if (part.fieldname === 'mode') {
        mode = part.value;
      }
    }
  } catch (error) {
    if (isFileTooLarge(error)) throw tooLarge();
    throw error;
  }
  if (!bytes) throw invalidFields({ file: IMPORT_MESSAGES.csv });
  const parsedMode = mode === undefined ? null : ZImportModeSchema.safeParse(mode);
  if (parsedMode && !parsedMode.success) throw invalidFields({ mode: IMPORT_MESSAGES.mode });
  return { csv: checkCsvSize(decodeCsvBytes(bytes)), mode: parsedMode?.data ?? null };
}

/** The CSV and mode of the request, JSON or multipart. The JSON body was checked by the route's schema. */
export async function readCsvInput(request: FastifyRequest, body: { csv: string; mode?: TImportMode } | null | undefined): Promise<CsvInput> {
  if (request.isMultipart()) return readMultipart(request);
  if (!body) throw invalidFields({ csv: IMPORT_MESSAGES.csv });
  return { csv: checkCsvSize(body.csv), mode: body.mode ?? null };
}
