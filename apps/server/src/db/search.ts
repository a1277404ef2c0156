/**
 * A search text as an ILIKE pattern that finds it anywhere. LIKE treats % and _ as wildcards; a
 * person searching for "o_brien" or "50%" means the characters, so they are escaped.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
