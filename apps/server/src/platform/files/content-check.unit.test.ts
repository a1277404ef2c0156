import { describe, expect, it } from 'vitest';
import { pdf, png } from '../../../test/samples.js';
import { checkContent } from './content-check.js';

describe('checkContent', () => {
  it('recognises images and PDFs by their bytes', async () => {
    expect(await checkContent(png())).toEqual({ kind: 'image', contentType: 'image/png', extension: 'png' });
    expect(await checkContent(pdf())).toEqual({ kind: 'pdf', contentType: 'application/pdf', extension: 'pdf' });
  });

  it('treats clean UTF-8 as text', async () => {
    expect(await checkContent(Buffer.from('name,role\nZoë,PAH\r\n\ttab'))).toEqual({
      kind: 'text',
      contentType: 'text/plain; charset=utf-8',
      extension: 'txt',
    });
  });

  it('refuses empty files, control bytes, broken UTF-8 and kinds it does not know', async () => {
    expect(await checkContent(Buffer.alloc(0))).toBeNull();
    expect(await checkContent(Buffer.from([0x41, 0x00, 0x42]))).toBeNull();
    expect(await checkContent(Buffer.from([0x41, 0xc3, 0x28, 0x42]))).toBeNull();
    // An ELF executable header: recognised by file-type, but no kind the store accepts.
    expect(await checkContent(Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(64)]))).toBeNull();
  });
});
