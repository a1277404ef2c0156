import { z } from 'zod';

/*
 * Bulk import (/import-data): a CSV of employees, clients, contacts or worksites is checked row
 * by row (preview, nothing saved), then saved in one transaction. The columns are shared here so
 * the server's header matching, the template and the screen's column list are one list.
 */

export const IMPORT_KINDS = ['employees', 'clients', 'contacts', 'worksites'] as const;
export type TImportKind = (typeof IMPORT_KINDS)[number];
export const IMPORT_KIND_LABELS: Record<TImportKind, string> = {
  employees: 'Employees',
  clients: 'Clients',
  contacts: 'Contacts',
  worksites: 'Worksites',
};

export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 5000;

export const IMPORT_MESSAGES = {
  kind: 'Please choose what to import: employees, clients, contacts or worksites.',
  csv: 'Please choose a CSV file or paste its text.',
  empty: 'The file is empty. The first row must hold the column names, and each row after it one record.',
  noRows: 'The file has a header row but no records under it.',
  tooLarge: `The file is too large: the limit is ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files.`,
  tooManyRows: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString('en-AU')} records. Split it into smaller files.`,
  mode: 'Please choose how to import: every row or nothing, or only the good rows.',
  exampleRow: 'This is the example row from the template. Replace it with your own record or delete it.',
  nothingGood: 'No row can be imported: every row has a problem.',
} as const;

export type TImportColumn = {
  key: string;
  /** The header written in the template and shown on screen. */
  header: string;
  /** The file must have this column (its values may still be checked further). */
  required: boolean;
  /** Other headers people use for the same thing, matched ignoring case, spaces and punctuation. */
  aliases: readonly string[];
  help: string;
};

const column = (key: string, header: string, help: string, options: { required?: boolean; aliases?: string[] } = {}): TImportColumn => ({
  key,
  header,
  help,
  required: options.required ?? false,
  aliases: options.aliases ?? [],
});

const address = [
  column('street', 'Street', 'Number and street, e.g. 12 Ann St.', { aliases: ['street address', 'address', 'address line 1'] }),
  column('suburb', 'Suburb', 'Suburb or town.', { aliases: ['town', 'city', 'locality'] }),
  column('state', 'State', 'State or region, e.g. QLD or Queensland.', { aliases: ['region', 'territory'] }),
  column('postCode', 'Postcode', 'Postcode.', { aliases: ['post code', 'zip', 'zip code'] }),
  column('country', 'Country', 'Australia or New Zealand; blank means the company’s country.'),
];

export const IMPORT_COLUMNS: Record<TImportKind, readonly TImportColumn[]> = {
  employees: [
    column('firstName', 'First name', 'Required.', { required: true, aliases: ['given name', 'first'] }),
    column('lastName', 'Last name', 'Required.', { required: true, aliases: ['surname', 'family name', 'last'] }),
    column('email', 'Email', 'Required. The set-up link is sent here; it must not be in use on HiVis.', {
      required: true,
      aliases: ['email address', 'e-mail'],
    }),
    column('role', 'Role', 'Required: SAH (supervisor), SAH_LH (leading hand) or NAH (worker).', { required: true, aliases: ['access', 'user role'] }),
    column('phone', 'Phone', 'Optional, at least 8 digits.', { aliases: ['mobile', 'phone number', 'mobile number'] }),
    column('position', 'Position', 'Optional, e.g. Carpenter.', { aliases: ['job title', 'title', 'trade'] }),
  ],
  clients: [
    column('name', 'Name', 'Required: the business or the person.', { required: true, aliases: ['client', 'client name', 'company name'] }),
    column('type', 'Type', 'company or person; blank means company.', { aliases: ['kind', 'client type'] }),
    column('abn', 'ABN', 'Optional, 11 digits, for a company.'),
    column('email', 'Email', 'Optional.', { aliases: ['email address', 'e-mail'] }),
    column('phone', 'Phone', 'Optional, at least 8 digits.', { aliases: ['mobile', 'phone number'] }),
    ...address,
    column('notes', 'Notes', 'Optional.', { aliases: ['note', 'comments'] }),
  ],
  contacts: [
    column('firstName', 'First name', 'Required.', { required: true, aliases: ['given name', 'first'] }),
    column('lastName', 'Last name', 'Optional.', { aliases: ['surname', 'family name', 'last'] }),
    column('position', 'Position', 'Optional, e.g. Site manager.', { aliases: ['job title', 'title', 'role'] }),
    column('email', 'Email', 'Optional.', { aliases: ['email address', 'e-mail'] }),
    column('phone', 'Phone', 'Optional, at least 8 digits.', { aliases: ['mobile', 'phone number'] }),
    column('client', 'Client', 'Optional: the name of a client already on HiVis (import clients first).', { aliases: ['client name', 'company'] }),
    column('notes', 'Notes', 'Optional.', { aliases: ['note', 'comments'] }),
  ],
  worksites: [
    column('name', 'Name', 'Required: how your crews know the site.', { required: true, aliases: ['worksite', 'worksite name', 'site', 'site name'] }),
    ...address,
    column('siteContactName', 'Site contact name', 'Optional: someone to call about the site.', { aliases: ['site contact', 'contact name', 'contact'] }),
    column('siteContactPhone', 'Site contact phone', 'Optional, at least 8 digits.', { aliases: ['contact phone'] }),
    column('siteContactRole', 'Site contact role', 'Optional, e.g. Site manager.', { aliases: ['contact role'] }),
    column('notes', 'Notes', 'Optional.', { aliases: ['note', 'comments'] }),
  ],
};

/** The template's one realistic example row, in the order of IMPORT_COLUMNS. */
export const IMPORT_EXAMPLE_ROWS: Record<TImportKind, readonly string[]> = {
  employees: ['Sam', 'Taylor', 'sam.taylor@example.com', 'NAH', '0412 345 678', 'Carpenter'],
  clients: [
    'Harbour Developments Pty Ltd',
    'company',
    '51 824 753 556',
    'accounts@harbourdev.example.com',
    '07 3000 1234',
    '12 Ann St',
    'Fortitude Valley',
    'QLD',
    '4006',
    'Australia',
    'Gate code 1234',
  ],
  contacts: ['Jo', 'Nguyen', 'Site manager', 'jo.nguyen@harbourdev.example.com', '0413 222 333', 'Harbour Developments Pty Ltd', 'Call before 7 am'],
  worksites: [
    'Ann St apartments',
    '12 Ann St',
    'Fortitude Valley',
    'QLD',
    '4006',
    'Australia',
    'Chris Lee',
    '0414 555 666',
    'Site manager',
    'Parking on Wickham St',
  ],
};

/** Matching form of a header: lower case, letters and digits only ('E-mail Address' → 'emailaddress'). */
export function normaliseHeader(header: string): string {
  return header.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

export const ZImportKindSchema = z.enum(IMPORT_KINDS, { error: IMPORT_MESSAGES.kind });
export const ZImportKindParamsSchema = z.object({ kind: ZImportKindSchema });

export const IMPORT_MODES = ['all-or-nothing', 'good-rows'] as const;
export const ZImportModeSchema = z.enum(IMPORT_MODES, { error: IMPORT_MESSAGES.mode });
export type TImportMode = z.infer<typeof ZImportModeSchema>;

// POST /api/v3/import/{kind}/preview (JSON; a multipart upload with a `file` works too)
export const ZImportPreviewRequestSchema = z.object({ csv: z.string({ error: IMPORT_MESSAGES.csv }) });
export type TImportPreviewRequest = z.infer<typeof ZImportPreviewRequestSchema>;

// POST /api/v3/import/{kind} (JSON; or multipart with `file` and `mode` fields)
export const ZImportRequestSchema = ZImportPreviewRequestSchema.extend({ mode: ZImportModeSchema });
export type TImportRequest = z.infer<typeof ZImportRequestSchema>;

export const ZImportProblemSchema = z.object({
  /** The column's header as in the template; null for a problem with the whole row. */
  column: z.string().nullable(),
  message: z.string(),
});
export type TImportProblem = z.infer<typeof ZImportProblemSchema>;

export const ZImportRowResultSchema = z.object({
  /** The row number a spreadsheet shows (the header is row 1). */
  row: z.number().int(),
  /** A few words that tell the person which record this is. */
  label: z.string(),
  ok: z.boolean(),
  problems: z.array(ZImportProblemSchema),
});
export type TImportRowResult = z.infer<typeof ZImportRowResultSchema>;

export const ZImportPreviewSchema = z.object({
  kind: ZImportKindSchema,
  total: z.number().int(),
  good: z.number().int(),
  bad: z.number().int(),
  /** Headers of the file that were recognised, as the template names them. */
  columns: z.array(z.string()),
  /** Headers of the file that are not used (a typo shows up here). */
  ignoredColumns: z.array(z.string()),
  rows: z.array(ZImportRowResultSchema),
});
export type TImportPreview = z.infer<typeof ZImportPreviewSchema>;

export const ZImportResultSchema = z.object({
  kind: ZImportKindSchema,
  created: z.number().int(),
  /** Rows with problems that were left out (good-rows mode). */
  skipped: z.number().int(),
  message: z.string(),
});
export type TImportResult = z.infer<typeof ZImportResultSchema>;

/**
 * The import answers application/x-ndjson: progress lines while it saves, then one result line
 * (or one error line if the save failed after the answer began; nothing was saved then).
 */
export const ZImportStreamLineSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('progress'), done: z.number().int(), total: z.number().int() }),
  z.object({ type: z.literal('result'), result: ZImportResultSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type TImportStreamLine = z.infer<typeof ZImportStreamLineSchema>;

/** The key of a row problem in a 400's `errors`: 'rows.12.Email' (or 'rows.12' for the whole row). */
export function importErrorKey(row: number, columnHeader: string | null): string {
  return columnHeader ? `rows.${row}.${columnHeader}` : `rows.${row}`;
}

/** Where each kind's records are listed in the app, for the result's links. */
export const IMPORT_LIST_PATHS: Record<TImportKind, string> = {
  employees: '/staff/employee',
  clients: '/staff/contacts',
  contacts: '/staff/contacts?tab=contacts',
  worksites: '/worksite/list',
};

// GET /api/v3/data-management/export: a ZIP of CSV files, one per record family.
export const EXPORT_FILES = [
  { name: 'employees.csv', about: 'Everyone in the company: name, email, role, status, phone, position.' },
  { name: 'clients.csv', about: 'Clients: name, type, ABN, contact details, address, notes.' },
  { name: 'contacts.csv', about: 'Contacts and the client each works for.' },
  { name: 'worksites.csv', about: 'Worksites: address, map point, site contacts, notes.' },
  { name: 'projects.csv', about: 'Projects: worksite, client, contact, principal contractor, dates.' },
  { name: 'jobs.csv', about: 'Jobs: project, worksite, status, scheduled times, notes.' },
  { name: 'job-assignments.csv', about: 'Who was offered each job and their answer.' },
  { name: 'time-entries.csv', about: 'Every shift clocked: person, job, times, breaks, worked hours, approval.' },
] as const;
