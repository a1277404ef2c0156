import { bearer } from './factories.js';
import { multipart } from './samples.js';
import type { TestApp } from './test-app.js';

export type Upload = {
  fileType: string;
  /** Form fields sent between the file type and the file (e.g. a signing request id). */
  fields?: Record<string, string>;
  filename: string;
  contentType?: string;
  data: Buffer;
};

/** Uploads a file as the web client does (POST /api/v3/files, multipart): as a person, or with no token. */
export function uploadFile(t: TestApp, token: string | null, file: Upload) {
  const body = multipart([
    { name: 'fileType', value: file.fileType },
    ...Object.entries(file.fields ?? {}).map(([name, value]) => ({ name, value })),
    { name: 'file', filename: file.filename, contentType: file.contentType, data: file.data },
  ]);
  const headers = token ? { ...body.headers, ...bearer(token) } : body.headers;
  return t.app.inject({ method: 'POST', url: '/api/v3/files', headers, payload: body.payload });
}
