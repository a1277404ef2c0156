import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { documentTitle, fillPlaceholders, parseMarkdown } from './markdown-blocks.js';

describe('parseMarkdown', () => {
  it('reads headings, paragraphs joined across lines, and bullet lists', () => {
    const source = [
      '# Title',
      '',
      'First line of a paragraph',
      'continues here.',
      '',
      '## Section',
      'Right under the heading.',
      '- one',
      '* two',
      '  still two',
      '',
      '### Small',
      'Last.',
    ].join('\r\n');
    expect(parseMarkdown(source)).toEqual([
      { kind: 'heading', level: 1, text: 'Title' },
      { kind: 'paragraph', text: 'First line of a paragraph continues here.' },
      { kind: 'heading', level: 2, text: 'Section' },
      { kind: 'paragraph', text: 'Right under the heading.' },
      { kind: 'list', items: ['one', 'two still two'] },
      { kind: 'heading', level: 3, text: 'Small' },
      { kind: 'paragraph', text: 'Last.' },
    ]);
  });

  it('ends a list at a blank line or an unindented line, and keeps unknown syntax as text', () => {
    expect(parseMarkdown('- a\n- b\nAfter the list.\n\n#### Four hashes\n-not a bullet')).toEqual([
      { kind: 'list', items: ['a', 'b'] },
      { kind: 'paragraph', text: 'After the list.' },
      { kind: 'paragraph', text: '#### Four hashes -not a bullet' },
    ]);
  });

  it('gives nothing for an empty text and squeezes runs of spaces', () => {
    expect(parseMarkdown('\n\n  \n')).toEqual([]);
    expect(parseMarkdown('##   Spaced    out  ##\nA   b')).toEqual([
      { kind: 'heading', level: 2, text: 'Spaced out' },
      { kind: 'paragraph', text: 'A b' },
    ]);
  });
});

describe('fillPlaceholders and documentTitle', () => {
  it('fills every {{name}} and refuses an unknown one', () => {
    expect(fillPlaceholders('Mail {{supportEmail}} or {{ supportEmail }}.', { supportEmail: 'help@hivis.test' })).toBe(
      'Mail help@hivis.test or help@hivis.test.',
    );
    expect(() => fillPlaceholders('{{nope}}', {})).toThrow('No value for {{nope}}');
  });

  it('takes the first level-1 heading as the title, and needs one', () => {
    expect(documentTitle(parseMarkdown('Intro\n\n# The Title\n\n# Another'))).toBe('The Title');
    expect(() => documentTitle(parseMarkdown('## Only a section'))).toThrow('must start with');
  });
});

describe('the legal texts in docs/legal', () => {
  const legalDir = path.resolve(import.meta.dirname, '../../../../../docs/legal');
  for (const [file, title] of [
    ['privacy-policy.md', 'HiVis Privacy Policy'],
    ['terms.md', 'HiVis Terms of Service'],
  ] as const) {
    it(`${file} parses into a titled, dated document with sections and only known placeholders`, () => {
      const source = readFileSync(path.join(legalDir, file), 'utf8');
      expect(source).toContain('Version 2026-11-21');
      const blocks = parseMarkdown(fillPlaceholders(source, { supportEmail: 'e', supportPostalAddress: 'p', productName: 'HiVis' }));
      expect(documentTitle(blocks)).toBe(title);
      expect(blocks.filter((block) => block.kind === 'heading' && block.level === 2).length).toBeGreaterThan(5);
      expect(blocks.some((block) => block.kind === 'list')).toBe(true);
      // Only characters the standard PDF fonts (WinAnsi) can show.
      expect(source).toMatch(/^[\x20-\x7e\n\u2019\u2022]*$/);
    });
  }
});
