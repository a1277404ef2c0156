import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlugConnected } from '@tabler/icons-react';
import type { THiringCompany } from '@hivis/contracts';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { formatDate } from '../../ui/dates';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import type { TColumn } from '../../ui/PaginatedTable';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { ConnectionBadge } from './ContractorBadges';
import { acceptContractorPath } from './contractor-paths';
import { useHiringCompanies } from './contractors-api';
import { ContractsTable } from './ContractsTable';

function columns(narrow: boolean): TColumn<THiringCompany>[] {
  const answer: TColumn<THiringCompany> = {
    key: 'answer',
    header: 'Request',
    cell: (row) =>
      row.status === 'pending' ? (
        <Button component={Link} to={acceptContractorPath(row.companyId)} size="sm" aria-label={`Answer ${row.companyName}`}>
          Answer
        </Button>
      ) : (
        <ConnectionBadge status={row.status} />
      ),
  };
  const company: TColumn<THiringCompany> = { key: 'company', header: 'Company', cell: (row) => <Text fw={600}>{row.companyName}</Text> };
  if (narrow) return [company, answer];
  return [company, answer, { key: 'since', header: 'Asked on', cell: (row) => formatDate(row.invitedOn) }];
}

/** The companies that hire this one, and their requests to connect. */
function HiringCompanies() {
  const paging = usePaging();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const list = useHiringCompanies({ page: paging.page, take: paging.take });
  return (
    <PaginatedTable
      caption="Companies you work for"
      columns={columns(narrow)}
      rowKey={(row) => row.connectionId}
      data={list.data}
      loading={list.isFetching}
      error={list.isError ? `The list did not load: ${errorMessage(list.error)}` : undefined}
      emptyText="No company has connected with you yet. When one does, its request appears here."
      onPageChange={paging.setPage}
      onPageSizeChange={paging.setTake}
      minWidth={300}
    />
  );
}

/** /home/contractor: the contractor's side: who it works for and the jobs contracted to it (only those). */
export function ContractorHomePage() {
  return (
    <Page title="Contracted work" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>
          Jobs other companies contracted to you. Open a job to accept it, record arriving and leaving the site, and mark the work complete.
        </Text>
        <Button component={Link} to="/home/contractor/connect" variant="default" size="md" leftSection={<IconPlugConnected size={20} aria-hidden />}>
          Connect your own contractor
        </Button>
      </Group>
      <FormSection id="contracted-jobs" title="Jobs contracted to you">
        <ContractsTable side="contractor" caption="Jobs contracted to you" emptyText="No jobs contracted to you yet." />
      </FormSection>
      <FormSection id="hiring-companies" title="Companies you work for">
        <HiringCompanies />
      </FormSection>
    </Page>
  );
}
