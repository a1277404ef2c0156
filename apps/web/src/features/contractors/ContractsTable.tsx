import { Anchor, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { CONTRACT_STAGE_LABELS, CONTRACT_STAGES } from '@hivis/contracts';
import type { TContractRow, TContractStage, TJobStatus } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FilterSelect } from '../../ui/ListControls';
import type { TColumn } from '../../ui/PaginatedTable';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { JobStatusBadge } from '../../ui/JobStatusBadge';
import { StageBadge } from './ContractorBadges';
import { contractorOnsitePath } from './contractor-paths';
import { useContracts } from './contractors-api';

type TStageFilter = TContractStage | '';
const STAGE_FILTERS: { value: TStageFilter; label: string }[] = [
  { value: '', label: 'Every status' },
  ...CONTRACT_STAGES.map((stage) => ({ value: stage, label: CONTRACT_STAGE_LABELS[stage] })),
];

function columns(narrow: boolean, companyHeader: string): TColumn<TContractRow>[] {
  const job: TColumn<TContractRow> = {
    key: 'job',
    header: 'Job',
    cell: (row) => (
      <Stack gap={2}>
        <Anchor component={Link} to={contractorOnsitePath(row, row.jobId)} fw={600} style={{ display: 'inline-block', minHeight: 32 }}>
          {row.title}
        </Anchor>
        {narrow && (
          <Text size="sm">
            {row.companyName} · {row.when}
          </Text>
        )}
      </Stack>
    ),
  };
  const stage: TColumn<TContractRow> = { key: 'stage', header: 'Contract', cell: (row) => <StageBadge stage={row.stage} /> };
  if (narrow) return [job, stage];
  return [
    job,
    { key: 'company', header: companyHeader, cell: (row) => row.companyName },
    { key: 'site', header: 'Worksite', cell: (row) => row.siteName },
    { key: 'when', header: 'When', cell: (row) => row.when },
    stage,
    { key: 'status', header: 'Job status', cell: (row) => <JobStatusBadge status={row.jobStatus as TJobStatus} /> },
  ];
}

type TContractsTableProps = {
  side: 'hiring' | 'contractor';
  caption: string;
  /** Only the contracts with this other company. */
  companyId?: string;
  emptyText: string;
};

/** Contracted jobs, paged and filtered by status on the server. */
export function ContractsTable({ side, caption, companyId, emptyText }: TContractsTableProps) {
  const paging = usePaging();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [stage, setStage] = useState<TStageFilter>('');
  const list = useContracts(side, { page: paging.page, take: paging.take, stage: stage || undefined, companyId });
  return (
    <Stack gap="md">
      <FilterSelect
        label="Contract status"
        data={STAGE_FILTERS}
        value={stage}
        onChange={(next) => {
          setStage(next);
          paging.setPage(1);
        }}
        width={240}
      />
      <PaginatedTable
        caption={caption}
        columns={columns(narrow, side === 'hiring' ? 'Contractor' : 'Company')}
        rowKey={(row) => row.contractId}
        data={list.data}
        loading={list.isFetching}
        error={list.isError ? `The list did not load: ${errorMessage(list.error)}` : undefined}
        emptyText={stage ? 'No contracted job has this status.' : emptyText}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 960}
      />
    </Stack>
  );
}
