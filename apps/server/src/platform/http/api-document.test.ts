import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { undocumentedAnswers } from '../../../test/api-answers.js';
import { serverRoot } from '../../config.js';
import { API_DOCUMENT_FILE, apiDocumentText } from './api-document.js';

type Operation = { responses: Record<string, { content?: unknown }> };
type Document = { paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: Document;

beforeAll(async () => {
  t = await createTestApp();
  const { app } = await t.sibling({ NODE_ENV: 'production' });
  document = app.swagger() as unknown as Document;
});
afterAll(() => t?.close());

describe('the API document', () => {
  it('is the committed docs/api/openapi.json (npm run api:doc writes it again)', async () => {
    const committed = await readFile(path.resolve(serverRoot, '../..', API_DOCUMENT_FILE), 'utf8');
    expect(apiDocumentText(document) === committed, 'docs/api/openapi.json is out of date: run npm run api:doc and commit it').toBe(true);
  });

  it('names the error answers of every operation, and a 204 has no content', () => {
    const operations = Object.entries(document.paths).flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ url, method, operation })),
    );
    expect(operations.length).toBeGreaterThan(100);
    for (const { url, method, operation } of operations) {
      const statuses = Object.keys(operation.responses);
      expect(statuses, `${method} ${url}`).toContain('500');
      if (statuses.includes('204')) expect(operation.responses['204']?.content, `${method} ${url}`).toBeUndefined();
    }
    const logout = document.paths['/api/v3/auth/logout']?.post;
    expect(logout?.responses['204']).toEqual({ description: 'Done; no content.' });
    const job = document.paths['/api/v3/job/{id}']?.get;
    expect(Object.keys(job?.responses ?? {})).toEqual(['200', '400', '401', '403', '404', '500']);
  });

  it('the API tests’ check finds an answer it does not name, and a body that does not fit', async () => {
    const { app } = await t.sibling({ NODE_ENV: 'production' });
    const answers = [
      { method: 'GET', url: '/api/v3/job/:id', status: 418, body: null, contentType: '' },
      { method: 'GET', url: '/api/v3/job/:id', status: 404, body: '{"code":"NOT_FOUND"}', contentType: 'application/json' },
      { method: 'GET', url: '/api/v3/job/:id', status: 404, body: '{"code":"NOT_FOUND","message":"Job not found."}', contentType: 'application/json' },
    ];
    expect(undocumentedAnswers(app, answers, new Map())).toEqual([
      'GET /api/v3/job/:id answered 418, which the API document does not name',
      expect.stringMatching(/^GET \/api\/v3\/job\/:id answered 404 with a body the document does not describe/),
    ]);
  });
});
