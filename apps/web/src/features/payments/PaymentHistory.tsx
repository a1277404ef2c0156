import { Badge, Text } from '@mantine/core';
import type { TPaymentHistoryItem } from '@hivis/contracts';
import { errorMessage } from '../../api/api-error';
import { formatDate } from '../../ui/dates';
import { PaginatedTable } from '../../ui/PaginatedTable';
import type { TColumn } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { formatMoney } from '../signup/cart';
import { usePaymentHistory } from './payments-api';

const STATUS: Record<string, { label: string; color: string }> = {
  completed: { label: 'Paid', color: 'green' },
  open: { label: 'Not paid yet', color: 'orange' },
  cancelled: { label: 'Cancelled', color: 'gray' },
};

const COLUMNS: TColumn<TPaymentHistoryItem>[] = [
  { key: 'date', header: 'Date', cell: (row) => formatDate(row.completedOn ?? row.createdOn) },
  {
    key: 'what',
    header: 'What',
    cell: (row) => (
      <>
        <Text size="sm">{row.description}</Text>
        {row.kind === 'plan_change' && (
          <Text size="xs" c="dimmed">
            Plan change
          </Text>
        )}
      </>
    ),
  },
  { key: 'today', header: 'Charged (GST incl.)', cell: (row) => formatMoney(row.dueTodayCents) },
  { key: 'monthly', header: 'Monthly', cell: (row) => formatMoney(row.monthlyTotalCents) },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => {
      const status = STATUS[row.status] ?? { label: row.status, color: 'gray' };
      return (
        <Badge color={status.color} variant="light">
          {status.label}
        </Badge>
      );
    },
  },
];

/** GET /api/v4/payments/history, paged on the server. */
export function PaymentHistory() {
  const paging = usePaging();
  const history = usePaymentHistory(paging.page, paging.take);
  return (
    <PaginatedTable
      caption="Payments and plan changes"
      columns={COLUMNS}
      rowKey={(row) => row.id}
      data={history.data}
      loading={history.isFetching}
      error={history.isError ? errorMessage(history.error) : undefined}
      emptyText="No payments yet."
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setTake}
    />
  );
}
