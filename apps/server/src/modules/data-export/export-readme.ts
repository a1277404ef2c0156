import { EXPORT_FILES } from '@hivis/contracts';

/** README.txt of the export: what each file holds and how to read dates. */
export function exportReadme(options: { productName: string; companyName: string; timeZone: string; exportedAt: string }): string {
  const lines = [
    `${options.productName} data export for ${options.companyName}`,
    `Made ${options.exportedAt} (UTC).`,
    '',
    'Each CSV file holds one kind of record, one record per row, with a header row.',
    'Files are UTF-8 with a byte order mark, so Excel shows names and symbols correctly.',
    `Dates and times appear twice: in UTC (ISO 8601, for other software) and in the company's time zone, ${options.timeZone}, as DD/MM/YYYY hh:mm AM/PM.`,
    'Ids link the files: for example Worksite id in projects.csv is the Id in worksites.csv.',
    "Text that a spreadsheet could run as a formula (starting with =, +, -, @) begins with an apostrophe (').",
    '',
    'Files:',
    ...EXPORT_FILES.map((file) => `  ${file.name.padEnd(22)}${file.about}`),
    '',
  ];
  return lines.join('\r\n');
}
