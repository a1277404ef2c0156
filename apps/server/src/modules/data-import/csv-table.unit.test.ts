import { describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@hivis/contracts';
import { AppError } from '../../platform/errors.js';
import { decodeCsvBytes } from './csv-input.js';
import { detectSeparator, readCsvTable } from './csv-table.js';

const clientColumns = IMPORT_COLUMNS.clients;

function problemOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error.fieldErrors?.csv;
    throw error;
  }
  return undefined;
}

describe('readCsvTable', () => {
  it('matches headers ignoring case, spaces and punctuation, and numbers rows as a spreadsheet does', () => {
    const table = readCsvTable(
      '\uFEFFNAME, post_code ,E-mail,Favourite colour\r\n\r\nAcme,4000,a@b.test,blue\r\n,,,\r\n"Two\nLines",4001,,\r\n',
      clientColumns,
    );
    expect(table.columns.map((column) => column.key)).toEqual(['name', 'postCode', 'email']);
    expect(table.ignoredHeaders).toEqual(['Favourite colour']);
    expect(table.records).toEqual([
      { row: 3, cells: { name: 'Acme', postCode: '4000', email: 'a@b.test' } },
      { row: 5, cells: { name: 'Two\nLines', postCode: '4001', email: '' } },
    ]);
  });

  it('reads ; separated files (Excel in many locales) and tab separated text pasted from a sheet', () => {
    expect(detectSeparator('Name;Type;Notes\nA,B;company;x')).toBe(';');
    expect(detectSeparator('Name\tType\nA\tB')).toBe('\t');
    expect(detectSeparator('"Name;odd",Type\n')).toBe(',');
    expect(readCsvTable('Name;Notes\nBuild Co;a, b', clientColumns).records[0]?.cells).toEqual({ name: 'Build Co', notes: 'a, b' });
    expect(readCsvTable('Name\tNotes\nBuild Co\tx', clientColumns).records[0]?.cells).toEqual({ name: 'Build Co', notes: 'x' });
  });

  it('refuses files it cannot use, with a message that says what to do', () => {
    expect(problemOf(() => readCsvTable('Type,Email\ncompany,a@b.test', clientColumns))).toMatch(/^The file has no Name column/);
    expect(problemOf(() => readCsvTable('Name,Client name\nA,B', clientColumns))).toBe('The file has two Name columns. Keep one and try again.');
    expect(problemOf(() => readCsvTable('Name\n\n', clientColumns))).toBe('The file has a header row but no records under it.');
    expect(problemOf(() => readCsvTable('Name\n"Open quote\n', clientColumns))).toMatch(/could not be read as CSV/);
    const tooMany = `Name\n${Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, index) => `Client ${index}`).join('\n')}`;
    expect(problemOf(() => readCsvTable(tooMany, clientColumns))).toMatch(/more than 5,000 records/);
    const atLimit = `Name\n${Array.from({ length: IMPORT_MAX_ROWS }, (_, index) => `Client ${index}`).join('\n')}`;
    expect(readCsvTable(atLimit, clientColumns).records).toHaveLength(IMPORT_MAX_ROWS);
  });
});

describe('decodeCsvBytes', () => {
  it('reads UTF-8, and falls back to Windows-1252 for older Excel files', () => {
    expect(decodeCsvBytes(new TextEncoder().encode('Zoë O’Brien'))).toBe('Zoë O’Brien');
    expect(decodeCsvBytes(Uint8Array.from([0x5a, 0x6f, 0xeb, 0x20, 0x4f, 0x92, 0x42]))).toBe('Zoë O’B');
  });
});
