import { useQuery } from '@tanstack/react-query';
import { ZFileSchema } from '@hivis/contracts';
import type { TFileType } from '@hivis/contracts';
import { apiRequest } from './client';
import { queryKeys } from './query-keys';

/** POST /api/v3/files (multipart fileType, file): the server checks the bytes, not the name. */
export function uploadFile(fileType: TFileType, file: File) {
  const body = new FormData();
  body.append('fileType', fileType);
  body.append('file', file, file.name);
  return apiRequest('/api/v3/files', { method: 'POST', body, schema: ZFileSchema });
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
