import { encodePng } from './png.js';

/*
 * A photo from site for the demo's incident: a balcony's terracotta tiles seen from above, one
 * cracked where the grinder kicked back, with a yellow safety marker beside it. Drawn in code so
 * the demo carries no binary files; big enough to look like a phone photo on screen and in a PDF.
 */

const WIDTH = 480;
const HEIGHT = 360;
const TILE = 80;

const near = (value: number, target: number, width: number) => Math.abs(value - target) < width;

function pixel(x: number, y: number): readonly [number, number, number, number] {
  // The crack: a jagged line across the tile second from the left, second row.
  const crackY = 120 + 40 + 14 * Math.sin(x / 6) + 6 * Math.sin(x / 2.3);
  if (x > 82 && x < 158 && near(y, crackY, 1.6)) return [48, 36, 30, 255];
  // The marker: a yellow disc with a dark edge.
  const marker = Math.hypot(x - 215, y - 150);
  if (marker < 18) return marker > 15 ? [60, 50, 10, 255] : [245, 200, 20, 255];
  // Grout between the tiles, then the tile with a little light falling across it.
  if (x % TILE < 3 || y % TILE < 3) return [190, 184, 172, 255];
  const shade = Math.round(18 * Math.sin((x + y) / 90) + ((x * 7 + y * 13) % 9));
  return [186 + shade, 98 + shade / 2, 64 + shade / 3, 255];
}

/** The photo as PNG bytes. */
export function demoCrackedTilePng(): Buffer {
  return encodePng(WIDTH, HEIGHT, pixel);
}
