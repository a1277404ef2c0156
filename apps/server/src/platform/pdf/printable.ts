import { DEFAULT_FAMILY, PDF_FACES, type PdfFace } from './fonts.js';

/*
 * Text as people typed it, made printable with our embedded fonts. Each character (each grapheme:
 * a letter with its accents, an emoji with its modifiers) prints in the first font that draws it
 * (PDF_FACES); a run of characters in a font other than the default becomes a text run naming that
 * font. What no font draws (emoji, scripts we do not ship such as Thai or Arabic) prints as
 * MISSING_GLYPH, a box readers know as "a character that cannot be shown", never as a silent "?".
 */

/** U+25A1 WHITE SQUARE, drawn by the default font. */
export const MISSING_GLYPH = '□';

/** Ticks and crosses typed as emoji or dingbats the fonts lack, as the nearest mark they draw. */
const NEAREST: Record<string, string> = { '✔': '✓', '✅': '✓', '☑': '✓', '✗': 'X', '✘': 'X', '❌': 'X', '❎': 'X' };

// Characters with no look of their own (zero-width joiners and spaces, variation selectors): dropped.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;
const PLAIN = /^[\x20-\x7e\n\t]*$/;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

export type TextRun = { text: string; family: string };

function draws(face: PdfFace, grapheme: string): boolean {
  for (const char of grapheme) if (!face.font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) return false;
  return true;
}

function faceFor(grapheme: string): PdfFace | undefined {
  return PDF_FACES.find((face) => draws(face, grapheme));
}

/** The grapheme as one of our fonts draws it, with the font's family. */
function printable(grapheme: string, previous: string): TextRun {
  if (/^[\n\t\r]+$/.test(grapheme)) return { text: grapheme, family: previous };
  const visible = grapheme.replace(INVISIBLE, '');
  if (visible === '') return { text: '', family: previous };
  const face = faceFor(visible);
  if (face) return { text: visible, family: face.family };
  const nearest = NEAREST[visible];
  const nearestFace = nearest === undefined ? undefined : faceFor(nearest);
  if (nearest !== undefined && nearestFace) return { text: nearest, family: nearestFace.family };
  // A letter with a mark no font has: the letter without it, when that is all the grapheme holds.
  const base = visible.normalize('NFKD').replace(/\p{M}/gu, '');
  const baseFace = base === '' || /\p{Extended_Pictographic}/u.test(visible) ? undefined : faceFor(base);
  if (baseFace) return { text: base, family: baseFace.family };
  return { text: MISSING_GLYPH, family: DEFAULT_FAMILY };
}

/** The text in runs, each in one font family; consecutive characters in the same font share a run. */
export function textRuns(text: string): TextRun[] {
  if (PLAIN.test(text)) return [{ text, family: DEFAULT_FAMILY }];
  const runs: TextRun[] = [];
  let family = DEFAULT_FAMILY;
  for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
    const run = printable(segment, family);
    family = run.family;
    const last = runs.at(-1);
    if (last && last.family === run.family) last.text += run.text;
    else if (run.text !== '') runs.push(run);
  }
  return runs;
}

type Inline = string | { text: string; font?: string; [style: string]: unknown };

/** The text as pdfmake inlines: plain strings in the default font, objects naming any other. */
function inlines(text: string, style: Record<string, unknown> | null): Inline[] {
  const runs = textRuns(text);
  if (runs.length === 0) return [style ? { ...style, text: '' } : ''];
  return runs.map((run) => {
    const font = run.family === DEFAULT_FAMILY ? {} : { font: run.family };
    return style ? { ...style, text: run.text, ...font } : run.family === DEFAULT_FAMILY ? run.text : { text: run.text, ...font };
  });
}

/** Whether the text prints as it is, in the default font. */
function isPlain(text: string): boolean {
  const runs = textRuns(text);
  return runs.length === 0 ? text === '' : runs.length === 1 && runs[0]?.family === DEFAULT_FAMILY && runs[0].text === text;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return !!value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

/**
 * The items of a text array (`text: [...]`). pdfmake does not pass an item's own style on to a
 * nested array (its issue 1174), so an item split into runs repeats its style on each run.
 */
function inlineArray(items: readonly unknown[]): unknown[] {
  return items.flatMap((item): unknown[] => {
    if (typeof item === 'string') return isPlain(item) ? [item] : inlines(item, null);
    if (isRecord(item) && typeof item.text === 'string') return isPlain(item.text) ? [item] : inlines(item.text, item);
    if (isRecord(item) && Array.isArray(item.text)) return [{ ...item, text: inlineArray(item.text) }];
    return [printableDeep(item)];
  });
}

/**
 * Every text in a pdfmake definition made printable; functions (header, footer) are wrapped, images
 * and other values left alone. Strings that print as they are stay strings.
 */
export function printableDeep<T>(value: T): T {
  if (typeof value === 'string') return (isPlain(value) ? value : { text: inlines(value, null) }) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => printableDeep(item)) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => printableDeep(fn(...args))) as T;
  }
  if (isRecord(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => {
        if (key === 'text' && typeof item === 'string') return [key, isPlain(item) ? item : inlines(item, null)];
        if (key === 'text' && Array.isArray(item)) return [key, inlineArray(item)];
        // Images are data, and the other keys name styles, colours, sizes and layouts (plain ASCII).
        if (key === 'image' || typeof item === 'string') return [key, item];
        return [key, printableDeep(item)];
      }),
    ) as T;
  }
  return value;
}
