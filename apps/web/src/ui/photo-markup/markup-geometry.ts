/*
 * The arithmetic behind marking up a photo: the drawing happens in the photo's own pixels, so a
 * circle drawn on a small phone screen sits on the same crack when the photo is opened full size.
 */

import { fittedSize, PHOTO_LONGEST_SIDE } from '../../offline/attachments/shrink-photo';

export type TPoint = { x: number; y: number };
export type TBox = { left: number; top: number; width: number; height: number };

/**
 * The size of the drawing surface for a photo of width × height: its own size, with the longest
 * side at most `longest` (the size photos are kept at anyway), never enlarged.
 */
export function canvasSizeFor(width: number, height: number, longest = PHOTO_LONGEST_SIDE): { width: number; height: number } {
  return fittedSize(width, height, longest);
}

/**
 * Where a finger at (clientX, clientY) on the screen is on the photo, in the photo's pixels. The
 * photo is shown smaller or larger than it is, so the position is scaled; a finger that slides off
 * the edge while drawing keeps the line on the edge instead of losing it.
 */
export function toImagePoint(clientX: number, clientY: number, rect: TBox, canvasWidth: number, canvasHeight: number): TPoint {
  const x = ((clientX - rect.left) / (rect.width || 1)) * canvasWidth;
  const y = ((clientY - rect.top) / (rect.height || 1)) * canvasHeight;
  return { x: clamp(x, 0, canvasWidth), y: clamp(y, 0, canvasHeight) };
}

/**
 * How thick the marking line is, in the photo's pixels: about 1% of the longest side, so it reads as
 * a bold mark on any photo (20 px on a 2048 px one), and never thinner than 4 px on a small photo.
 */
export function strokeWidthFor(width: number, height: number): number {
  return Math.max(4, Math.round(Math.max(width, height) * 0.01));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
