import { describe, expect, it } from 'vitest';
import { canvasSizeFor, strokeWidthFor, toImagePoint } from './markup-geometry';

describe('canvasSizeFor', () => {
  it('brings the longest side of a large photo down to 2048 px, keeping its shape', () => {
    expect(canvasSizeFor(4032, 3024)).toEqual({ width: 2048, height: 1536 });
    expect(canvasSizeFor(3024, 4032)).toEqual({ width: 1536, height: 2048 });
  });

  it('never enlarges a small photo', () => {
    expect(canvasSizeFor(800, 600)).toEqual({ width: 800, height: 600 });
    expect(canvasSizeFor(2048, 100)).toEqual({ width: 2048, height: 100 });
  });

  it('takes another longest side when asked', () => {
    expect(canvasSizeFor(1000, 500, 400)).toEqual({ width: 400, height: 200 });
  });
});

describe('toImagePoint', () => {
  const rect = { left: 10, top: 20, width: 400, height: 300 };

  it('scales a position on the shown photo up to the photo’s own pixels', () => {
    expect(toImagePoint(10, 20, rect, 2048, 1536)).toEqual({ x: 0, y: 0 });
    expect(toImagePoint(210, 170, rect, 2048, 1536)).toEqual({ x: 1024, y: 768 });
    expect(toImagePoint(410, 320, rect, 2048, 1536)).toEqual({ x: 2048, y: 1536 });
  });

  it('scales down when the photo is shown larger than it is', () => {
    expect(toImagePoint(110, 95, rect, 200, 150)).toEqual({ x: 50, y: 37.5 });
  });

  it('keeps a finger that slides off the photo on its edge', () => {
    expect(toImagePoint(-50, 500, rect, 2048, 1536)).toEqual({ x: 0, y: 1536 });
    expect(toImagePoint(900, -5, rect, 2048, 1536)).toEqual({ x: 2048, y: 0 });
  });

  it('gives a point on the photo even before the photo has a size on screen', () => {
    const point = toImagePoint(10, 20, { left: 10, top: 20, width: 0, height: 0 }, 2048, 1536);
    expect(point).toEqual({ x: 0, y: 0 });
  });
});

describe('strokeWidthFor', () => {
  it('is about 1% of the longest side', () => {
    expect(strokeWidthFor(2048, 1536)).toBe(20);
    expect(strokeWidthFor(1536, 2048)).toBe(20);
    expect(strokeWidthFor(1000, 750)).toBe(10);
  });

  it('is never thinner than 4 px', () => {
    expect(strokeWidthFor(200, 150)).toBe(4);
    expect(strokeWidthFor(1, 1)).toBe(4);
  });
});
