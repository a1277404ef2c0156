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

  it('takes a phone’s WebM voice note as sound where only sound is taken, and as video elsewhere', async () => {
    // An EBML header whose DocType is "webm": what a phone's recorder writes first.
    const docType = Buffer.from('webm');
    const header = Buffer.concat([Buffer.from([0x42, 0x82, 0x80 | docType.length]), docType]);
    const webm = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | header.length]), header, Buffer.alloc(64)]);
    expect(await checkContent(webm, ['audio'])).toEqual({ kind: 'audio', contentType: 'audio/webm', extension: 'webm' });
    expect(await checkContent(webm, ['audio', 'video'])).toEqual({ kind: 'video', contentType: 'video/webm', extension: 'webm' });
    expect(await checkContent(webm)).toMatchObject({ kind: 'video' });
  });
});
