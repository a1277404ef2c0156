import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../test/pdf-text.js';
import type { TestApp } from '../../../test/test-app.js';
import { createTestApp } from '../../../test/test-app.js';
import { buildLegalPdfs } from './build-legal-pdfs.js';

/* Spec 2.1 and 9: GET /privacy-policy and /terms answer the PDFs the build renders from docs/legal. */

const docsLegal = path.resolve(import.meta.dirname, '../../../../../docs/legal');
let t: TestApp;
let legalDir: string;
beforeAll(async () => {
  legalDir = await mkdtemp(path.join(tmpdir(), 'hivis-legal-'));
  // The same step as the server build, with support details of this test's own.
  await buildLegalPdfs({
    sourceDir: docsLegal,
    outDir: legalDir,
    env: { SUPPORT_EMAIL: 'privacy@hivis.test', SUPPORT_POSTAL_ADDRESS: 'PO Box 7, Alderley QLD 4051' },
  });
  t = await createTestApp({ LEGAL_DIR: legalDir });
});
afterAll(async () => {
  await t?.close();
  await rm(legalDir, { recursive: true, force: true });
});

const documents = [
  {
    url: '/privacy-policy',
    filename: 'HiVis-privacy-policy.pdf',
    title: 'HiVis Privacy Policy',
    sentences: [
      'Australian Privacy Principles',
      'New Zealand Privacy Act 2020',
      'Office of the Australian Information Commissioner (OAIC)',
      'for at least 5 years',
      'Location for timesheets',
    ],
  },
  {
    url: '/terms',
    filename: 'HiVis-terms.pdf',
    title: 'HiVis Terms of Service',
    sentences: ['include GST', 'Australian Consumer Law', 'governed by the laws of Queensland', 'Acceptable use'],
  },
];

describe.each(documents)('GET $url', ({ url, filename, title, sentences }) => {
  it('answers the PDF inline, with caching headers, and it reads back as the document', async () => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`inline; filename="${filename}"`);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, must-revalidate');
    expect(response.headers.etag).toMatch(/^"[\w-]+"$/);

    const pdf = readPdf(response.rawPayload);
    expect(pdf.header).toMatch(/^%PDF-1\.\d/);
    expect(pdf.pageCount).toBeGreaterThanOrEqual(2);
    expect(pdf.info).toMatchObject({ Title: title, Author: 'HiVis' });
    expect(pdf.text).toContain(title);
    expect(pdf.text).toContain('Version 2026-11-21');
    for (const sentence of sentences) expect(pdf.text).toContain(sentence);
    // The placeholders were filled in with the build's support details, and every page is numbered.
    expect(pdf.text).toContain('privacy@hivis.test');
    expect(pdf.text).not.toContain('{{');
    expect(pdf.text).toContain(`Page 1 of ${pdf.pageCount}`);
    expect(pdf.text).toContain(`Page ${pdf.pageCount} of ${pdf.pageCount}`);
  });

  it('answers 304 to a browser that already has this version, and HEAD without a body', async () => {
    const first = await t.app.inject({ method: 'GET', url });
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url: `${url}/` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('application/pdf');
  });
});

describe('without a build', () => {
  it('answers a clear 404, not a server error, when the PDFs are missing', async () => {
    const { app } = await t.sibling({ LEGAL_DIR: path.join(legalDir, 'not-built') });
    for (const [url, label] of [
      ['/privacy-policy', 'privacy policy'],
      ['/terms', 'terms of service'],
    ]) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({ code: 'NOT_FOUND', message: `The ${label} is not available at the moment. Please try again later.` });
    }
  });
});
