import { describe, expect, it } from 'vitest';
import { toWinAnsi, winAnsiDeep } from './winansi.js';

describe('toWinAnsi', () => {
  it('keeps what the standard fonts can draw and replaces the rest', () => {
    expect(toWinAnsi('Café – “quoted” 10 m² • 36 °C')).toBe('Café – “quoted” 10 m² • 36 °C');
    expect(toWinAnsi('Whakatāne, Māori')).toBe('Whakatane, Maori');
    expect(toWinAnsi('Wind ≥ 40 km/h → stop')).toBe('Wind >= 40 km/h -> stop');
    expect(toWinAnsi('工地 🙂')).toBe('?? ?');
  });

  it('walks a definition, leaving images alone and wrapping functions', () => {
    const footer = winAnsiDeep((page: number) => ({ text: `Page ${page} – Tāmaki` }));
    expect(footer(2)).toEqual({ text: 'Page 2 – Tamaki' });
    expect(winAnsiDeep({ content: [{ text: ['ā', { text: 'ō' }] }, { image: 'data:image/png;base64,āā' }] })).toEqual({
      content: [{ text: ['a', { text: 'o' }] }, { image: 'data:image/png;base64,āā' }],
    });
  });
});
