import { IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS, IMPORT_KIND_LABELS, IMPORT_MESSAGES, importErrorKey } from '@hivis/contracts';
import type { TImportKind, TImportPreview, TImportResult } from '@hivis/contracts';
import { withAccess } from '../../platform/access/with-access.js';
import type { AuthContext } from '../../platform/auth/access-token.js';
import type { AppContext } from '../../platform/context.js';
import { AppError, invalidFields } from '../../platform/errors.js';
import { csvRow } from '../timesheets/index.js';
import type { CsvInput } from './csv-input.js';
import { readCsvTable } from './csv-table.js';
import { importScopeOf } from './import-scope.js';
import type { ImportKindHandler, PreparedImport } from './kind.js';
import { clientsImport } from './kinds/clients.js';
import { contactsImport } from './kinds/contacts.js';
import { employeesImport } from './kinds/employees.js';
import { worksitesImport } from './kinds/worksites.js';
import { presentRow } from './row-checks.js';

const HANDLERS: Record<TImportKind, ImportKindHandler> = {
  employees: employeesImport,
  clients: clientsImport,
  contacts: contactsImport,
  worksites: worksitesImport,
};

/** A 400 lists at most this many row problems; the preview shows them all. */
const MAX_LISTED_PROBLEMS = 500;

function countOf(prepared: PreparedImport) {
  const bad = prepared.rows.filter((row) => row.problems.length > 0).length;
  return { total: prepared.rows.length, bad, good: prepared.rows.length - bad };
}

/**
 * POST /api/v3/import/{kind}/preview: every row checked against the rules and the company's
 * records; nothing saved. The route's guard refused anyone but the account holder before the
 * file was read; the import's permission, a change, also refuses a suspended or closed account.
 */
export async function previewImport(ctx: AppContext, auth: AuthContext, kind: TImportKind, input: CsvInput): Promise<TImportPreview> {
  const table = readCsvTable(input.csv, IMPORT_COLUMNS[kind]);
  // The transaction rolls back after the checks, so the seat lock ends with it.
  return withAccess(ctx, auth, 'import.run', async (scope) => {
    const prepared = await HANDLERS[kind].prepare(ctx, scope.tx, await importScopeOf(scope), table.records);
    return {
      kind,
      ...countOf(prepared),
      columns: table.columns.map((column) => column.header),
      ignoredColumns: table.ignoredHeaders,
      rows: prepared.rows.map(presentRow),
    };
  });
}

function rowErrors(prepared: PreparedImport): Record<string, string> {
  const errors: Record<string, string> = {};
  let listed = 0;
  for (const row of prepared.rows) {
    for (const problem of row.problems) {
      if (listed >= MAX_LISTED_PROBLEMS) return errors;
      errors[importErrorKey(row.row, problem.column)] ??= problem.message;
      listed += 1;
    }
  }
  return errors;
}

export type ImportProgress = {
  /** The checks passed and saving begins: the answer can start. */
  onStart: (total: number) => void;
  onProgress: (done: number, total: number) => void;
};

const plural = (count: number, one: string, many: string) => `${count.toLocaleString('en-AU')} ${count === 1 ? one : many}`;

/**
 * POST /api/v3/import/{kind}: checks every row again (the preview is never trusted: records may
 * have changed since), then saves the good rows in one transaction. With all-or-nothing, any
 * problem saves nothing and answers 400 with the problems by row and column.
 */
export async function runImport(ctx: AppContext, auth: AuthContext, kind: TImportKind, input: CsvInput, progress: ImportProgress): Promise<TImportResult> {
  if (!input.mode) throw invalidFields({ mode: IMPORT_MESSAGES.mode });
  const mode = input.mode;
  const table = readCsvTable(input.csv, IMPORT_COLUMNS[kind]);
  const result = await withAccess(ctx, auth, 'import.run', async (scope) => {
    const prepared = await HANDLERS[kind].prepare(ctx, scope.tx, await importScopeOf(scope), table.records);
    const counts = countOf(prepared);
    if (counts.good === 0) throw new AppError('VALIDATION', IMPORT_MESSAGES.nothingGood, rowErrors(prepared));
    if (mode === 'all-or-nothing' && counts.bad > 0) {
      const message = `${plural(counts.bad, 'row has a problem', 'rows have problems')}, so nothing was imported. Fix ${counts.bad === 1 ? 'it' : 'them'} or import only the good rows.`;
      throw new AppError('VALIDATION', message, rowErrors(prepared));
    }
    progress.onStart(counts.good);
    const created = await prepared.save(async (done) => progress.onProgress(done, counts.good));
    return { created, skipped: counts.bad };
  });
  const what = IMPORT_KIND_LABELS[kind].toLowerCase();
  ctx.log.info({ kind, created: result.created, skipped: result.skipped }, 'records imported');
  const message =
    result.skipped > 0
      ? `${plural(result.created, 'row', 'rows')} of ${what} imported; ${plural(result.skipped, 'row', 'rows')} with problems left out.`
      : `${plural(result.created, 'row', 'rows')} of ${what} imported.`;
  return { kind, ...result, message };
}

/** GET /api/v3/import/{kind}/template: the header row and one realistic example row. */
export async function importTemplate(ctx: AppContext, auth: AuthContext, kind: TImportKind): Promise<{ filename: string; body: string }> {
  await withAccess(ctx, auth, 'import.template', async () => undefined);
  const columns = IMPORT_COLUMNS[kind];
  // The BOM makes Excel read the file as UTF-8.
  return { filename: `hivis-${kind}-template.csv`, body: `\uFEFF${csvRow(columns.map((column) => column.header))}${csvRow(IMPORT_EXAMPLE_ROWS[kind])}` };
}
