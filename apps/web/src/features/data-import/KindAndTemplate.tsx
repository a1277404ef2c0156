import { Badge, Button, List, NativeSelect, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { IMPORT_COLUMNS, IMPORT_KINDS, IMPORT_KIND_LABELS } from '@hivis/contracts';
import type { TImportKind } from '@hivis/contracts';
import { errorMessage } from '../../api/api-error';
import { notifyError } from '../../ui/notify';
import { downloadTemplate } from './data-import-api';

/** Step 1: what the file holds, the columns it needs, and the template to start from. */
export function KindAndTemplate({ kind, onKind }: { kind: TImportKind; onKind: (kind: TImportKind) => void }) {
  const template = useMutation({ mutationFn: () => downloadTemplate(kind), onError: (error) => notifyError(errorMessage(error)) });
  return (
    <Stack gap="md">
      <NativeSelect
        label="What are you importing?"
        size="md"
        value={kind}
        data={IMPORT_KINDS.map((value) => ({ value, label: IMPORT_KIND_LABELS[value] }))}
        onChange={(event) => onKind(event.currentTarget.value as TImportKind)}
        maw={360}
      />
      <Text size="sm">
        The first row names the columns; each row after it is one record. Column names can be in any order and any case. The template has the column names and
        one example row: replace the example with your own records.
      </Text>
      <List spacing={6} size="sm" aria-label={`Columns for ${IMPORT_KIND_LABELS[kind].toLowerCase()}`}>
        {IMPORT_COLUMNS[kind].map((column) => (
          <List.Item key={column.key}>
            <Text span fw={700} size="sm">
              {column.header}
            </Text>
            {column.required && (
              <Badge ml={6} size="sm" variant="light" color="orange">
                Required column
              </Badge>
            )}
            <Text span size="sm">
              {' '}
              {column.help}
            </Text>
          </List.Item>
        ))}
      </List>
      <div>
        <Button
          variant="default"
          size="md"
          leftSection={<IconDownload size={20} aria-hidden />}
          loading={template.isPending}
          onClick={() => template.mutate()}
          // The label wraps on a narrow phone instead of pushing the page sideways.
          styles={{ root: { height: 'auto', minHeight: 44, paddingBlock: 8 }, label: { whiteSpace: 'normal', textAlign: 'left' } }}
        >
          Download the {IMPORT_KIND_LABELS[kind].toLowerCase()} template (CSV)
        </Button>
      </div>
    </Stack>
  );
}
