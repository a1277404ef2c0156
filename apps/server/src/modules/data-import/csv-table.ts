import { parse } from 'csv-parse/sync';
import { IMPORT_MAX_ROWS, IMPORT_MESSAGES, normaliseHeader } from '@hivis/contracts';
import type { TImportColumn } from '@hivis/contracts';
import { invalidFields } from '../../platform/errors.js';

/*
 * A CSV file as the import reads it: Excel's UTF-8 BOM dropped, ; or , separators (Excel in
 * many locales saves with ;), blank lines and rows of empty cells skipped, and every record
 * numbered by the row a spreadsheet shows, so problems can be found in the file.
 */

export type CsvRecord = { row: number; cells: Record<string, string> };
export type CsvTable = { records: CsvRecord[]; columns: TImportColumn[]; ignoredHeaders: string[] };

const csvProblem = (message: string) => invalidFields({ csv: message });

/** The separator of the header line: whichever of , ; or tab appears most outside quotes. */
export function detectSeparator(text: string): ',' | ';' | '\t' {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char in counts) counts[char as keyof typeof counts] += 1;
  }
  if (counts[';'] > counts[','] && counts[';'] >= counts['\t']) return ';';
  if (counts['\t'] > counts[',']) return '\t';
  return ',';
}

type Parsed = { record: string[]; info: { lines: number } };

function parseRecords(text: string): Parsed[] {
  try {
    return parse(text, {
      bom: true,
      delimiter: detectSeparator(text.replace(/^\uFEFF/, '')),
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      relax_quotes: true,
      info: true,
      // The header plus one record past the limit, so "too many" is known without reading more.
      to: IMPORT_MAX_ROWS + 2,
    }) as unknown as Parsed[];
  } catch (error) {
    const line = typeof error === 'object' && error !== null && 'lines' in error ? Number(error.lines) : null;
    throw csvProblem(`The file could not be read as CSV${line ? ` near row ${line}` : ''}: check that every quote (") is closed.`);
  }
}

/** The row a record starts on: the parser reports where it ended, and a quoted cell may span lines. */
function startRow(parsed: Parsed): number {
  const innerBreaks = parsed.record.reduce((sum, cell) => sum + (cell.match(/\n/g)?.length ?? 0), 0);
  return parsed.info.lines - innerBreaks;
}

/** Which known column each header is (by header or alias); a header used twice is a mistake. */
function matchHeaders(headers: string[], known: readonly TImportColumn[]): { byIndex: (TImportColumn | null)[]; ignored: string[] } {
  const lookup = new Map<string, TImportColumn>();
  for (const column of known) {
    for (const name of [column.header, column.key, ...column.aliases]) lookup.set(normaliseHeader(name), column);
  }
  const seen = new Set<string>();
  const ignored: string[] = [];
  const byIndex = headers.map((header) => {
    const column = lookup.get(normaliseHeader(header)) ?? null;
    if (!column) {
      if (header.trim() !== '') ignored.push(header.trim());
      return null;
    }
    if (seen.has(column.key)) throw csvProblem(`The file has two ${column.header} columns. Keep one and try again.`);
    seen.add(column.key);
    return column;
  });
  const missing = known.filter((column) => column.required && !seen.has(column.key));
  if (missing.length > 0) {
    const names = missing.map((column) => column.header).join(', ');
    throw csvProblem(`The file has no ${names} column${missing.length > 1 ? 's' : ''}. The first row must name the columns, as in the template.`);
  }
  return { byIndex, ignored };
}

/** Reads the text into records keyed by column; throws 400 (field csv) when the file cannot be used. */
export function readCsvTable(text: string, known: readonly TImportColumn[]): CsvTable {
  const parsed = parseRecords(text);
  const [header, ...rest] = parsed;
  if (!header) throw csvProblem(IMPORT_MESSAGES.empty);
  if (rest.length === 0) throw csvProblem(IMPORT_MESSAGES.noRows);
  if (rest.length > IMPORT_MAX_ROWS) throw csvProblem(IMPORT_MESSAGES.tooManyRows);
  const { byIndex, ignored } = matchHeaders(header.record, known);
  const records = rest.map((parsedRow) => {
    const cells: Record<string, string> = {};
    byIndex.forEach((column, index) => {
      if (column) cells[column.key] = (parsedRow.record[index] ?? '').trim();
    });
    return { row: startRow(parsedRow), cells };
  });
  return { records, columns: byIndex.filter((column): column is TImportColumn => column !== null), ignoredHeaders: ignored };
}
