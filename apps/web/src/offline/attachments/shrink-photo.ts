/*
 * A phone camera makes 4–12 MB pictures; a site's weak signal and the phone's own storage (the
 * outbox keeps the picture until it is sent) want far less. Before a photo is queued it is drawn
 * again with its longest side at most 2048 px, as a JPEG: about 0.3–0.8 MB, still sharp enough to
 * read a label or see a crack. The platform does this well (createImageBitmap reads the camera's
 * rotation, a canvas encodes), so no library is needed.
 */

export const PHOTO_LONGEST_SIDE = 2048;
const JPEG_QUALITY = 0.82;

/** The size to draw a picture of width × height at, longest side at most `longest`, never enlarged. */
export function fittedSize(width: number, height: number, longest = PHOTO_LONGEST_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longest / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export type TShrunkPhoto = { blob: Blob; name: string; width: number; height: number };

/** The same name, saying JPEG: "IMG_0042.HEIC" becomes "IMG_0042.jpg". */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^.]+$/, '') || 'photo';
  return `${base}.jpg`;
}

/**
 * The photo at most 2048 px on its longest side, as a JPEG. A picture the browser cannot draw
 * (a format it does not read) is kept as it is: the size check and the server decide.
 */
export async function shrinkPhoto(file: File): Promise<TShrunkPhoto | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return null;
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height);
    const blob = await drawAsJpeg(bitmap, width, height);
    // A small picture can come out larger as a JPEG than it went in (a screenshot PNG): keep the smaller.
    if (!blob || (blob.size >= file.size && width === bitmap.width)) return null;
    return { blob, name: jpegName(file.name), width, height };
  } finally {
    bitmap.close();
  }
}

async function drawAsJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}
