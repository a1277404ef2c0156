import { authorisedFetch, filenameOf, readWithProgress, saveBlob } from './authorised-fetch';

export type TDownloadProgress = { received: number; total: number | null };

/**
 * GET /api/v3/data-management/export. The server streams the ZIP without knowing its size in
 * advance, so progress is the bytes received so far (a total only if a proxy adds one).
 */
export async function downloadCompanyExport(onProgress: (progress: TDownloadProgress) => void): Promise<string> {
  const response = await authorisedFetch('/api/v3/data-management/export', { headers: { Accept: 'application/zip' } });
  const filename = filenameOf(response, 'hivis-export.zip');
  const blob = await readWithProgress(response, (received, total) => onProgress({ received, total }));
  saveBlob(blob, filename);
  return filename;
}
