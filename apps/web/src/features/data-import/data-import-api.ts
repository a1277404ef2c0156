import { useQueryClient } from '@tanstack/react-query';
import { ZImportPreviewSchema, ZImportStreamLineSchema } from '@hivis/contracts';
import type { TImportKind, TImportMode, TImportPreview, TImportResult } from '@hivis/contracts';
import { ApiError } from '../../api/api-error';
import { apiRequest } from '../../api/client';
import { authorisedFetch, filenameOf, saveBlob } from '../data-export/authorised-fetch';
import { ndjsonLines } from './ndjson';

/** POST /api/v3/import/{kind}/preview: every row's problems; nothing is saved. */
export function previewImport(kind: TImportKind, csv: string): Promise<TImportPreview> {
  return apiRequest(`/api/v3/import/${kind}/preview`, { method: 'POST', body: { csv }, schema: ZImportPreviewSchema, messageToast: false });
}

/**
 * POST /api/v3/import/{kind}: problems found before saving come back as a 400 (ApiError with
 * `rows.N.Column` errors); after that the answer is a stream of progress lines and a result.
 */
export async function runImport(kind: TImportKind, csv: string, mode: TImportMode, onProgress: (done: number, total: number) => void): Promise<TImportResult> {
  const response = await authorisedFetch(`/api/v3/import/${kind}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/x-ndjson' },
    body: JSON.stringify({ csv, mode }),
  });
  if (!response.body) throw new ApiError(0, 'NETWORK', 'The import answer did not arrive. Check the list before trying again.');
  for await (const raw of ndjsonLines(response.body)) {
    const line = ZImportStreamLineSchema.parse(raw);
    if (line.type === 'progress') onProgress(line.done, line.total);
    else if (line.type === 'result') return line.result;
    else throw new ApiError(500, 'IMPORT_FAILED', line.message);
  }
  // The connection ended before the result: the transaction may or may not have committed.
  throw new ApiError(0, 'NETWORK', 'The connection dropped before the import finished. Check the list before trying again.');
}

/** GET /api/v3/import/{kind}/template, saved as a file. */
export async function downloadTemplate(kind: TImportKind): Promise<void> {
  const response = await authorisedFetch(`/api/v3/import/${kind}/template`, { headers: { Accept: 'text/csv' } });
  saveBlob(await response.blob(), filenameOf(response, `hivis-${kind}-template.csv`));
}

/**
 * A chosen file's text. Excel writes "CSV UTF-8" or, on older set-ups, Windows-1252: bytes that
 * are not valid UTF-8 are read as Windows-1252 so names like Zoë survive.
 */
export async function readCsvFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** After an import every list of records may be out of date: all of them ask again. */
export function useRefreshAll() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries();
}
