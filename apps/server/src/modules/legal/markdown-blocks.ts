/*
 * The small part of Markdown the legal texts in docs/legal use: '#' headings (levels 1 to 3),
 * paragraphs (lines joined until a blank line) and '-' or '*' bullet lists. Anything else is
 * kept as plain text, so a typo shows up in the PDF instead of vanishing.
 */

export type Block = { kind: 'heading'; level: 1 | 2 | 3; text: string } | { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] };

const HEADING = /^(#{1,3})\s+(.+?)\s*#*\s*$/;
const BULLET = /^\s*[-*]\s+(.*)$/;

export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: string[] | null = null;

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushList = () => {
    if (list && list.length > 0) blocks.push({ kind: 'list', items: list });
    list = null;
  };

  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = HEADING.exec(line);
    const bullet = BULLET.exec(raw);
    if (line === '') {
      flushParagraph();
      flushList();
    } else if (heading) {
      flushParagraph();
      flushList();
      const [, hashes = '#', text = ''] = heading;
      blocks.push({ kind: 'heading', level: hashes.length as 1 | 2 | 3, text });
    } else if (bullet) {
      flushParagraph();
      list ??= [];
      list.push((bullet[1] ?? '').trim());
    } else if (list && list.length > 0 && /^\s+/.test(raw)) {
      // An indented line continues the bullet above it.
      list[list.length - 1] += ` ${line}`;
    } else {
      flushList();
      paragraph.push(line);
    }
  }
  flushParagraph();
  flushList();
  return blocks.map(normaliseSpaces);
}

function normaliseSpaces(block: Block): Block {
  const clean = (text: string) => text.replace(/\s+/g, ' ').trim();
  if (block.kind === 'list') return { kind: 'list', items: block.items.map(clean) };
  return { ...block, text: clean(block.text) };
}

/** Replaces {{name}} with the value given; an unknown name is an error, not a blank. */
export function fillPlaceholders(source: string, values: Record<string, string>): string {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {{${name}}} in a legal text.`);
    return value;
  });
}

/** The document's title: its first level-1 heading. */
export function documentTitle(blocks: Block[]): string {
  const first = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  if (!first || first.kind !== 'heading') throw new Error('A legal text must start with a "# Title" heading.');
  return first.text;
}
