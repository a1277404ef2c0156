import { useQuery } from '@tanstack/react-query';
import { ZFileSchema } from '@hivis/contracts';
import type { TFileType } from '@hivis/contracts';
import { fileProblem } from './check-file';
import { ApiError } from './api-error';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/** A slow site connection sends about 50 KB a second (400 kbit/s): an upload gets that long, and never less than a minute. */
const uploadTimeoutMs = (bytes: number) => Math.max(60_000, Math.ceil(bytes / 50_000) * 1000 * 1.5);

/**
 * POST /api/v3/files (multipart fileType, file). The file is checked on the device first (size,
 * and the kind the browser reports, by the same rules the server keeps): a file that cannot be
 * used is refused at once, as a field error on `file`, before a byte is sent. The server then
 * checks the bytes themselves. `onProgress` hears how much has gone, in per cent.
 */
export function uploadFile(fileType: TFileType, file: File, { onProgress }: { onProgress?: (percent: number) => void } = {}) {
  const problem = fileProblem(fileType, file);
  if (problem) return Promise.reject(new ApiError(400, 'VALIDATION', problem, { file: problem }));
  const body = new FormData();
  body.append('fileType', fileType);
  body.append('file', file, file.name);
  return apiRequest('/api/v3/files', {
    method: 'POST',
    body,
    schema: ZFileSchema,
    timeoutMs: uploadTimeoutMs(file.size),
    ...(onProgress ? { onUploadProgress: (sent: number, total: number) => onProgress(Math.min(100, Math.round((sent / total) * 100))) } : {}),
  });
}

/** GET /api/v3/files/{id}: an uploaded file's name and links, after a reload. */
export function useFileInfo(fileId: string | null) {
  return useQuery({
    queryKey: queryKeys.file(fileId ?? ''),
    queryFn: ({ signal }) => apiRequest(`/api/v3/files/${fileId ?? ''}`, { schema: ZFileSchema, signal }),
    enabled: fileId !== null,
    staleTime: 30 * 60_000,
  });
}
