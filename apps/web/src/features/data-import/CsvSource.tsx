import { FileInput, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '@hivis/contracts';

export type TCsvSource = { how: 'file' | 'paste'; file: File | null; text: string };

/** Step 2: a CSV file from the phone or computer, or rows pasted from a spreadsheet. */
export function CsvSource({ value, onChange, error }: { value: TCsvSource; onChange: (next: TCsvSource) => void; error: string | null }) {
  const limits = `Up to ${IMPORT_MAX_ROWS.toLocaleString('en-AU')} rows and ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Separated by commas or semicolons; Excel’s “CSV UTF-8” is best.`;
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="How to add the rows"
        size="md"
        value={value.how}
        onChange={(how) => onChange({ ...value, how: how as TCsvSource['how'] })}
        data={[
          { value: 'file', label: 'Upload a file' },
          { value: 'paste', label: 'Paste text' },
        ]}
        maw={360}
      />
      {value.how === 'file' ? (
        <FileInput
          label="CSV file"
          description={limits}
          accept=".csv,text/csv,text/plain"
          size="md"
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          leftSection={<IconFileSpreadsheet size={20} aria-hidden />}
          value={value.file}
          onChange={(file) => onChange({ ...value, file })}
          error={error}
        />
      ) : (
        <Textarea
          label="Rows to import"
          description={`Paste the header row and the records, e.g. copied from a spreadsheet. ${limits}`}
          size="md"
          autosize
          minRows={6}
          maxRows={14}
          spellCheck={false}
          styles={{ input: { fontFamily: 'monospace' } }}
          value={value.text}
          onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
          error={error}
        />
      )}
      <Text size="sm" c="dimmed">
        Checking saves nothing: you see every row’s problems first, then choose how to import.
      </Text>
    </Stack>
  );
}
