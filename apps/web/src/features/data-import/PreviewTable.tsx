import { Alert, Group, List, Pagination, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { TImportPreview, TImportRowResult } from '@hivis/contracts';
import { useState } from 'react';

const PAGE_SIZE = 25;

/* Darker than Mantine's green.9 and red.9, so the words pass contrast on the striped rows too. */
const READY_COLOUR = '#1f6b30';
const PROBLEM_COLOUR = '#a61e1e';

type TFilter = 'problems' | 'all';

function RowStatus({ row }: { row: TImportRowResult }) {
  // Words as well as colour and icon: the status must read the same in sunlight and to a screen reader.
  return row.ok ? (
    <Group gap={6} wrap="nowrap" c={READY_COLOUR}>
      <IconCircleCheck size={18} aria-hidden />
      <Text size="sm" fw={600}>
        Ready
      </Text>
    </Group>
  ) : (
    <Group gap={6} wrap="nowrap" c={PROBLEM_COLOUR}>
      <IconAlertTriangle size={18} aria-hidden />
      <Text size="sm" fw={600}>
        {row.problems.length === 1 ? '1 problem' : `${row.problems.length} problems`}
      </Text>
    </Group>
  );
}

function Problems({ row }: { row: TImportRowResult }) {
  if (row.ok) return null;
  return (
    <List size="sm" spacing={2}>
      {row.problems.map((problem, index) => (
        <List.Item key={index}>
          {problem.column ? <Text span fw={700} size="sm">{`${problem.column}: `}</Text> : null}
          {problem.message}
        </List.Item>
      ))}
    </List>
  );
}

/** On a phone each row is a card: a four-column table would squeeze the messages unreadably narrow. */
function RowCards({ rows }: { rows: TImportRowResult[] }) {
  return (
    <Stack component="ul" aria-label="Checked rows" hiddenFrom="sm" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Paper component="li" key={row.row} withBorder p="sm" radius="md">
          <Stack gap={6}>
            <Text fw={700} style={{ wordBreak: 'break-word' }}>
              Row {row.row}: {row.label}
            </Text>
            <RowStatus row={row} />
            <Problems row={row} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Step 3: how many rows are good, and each problem by row and column, a page at a time. */
export function PreviewTable({ preview }: { preview: TImportPreview }) {
  const [filter, setFilter] = useState<TFilter>(preview.bad > 0 ? 'problems' : 'all');
  const [page, setPage] = useState(1);
  const rows = filter === 'problems' ? preview.rows.filter((row) => !row.ok) : preview.rows;
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  return (
    <Stack gap="md">
      <Text fw={600} role="status">
        {preview.total === 1 ? '1 row' : `${preview.total.toLocaleString('en-AU')} rows`}: {preview.good.toLocaleString('en-AU')} ready,{' '}
        {preview.bad === 1 ? '1 with problems' : `${preview.bad.toLocaleString('en-AU')} with problems`}.
      </Text>
      {preview.ignoredColumns.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title="Columns not used">
          {preview.ignoredColumns.join(', ')}: {preview.ignoredColumns.length === 1 ? 'this column is' : 'these columns are'} not part of the template, so{' '}
          {preview.ignoredColumns.length === 1 ? 'it is' : 'they are'} left out. Check the spelling if one should have been read.
        </Alert>
      )}
      <SegmentedControl
        aria-label="Rows to show"
        size="md"
        value={filter}
        onChange={(next) => {
          setFilter(next as TFilter);
          setPage(1);
        }}
        data={[
          { value: 'problems', label: `With problems (${preview.bad})` },
          { value: 'all', label: `All rows (${preview.total})` },
        ]}
        maw={420}
      />
      <RowCards rows={shown} />
      {shown.length === 0 && (
        <Text c="dimmed" hiddenFrom="sm">
          Every row is ready to import.
        </Text>
      )}
      <Table.ScrollContainer type="native" minWidth={560} tabIndex={0} role="region" aria-label="Checked rows" visibleFrom="sm">
        <Table striped verticalSpacing="sm">
          <caption className="visually-hidden">Checked rows of the file</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Row</Table.Th>
              <Table.Th scope="col">Record</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Problems</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => (
              <Table.Tr key={row.row}>
                <Table.Td>{row.row}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>{row.label}</Table.Td>
                <Table.Td>
                  <RowStatus row={row} />
                </Table.Td>
                <Table.Td>
                  <Problems row={row} />
                </Table.Td>
              </Table.Tr>
            ))}
            {shown.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={4}>
                  <Text c="dimmed" ta="center" py="md">
                    Every row is ready to import.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={page}
          onChange={setPage}
          size="lg"
          getControlProps={(control) => ({ 'aria-label': `Go to ${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      )}
    </Stack>
  );
}
