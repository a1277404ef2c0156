import { encodePng } from './png.js';

/*
 * A hand-drawn-looking signature for the demo, made in code: a looping pen stroke with an
 * underline, in dark blue ink on a transparent background, saved as a PNG like the one the
 * signature pad uploads.
 */

const WIDTH = 360;
const HEIGHT = 120;
const INK = [22, 38, 110] as const; // dark blue, like a ballpoint pen
const PEN_RADIUS = 1.6;

/** How much ink covers each pixel, 0 (none) to 255 (full), row by row. */
type Coverage = Uint8Array;

/** Inks a round pen tip at (cx, cy), with soft edges so the line is not jagged. */
function dab(coverage: Coverage, cx: number, cy: number): void {
  const reach = Math.ceil(PEN_RADIUS + 1);
  for (let y = Math.max(0, Math.floor(cy) - reach); y <= Math.min(HEIGHT - 1, Math.floor(cy) + reach); y += 1) {
    for (let x = Math.max(0, Math.floor(cx) - reach); x <= Math.min(WIDTH - 1, Math.floor(cx) + reach); x += 1) {
      const distance = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
      const ink = Math.round(Math.min(1, Math.max(0, PEN_RADIUS + 0.5 - distance)) * 255);
      const index = y * WIDTH + x;
      coverage[index] = Math.max(coverage[index] ?? 0, ink);
    }
  }
}

/** Moves the pen along a curve given for t from 0 to 1, in small enough steps to leave no gaps. */
function stroke(coverage: Coverage, curve: (t: number) => [number, number], steps = 2000): void {
  for (let step = 0; step <= steps; step += 1) {
    const [x, y] = curve(step / steps);
    dab(coverage, x, y);
  }
}

/** The signature's ink: a tall first letter, a run of slanted cursive loops of uneven size, and an underline. */
function drawSignature(): Coverage {
  const coverage = new Uint8Array(WIDTH * HEIGHT);
  // Handwriting leans forward: each point moves right the higher it is.
  const slanted = (x: number, y: number): [number, number] => [x + (70 - y) * 0.35, y];
  // The first letter: one tall loop down from the top.
  stroke(coverage, (t) => {
    const angle = 2 * Math.PI * t;
    return slanted(48 + 16 * Math.sin(angle) - 10 * t, 62 - 38 * Math.cos(angle * 0.5) * Math.cos(angle * 0.5) + 20 * t);
  });
  // The rest of the name: loops whose height rises and falls, drifting down a little.
  stroke(coverage, (t) => {
    const turns = 6 * 2 * Math.PI * t;
    const height = 12 + 10 * Math.sin(5 * t) * Math.sin(9 * t + 1);
    return slanted(60 + 250 * t - 9 * Math.sin(turns), 74 - height * (1 - Math.cos(turns)) * 0.6 + 6 * t);
  });
  stroke(coverage, (t) => [40 + 280 * t, 100 - 6 * Math.sin(Math.PI * t) + 4 * t], 600);
  return coverage;
}

/** The signature as PNG bytes: ink of the pen's colour, as opaque as the pen covered each pixel. */
export function demoSignaturePng(): Buffer {
  const coverage = drawSignature();
  return encodePng(WIDTH, HEIGHT, (x, y) => [INK[0], INK[1], INK[2], coverage[y * WIDTH + x] ?? 0]);
}
