import { Anchor, Badge, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { auditDoneBy } from '@hivis/contracts';
import type { TAuditResponseSummary } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/api-error';
import { formatDate, formatTime } from '../../../ui/dates';
import { FilterSelect, SearchField, useSearchText } from '../../../ui/ListControls';
import { Page } from '../../../ui/Page';
import { PaginatedTable } from '../../../ui/PaginatedTable';
import type { TColumn } from '../../../ui/PaginatedTable';
import { usePaging } from '../../../ui/usePaging';
import { can, useAccess } from '../../auth/access';
import { auditResponsePath } from '../audit-paths';
import { useAuditResponses } from '../audits-api';
import { AuditActions } from '../actions/AuditActions';
import { AuditSummary } from './AuditSummary';

type TOrder = 'newest' | 'oldest' | 'lowest_score';

const ORDERS: { value: TOrder; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'lowest_score', label: 'Failed and lowest scores first' },
  { value: 'oldest', label: 'Oldest first' },
];

function Result({ audit }: { audit: TAuditResponseSummary }) {
  return (
    <Group gap={6}>
      {audit.failed ? (
        <Badge color="red" size="sm">
          Failed
        </Badge>
      ) : (
        <Badge color="teal" variant="light" size="sm">
          Passed
        </Badge>
      )}
      <Text size="sm">
        {audit.percentage === null ? 'No score' : `${audit.percentage}%`}
        {audit.failedCount > 0 ? ` · ${audit.failedCount} failed` : ''}
      </Text>
      {audit.status !== 'submitted' && (
        <Badge color={audit.status === 'approved' ? 'teal' : 'orange'} variant="outline" size="sm">
          {audit.status === 'approved' ? 'Approved' : 'Sent back'}
        </Badge>
      )}
    </Group>
  );
}

function columns(narrow: boolean): TColumn<TAuditResponseSummary>[] {
  const audit: TColumn<TAuditResponseSummary> = {
    key: 'audit',
    header: 'Audit',
    cell: (row) => (
      <Stack gap={2}>
        <Anchor component={Link} to={auditResponsePath(row.id)} fw={600} size="sm">
          {row.templateName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {[row.job?.name, row.worksite?.name].filter(Boolean).join(' · ') || 'No job or site'}
        </Text>
        {narrow && <Result audit={row} />}
      </Stack>
    ),
  };
  const by: TColumn<TAuditResponseSummary> = {
    key: 'by',
    header: 'By',
    cell: (row) => <Text size="sm">{auditDoneBy(row, 'Someone who has left')}</Text>,
  };
  const submitted: TColumn<TAuditResponseSummary> = {
    key: 'submitted',
    header: 'Submitted',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatDate(row.submittedOn)} {formatTime(row.submittedOn)}
      </Text>
    ),
  };
  const result: TColumn<TAuditResponseSummary> = { key: 'result', header: 'Result', cell: (row) => <Result audit={row} /> };
  return narrow ? [audit, submitted] : [audit, by, submitted, result];
}

/**
 * /audits/review: the submitted audits, paged on the server. Account holders see everyone's;
 * staff their own. Failed and low-scoring audits can be put first.
 */
export function ReviewAuditsPage() {
  const access = useAccess();
  const everyone = can(access, 'audits.manage');
  const paging = usePaging();
  const { search, setSearch, debounced } = useSearchText();
  const [order, setOrder] = useState<TOrder>('newest');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const audits = useAuditResponses({
    page: paging.page,
    take: paging.take,
    all: everyone ? 'true' : 'false',
    order,
    name: debounced || undefined,
    createdOnStart: from || undefined,
    createdOnEnd: to || undefined,
  });
  const changed = (apply: () => void) => {
    apply();
    paging.setPage(1);
  };
  const filtered = debounced !== '' || from !== '' || to !== '';

  return (
    <Page title={everyone ? 'Submitted audits' : 'My audits'} size="xl">
      <Text maw={640}>
        {everyone ? 'Every audit done in your company, newest first: open one to see each answer, its photos and its score.' : 'The audits you have submitted.'}
      </Text>
      <Group gap="md" align="flex-end">
        <SearchField hint="Template name" value={search} onChange={(next) => changed(() => setSearch(next))} label="Search audits" />
        <FilterSelect label="Order" data={ORDERS} value={order} onChange={(next) => changed(() => setOrder(next))} width={300} />
        <TextInput
          type="date"
          label="From (optional)"
          value={from}
          onChange={(event) => changed(() => setFrom(event.currentTarget.value))}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="To (optional)"
          value={to}
          onChange={(event) => changed(() => setTo(event.currentTarget.value))}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      {everyone && <AuditSummary from={from} to={to} />}
      <PaginatedTable
        caption="Submitted audits"
        columns={columns(narrow)}
        rowKey={(row) => row.id}
        data={audits.data}
        loading={audits.isFetching}
        error={audits.isError ? `The audits did not load: ${errorMessage(audits.error)}` : undefined}
        emptyText={filtered ? 'No audit matches.' : 'No audits submitted yet.'}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 280 : 900}
      />
      {/* After the audits: what their failed answers left to fix. */}
      <AuditActions
        filter={{ status: 'open' }}
        heading="Open actions"
        intro={
          <Text maw={640}>
            {everyone
              ? 'What failed answers across your company still need fixing, the first due at the top.'
              : 'What failed answers given to you, or found in your audits, still need fixing.'}
          </Text>
        }
        empty="No open actions."
        take={5}
      />
    </Page>
  );
}
