import { Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { JOB_STATUSES, JOB_STATUS_LABELS } from '@hivis/contracts';
import type { TJobStatus } from '@hivis/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../api/api-error';
import { FilterSelect, SearchField, useSearchText } from '../../ui/ListControls';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { useCursorPaging } from '../../ui/useCursorPaging';
import { narrowJobColumns, wideJobColumns } from './job-columns';
import { useCompanyTimeZone, useJobs } from './jobs-api';

type TJobsTableProps = {
  /** Only this project's jobs; all the company's without. */
  projectId?: string;
  caption: string;
  emptyText: string;
  /** The way to add the first job, shown with emptyText when no search or status filters the list. */
  emptyAction?: ReactNode;
  /** The status filter, when the page keeps it (in the address); the table keeps its own without. */
  status?: TJobStatus | '';
  onStatusChange?: (status: TJobStatus | '') => void;
};

/** A server-paged list of jobs, newest first, with a status filter and a title or number search. */
export function JobsTable({ projectId, caption, emptyText, emptyAction, status: givenStatus, onStatusChange }: TJobsTableProps) {
  const paging = useCursorPaging();
  const timeZone = useCompanyTimeZone();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { search, setSearch, debounced } = useSearchText();
  const [ownStatus, setOwnStatus] = useState<TJobStatus | ''>('');
  const status = givenStatus ?? ownStatus;
  const setStatus = onStatusChange ?? setOwnStatus;
  const jobs = useJobs({ page: paging.page, take: paging.take, after: paging.after, projectId, status: status || undefined, search: debounced || undefined });
  const showProject = !projectId;
  const filtered = debounced !== '' || status !== '';

  return (
    <>
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchField
          hint="Title or job number"
          value={search}
          onChange={(next) => {
            setSearch(next);
            paging.setPage(1);
          }}
        />
        <FilterSelect<TJobStatus | ''>
          label="Status"
          width={200}
          value={status}
          data={[{ value: '', label: 'All statuses' }, ...JOB_STATUSES.map((value) => ({ value, label: JOB_STATUS_LABELS[value] }))]}
          onChange={(next) => {
            setStatus(next);
            paging.setPage(1);
          }}
        />
      </Group>
      <PaginatedTable
        caption={caption}
        columns={narrow ? narrowJobColumns(timeZone, { showProject }) : wideJobColumns(timeZone, { showProject })}
        rowKey={(job) => job.id}
        data={jobs.data}
        loading={jobs.isFetching}
        error={jobs.isError ? `The list did not load: ${errorMessage(jobs.error)}` : undefined}
        emptyText={filtered ? 'No job matches that search or status.' : emptyText}
        emptyAction={filtered ? undefined : emptyAction}
        onPageChange={(page) => paging.goToPage(page, jobs.data?.nextCursor)}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 820}
      />
    </>
  );
}
