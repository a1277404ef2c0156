/*
 * The standard PDF fonts can draw only the Windows-1252 (WinAnsi) characters. Anything else, such
 * as a macron in a New Zealand place name ("Whakatāne") or a "≥" typed into a control, would print
 * as a wrong glyph; it is written as its closest plain letter or symbol instead.
 */

const WINANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const REPLACEMENTS: Record<string, string> = {
  '≥': '>=',
  '≤': '<=',
  '→': '->',
  '←': '<-',
  '≈': '~',
  '≠': '!=',
  '✓': 'Yes',
  '✔': 'Yes',
  '✗': 'No',
  '\u2011': '-',
  '\u2212': '-',
  '\u00a0': ' ',
  '\u2009': ' ',
  '\u202f': ' ',
};

function isWinAnsi(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return code === 0x09 || code === 0x0a || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WINANSI_EXTRAS.has(char);
}

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text) {
    if (isWinAnsi(char)) out += char;
    else if (REPLACEMENTS[char] !== undefined) out += REPLACEMENTS[char];
    else {
      // Letters with accents the font lacks (ā ē ī ō ū): the letter without its mark.
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base !== '' && [...base].every(isWinAnsi) ? base : '?';
    }
  }
  return out;
}

/** Every string in a pdfmake definition made printable; functions (header, footer) are wrapped. */
export function winAnsiDeep<T>(value: T): T {
  if (typeof value === 'string') return toWinAnsi(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => winAnsiDeep(item)) as T;
  if (typeof value === 'function') {
    const fn = value as (...args: unknown[]) => unknown;
    return ((...args: unknown[]) => winAnsiDeep(fn(...args))) as T;
  }
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === 'image' ? item : winAnsiDeep(item)])) as T;
  }
  return value;
}
