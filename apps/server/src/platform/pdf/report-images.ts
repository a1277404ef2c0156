import type { FileRow } from '../../db/schema/index.js';
import type { FileStorage } from '../files/storage.js';
import type { PdfDefinition } from './render.js';
import { imageDataUrl, isRenderableImage, renderPdf } from './render.js';
import { readStoredBytes } from './stored-bytes.js';

/*
 * The images of a report laid out from stored records (an audit, an incident): photos,
 * signatures and the company logo, read from the file store as data URLs pdfmake can embed.
 * A report must print even when one of them cannot: a missing or undecodable image is left out.
 */

/** What is read of a stored file to print it. */
export type StoredImageFile = Pick<FileRow, 'id' | 'contentType' | 'storageKey'>;

/** The image of a stored file, when it is one pdfmake can print; a missing file prints without it. */
export async function printableImage(storage: FileStorage, file: StoredImageFile): Promise<string | null> {
  if (!file.contentType.startsWith('image/')) return null;
  try {
    return imageDataUrl(await readStoredBytes(storage, file.storageKey));
  } catch {
    return null;
  }
}

/** The printable images of the files, by file id; a file left out prints as the layout decides. */
export async function imagesOf(storage: FileStorage, files: readonly StoredImageFile[]): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  for (const file of files) {
    const image = await printableImage(storage, file);
    if (image) images.set(file.id, image);
  }
  return images;
}

/** What a report's layout takes of images: those by file id, and the page header's logo. */
export type ReportImages = { images: ReadonlyMap<string, string>; logo: string | null };

/**
 * Lays the report out and renders it; should an image's body defeat the decoder (its magic bytes
 * can front a body pdfmake refuses, and one such image stops the whole document), again without
 * the images it refuses. Checking each image first would cost a render per image every time.
 */
export async function renderWithImages<D extends ReportImages>(data: D, layOut: (data: D) => PdfDefinition): Promise<Buffer> {
  try {
    return await renderPdf(layOut(data));
  } catch {
    const kept = new Map<string, string>();
    for (const [id, image] of data.images) if (await isRenderableImage(image)) kept.set(id, image);
    const logo = data.logo && (await isRenderableImage(data.logo)) ? data.logo : null;
    return renderPdf(layOut({ ...data, images: kept, logo }));
  }
}
