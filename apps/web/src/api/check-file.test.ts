import { describe, expect, it } from 'vitest';
import { contentKindOf, fileProblem } from './check-file';
import { fittedSize, jpegName } from '../offline/attachments/shrink-photo';

const MB = 1024 * 1024;

describe('a file checked on the phone before it is sent', () => {
  it('is refused when too large for its use, in the words the server uses', () => {
    expect(fileProblem('worksite_photo', { size: 30 * MB, type: 'image/jpeg', name: 'IMG_1.jpg' })).toBe('The file is too large: the limit is 15 MB.');
    expect(fileProblem('worksite_photo', { size: 15 * MB, type: 'image/jpeg', name: 'IMG_1.jpg' })).toBeNull();
    expect(fileProblem('job_file', { size: 0, type: 'application/pdf', name: 'quote.pdf' })).toBe('The file is empty.');
  });

  it('is refused when the browser says it is a kind the record does not take, and let through when it cannot tell', () => {
    expect(fileProblem('worksite_photo', { size: MB, type: 'video/mp4', name: 'walk.mp4' })).toBe(
      'This kind of file cannot be used here. Please choose a photo.',
    );
    expect(fileProblem('qualification_file', { size: MB, type: 'audio/mpeg', name: 'x.mp3' })).toBe(
      'This kind of file cannot be used here. Please choose a PDF or photo.',
    );
    expect(fileProblem('job_file', { size: MB, type: '', name: 'drawing.dwg' })).toBeNull();
  });

  it('reads the kind from the browser’s type', () => {
    expect(contentKindOf({ type: 'image/heic', name: 'a.heic' })).toBe('image');
    expect(contentKindOf({ type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', name: 'a.docx' })).toBe('document');
    expect(contentKindOf({ type: 'application/zip', name: 'a.zip' })).toBe('archive');
    expect(contentKindOf({ type: '', name: 'a' })).toBeNull();
  });
});

describe('a photo made smaller', () => {
  it('keeps its shape with the longest side at most 2048 px, and is never enlarged', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1536, height: 2048 });
    expect(fittedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });

  it('is named as a JPEG', () => {
    expect(jpegName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(jpegName('site gate.png')).toBe('site gate.jpg');
    expect(jpegName('.png')).toBe('photo.jpg');
  });
});
