import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconDatabaseExport, IconListCheck } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES } from '@hivis/contracts';
import type { TImportKind, TImportPreview } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import { CsvSource } from './CsvSource';
import type { TCsvSource } from './CsvSource';
import { ImportRunner } from './ImportRunner';
import { KindAndTemplate } from './KindAndTemplate';
import { PreviewTable } from './PreviewTable';
import { previewImport, readCsvFile } from './data-import-api';

/** A problem with the chosen source, shown under the file or text field like the server's. */
const sourceProblem = (message: string) => new ApiError(400, 'VALIDATION', message, { csv: message });

type TChecked = { kind: TImportKind; csv: string; preview: TImportPreview };

const EMPTY_SOURCE: TCsvSource = { how: 'file', file: null, text: '' };

/** The CSV text of the chosen source, or a message saying what is missing. */
async function csvOf(source: TCsvSource): Promise<string> {
  if (source.how === 'paste') {
    if (source.text.trim() === '') throw sourceProblem(IMPORT_MESSAGES.csv);
    return source.text;
  }
  if (!source.file) throw sourceProblem(IMPORT_MESSAGES.csv);
  // Checked here too, so a huge file is not sent over a site's weak connection only to be refused.
  if (source.file.size > IMPORT_MAX_BYTES) throw sourceProblem(IMPORT_MESSAGES.tooLarge);
  return readCsvFile(source.file);
}

/** /import-data: many employees, clients, contacts or worksites at once from a CSV file. */
export function ImportDataPage() {
  const [kind, setKind] = useState<TImportKind>('clients');
  const [source, setSource] = useState<TCsvSource>(EMPTY_SOURCE);
  const [checked, setChecked] = useState<TChecked | null>(null);
  // Each new check starts the import step afresh (its choice, progress and outcome).
  const [runKey, setRunKey] = useState(0);

  const check = useMutation({
    mutationFn: async () => {
      const csv = await csvOf(source);
      return { kind, csv, preview: await previewImport(kind, csv) };
    },
    onMutate: () => setChecked(null),
    onSuccess: (result) => {
      setChecked(result);
      setRunKey((key) => key + 1);
    },
  });
  const sourceError = check.error instanceof ApiError ? (check.error.errors.csv ?? check.error.errors.file ?? null) : null;

  const changeKind = (next: TImportKind) => {
    setKind(next);
    setChecked(null);
    check.reset();
  };
  const changeSource = (next: TCsvSource) => {
    setSource(next);
    setChecked(null);
    check.reset();
  };
  const startAgain = () => {
    setSource(EMPTY_SOURCE);
    setChecked(null);
    check.reset();
  };

  return (
    <Page title="Import Data">
      <Text>
        Add many records at once from a spreadsheet saved as CSV. Every row is checked with the same rules as the forms, and nothing is saved until you choose
        to import.
      </Text>
      <Anchor component={Link} to="/data-management" style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minHeight: 44 }}>
        <IconDatabaseExport size={20} aria-hidden />
        Export all of your company’s data (Data Management)
      </Anchor>

      <FormSection id="import-kind" title="1. Choose what to import">
        <KindAndTemplate kind={kind} onKind={changeKind} />
      </FormSection>

      <FormSection id="import-file" title="2. Add the rows">
        <form
          noValidate
          aria-label="Rows to check"
          onSubmit={(event) => {
            event.preventDefault();
            check.mutate();
          }}
        >
          <Stack gap="md">
            <CsvSource value={source} onChange={changeSource} error={sourceError} />
            <FormProblem title="The rows could not be checked" problem={check.isError && !sourceError ? errorMessage(check.error) : null} />
            <Group>
              <Button type="submit" size="md" loading={check.isPending} leftSection={<IconListCheck size={20} aria-hidden />}>
                Check the rows
              </Button>
            </Group>
          </Stack>
        </form>
      </FormSection>

      {checked && (
        <FormSection id="import-check" title="3. Check the rows">
          <PreviewTable preview={checked.preview} />
        </FormSection>
      )}
      {checked && (
        <FormSection id="import-run" title="4. Import">
          <ImportRunner key={runKey} kind={checked.kind} csv={checked.csv} preview={checked.preview} onAgain={startAgain} />
        </FormSection>
      )}
    </Page>
  );
}
