import { ZFileSchema } from '@hivis/contracts';
import type { TFileType } from '@hivis/contracts';
import { apiRequest } from './client';

/** POST /api/v3/files (multipart fileType, file): the server checks the bytes, not the name. */
export function uploadFile(fileType: TFileType, file: File) {
  const body = new FormData();
  body.append('fileType', fileType);
  body.append('file', file, file.name);
  return apiRequest('/api/v3/files', { method: 'POST', body, schema: ZFileSchema });
}
