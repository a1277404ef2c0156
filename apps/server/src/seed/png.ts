import { crc32, deflateSync } from 'node:zlib';

/*
 * The demo's pictures (a signature, photos from site) are drawn in code and saved as PNG. No image
 * library is needed for that: a PNG is a fixed signature followed by three chunks (size and colour
 * type; the deflated pixels; the end).
 */

/** One PNG chunk: its length, its four-letter type, the data and a CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** An 8-bit RGBA PNG of the given size, each pixel's colour from `pixel`, every row stored unfiltered. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => readonly [number, number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // colour type 6: red, green, blue and alpha
  // Bytes 10–12 stay 0: deflate compression, adaptive filtering, no interlace.
  const rowBytes = 1 + width * 4; // each row starts with its filter type, 0 = none
  const pixels = Buffer.alloc(height * rowBytes);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = y * rowBytes + 1 + x * 4;
      const [red, green, blue, alpha] = pixel(x, y);
      pixels[at] = red;
      pixels[at + 1] = green;
      pixels[at + 2] = blue;
      pixels[at + 3] = alpha;
    }
  }
  const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}
