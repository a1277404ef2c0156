import { Alert, Button, Group, LoadingOverlay, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { TPage } from '@hivis/contracts';
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { OfflineNotice } from './OfflineNotice';
import { hasNextPage, hasPreviousPage, isEmptyList, PAGE_SIZES, pageLabel, pageSizeLabel, showingLabel } from './pagination';

export type TColumn<T> = {
  key: string;
  header: ReactNode;
  cell: (row: T) => ReactNode;
};

export type TPaginatedTableProps<T> = {
  /** Names the table for screen readers and tests (a visually hidden caption). */
  caption: string;
  columns: TColumn<T>[];
  rowKey: (row: T) => string;
  /** The server's page ({ items, total, page, take }); undefined before the first answer. */
  data: TPage<T> | undefined;
  loading?: boolean;
  error?: ReactNode;
  /** Said, with `emptyAction`, in place of the table when the list has nothing in it. */
  emptyText?: ReactNode;
  /** The way to add the first record (a button or link); left out while a search or filter is on. */
  emptyAction?: ReactNode;
  onPageChange: (page: number) => void;
  /** Omit for a fixed page size (200, spec 9): the size choice is then not shown. */
  onPageSizeChange?: (take: number) => void;
  /** Wide tables scroll inside their box on a phone instead of widening the page. */
  minWidth?: number;
};

/**
 * The shared table of spec 2.5, paged on the server: the screen owns page and size (usePaging),
 * passes them to its query and hands the answer here. Sizes 5 (default), 10, 20, 50, 100.
 */
export function PaginatedTable<T>({
  caption,
  columns,
  rowKey,
  data,
  loading = false,
  error,
  emptyText = 'Nothing to show yet.',
  emptyAction,
  onPageChange,
  onPageSizeChange,
  minWidth = 600,
}: TPaginatedTableProps<T>) {
  const info = data ? { total: data.total, page: data.page, take: data.take, shown: data.items.length } : null;
  // An empty list keeps its table (its name and headers, for screen readers) with the empty
  // state as its one row, and drops the count and paging that would only say 'Showing 0 of ~0'.
  const empty = isEmptyList(data);
  // With no signal and nothing on the phone, say so in words rather than spin for ever.
  const online = useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
  if (data === undefined && !online) return <OfflineNotice />;

  return (
    <Stack gap="sm">
      {error && (
        <Alert color="red" icon={<IconAlertTriangle aria-hidden />}>
          {error}
        </Alert>
      )}
      {/* A focusable region, so keyboard users can scroll a table wider than a phone. */}
      <Table.ScrollContainer type="native" minWidth={minWidth} pos="relative" tabIndex={0} role="region" aria-label={caption}>
        {/* The loader is a span: it may carry a name only with a role (axe: aria-prohibited-attr). */}
        <LoadingOverlay visible={loading} overlayProps={{ blur: 1 }} loaderProps={{ role: 'status', 'aria-label': 'Loading rows' }} />
        <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
          <caption className="visually-hidden">{caption}</caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.items.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
            {empty && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <EmptyState title={emptyText} action={emptyAction} />
                </Table.Td>
              </Table.Tr>
            )}
            {/* A page past the end of a list that shrank meanwhile: the paging below leads back. */}
            {!empty && data && data.items.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="md">
                    Nothing on this page.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      {!empty && (
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Group gap="sm" wrap="wrap">
            {onPageSizeChange && (
              <NativeSelect
                aria-label="Rows per page"
                size="md"
                value={String(data?.take ?? PAGE_SIZES[0])}
                data={PAGE_SIZES.map((size) => ({ value: String(size), label: pageSizeLabel(size) }))}
                onChange={(event) => onPageSizeChange(Number(event.currentTarget.value))}
              />
            )}
            {info && <Text size="sm">{showingLabel(info)}</Text>}
          </Group>
          <Group gap="xs" wrap="nowrap">
            <Button
              variant="default"
              px="sm"
              leftSection={<IconChevronLeft aria-hidden />}
              disabled={!info || !hasPreviousPage(info) || loading}
              onClick={() => info && onPageChange(info.page - 1)}
            >
              Previous
            </Button>
            {info && (
              <Text size="sm" aria-live="polite" ta="center" style={{ whiteSpace: 'nowrap' }}>
                {pageLabel(info)}
              </Text>
            )}
            <Button
              variant="default"
              px="sm"
              rightSection={<IconChevronRight aria-hidden />}
              disabled={!info || !hasNextPage(info) || loading}
              onClick={() => info && onPageChange(info.page + 1)}
            >
              Next
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
