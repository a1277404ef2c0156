import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconPlugConnected, IconSend, IconUnlink } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { CONNECTION_STATUS_LABELS } from '@hivis/contracts';
import type { TConnection, TConnectionStatus } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { formatDate } from '../../ui/dates';
import { FilterSelect, SearchField, useSearchText } from '../../ui/ListControls';
import { notifyError, notifySuccess } from '../../ui/notify';
import type { TColumn } from '../../ui/PaginatedTable';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { ConnectionBadge } from './ContractorBadges';
import { CONNECT_CONTRACTOR_PATH, contractorPath } from './contractor-paths';
import { removeContractor, resendInvitation, useConnections, useRefreshContractors } from './contractors-api';

type TStatusFilter = TConnectionStatus | '';
const STATUS_FILTERS: { value: TStatusFilter; label: string }[] = [
  { value: '', label: 'All but removed' },
  ...(['accepted', 'pending', 'declined', 'removed'] as const).map((status) => ({ value: status, label: CONNECTION_STATUS_LABELS[status] })),
];

const contactOf = (row: TConnection) => [row.email, row.abn ? `ABN ${row.abn}` : ''].filter(Boolean).join(' · ');

/** Resend and remove, each confirmed; a remove blocked by live contracts explains itself. */
function RowActions({ row }: { row: TConnection }) {
  const refreshContractors = useRefreshContractors();
  const done = (message: string) => {
    notifySuccess(message);
    refreshContractors();
  };
  const resend = useMutation({
    mutationFn: () => resendInvitation(row.id),
    onSuccess: () => done(`Invitation sent again to ${row.name}.`),
    onError: (error) => notifyError(errorMessage(error)),
  });
  const remove = useMutation({
    mutationFn: () => removeContractor(row.id),
    onSuccess: () => done(`${row.name} removed.`),
    onError: (error) => notifyError(errorMessage(error)),
  });
  const confirmRemove = () =>
    modals.openConfirmModal({
      title: `Remove ${row.name}?`,
      children: <Text size="sm">They will no longer receive jobs from you. Jobs they finished keep their history.</Text>,
      labels: { confirm: 'Remove contractor', cancel: 'Keep' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => remove.mutate(),
    });
  if (row.status === 'removed' || row.status === 'declined') return <Text size="sm">No actions</Text>;
  return (
    <Group gap="xs" wrap="wrap">
      {row.status === 'pending' && (
        <Button
          size="sm"
          variant="default"
          leftSection={<IconSend size={18} aria-hidden />}
          loading={resend.isPending}
          onClick={() => resend.mutate()}
          aria-label={`Resend invitation to ${row.name}`}
        >
          Resend
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        color="red.9"
        leftSection={<IconUnlink size={18} aria-hidden />}
        loading={remove.isPending}
        onClick={confirmRemove}
        aria-label={`Remove ${row.name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

function columns(narrow: boolean, manage: boolean): TColumn<TConnection>[] {
  const name: TColumn<TConnection> = {
    key: 'name',
    header: 'Contractor',
    cell: (row) => (
      <Stack gap={2}>
        <Anchor component={Link} to={contractorPath(row.id)} fw={600} style={{ display: 'inline-block', minHeight: 32 }}>
          {row.name}
        </Anchor>
        {narrow && <Text size="sm">{contactOf(row)}</Text>}
      </Stack>
    ),
  };
  const status: TColumn<TConnection> = { key: 'status', header: 'Status', cell: (row) => <ConnectionBadge status={row.status} /> };
  const actions: TColumn<TConnection>[] = manage ? [{ key: 'actions', header: 'Actions', cell: (row) => <RowActions row={row} /> }] : [];
  if (narrow) return [name, status, ...actions];
  return [
    name,
    { key: 'contact', header: 'Email or ABN', cell: contactOf },
    status,
    { key: 'invited', header: 'Invited on', cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(row.invitedOn)}</span> },
    ...actions,
  ];
}

/** The company's contractors, paged and searched on the server; with manage, each row's actions. */
export function ConnectionsTable({ manage = false }: { manage?: boolean }) {
  const paging = usePaging();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { search, setSearch, debounced } = useSearchText();
  const [status, setStatus] = useState<TStatusFilter>('');
  const list = useConnections({ page: paging.page, take: paging.take, search: debounced || undefined, status: status || undefined });
  const filtered = debounced !== '' || status !== '';
  return (
    <Stack gap="md">
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchField
          hint="Company name or email"
          value={search}
          onChange={(next) => {
            setSearch(next);
            paging.setPage(1);
          }}
        />
        <FilterSelect
          label="Status"
          data={STATUS_FILTERS}
          value={status}
          onChange={(next) => {
            setStatus(next);
            paging.setPage(1);
          }}
          width={220}
        />
      </Group>
      <PaginatedTable
        caption="Contractors"
        columns={columns(narrow, manage)}
        rowKey={(row) => row.id}
        data={list.data}
        loading={list.isFetching}
        error={list.isError ? `The list did not load: ${errorMessage(list.error)}` : undefined}
        emptyText={filtered ? 'No contractor matches that search.' : 'No contractors yet.'}
        emptyAction={
          filtered ? undefined : (
            <Button component={Link} to={CONNECT_CONTRACTOR_PATH} size="md" leftSection={<IconPlugConnected size={20} aria-hidden />}>
              Connect a contractor
            </Button>
          )
        }
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 860}
      />
    </Stack>
  );
}
