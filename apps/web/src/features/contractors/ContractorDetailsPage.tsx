import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { TContractorDetails } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../ui/dates';
import { FormSection } from '../../ui/forms/FormSection';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { ConnectionBadge } from './ContractorBadges';
import { CONTRACTORS_PATH, MANAGE_CONTRACTORS_PATH } from './contractor-paths';
import { useContractor } from './contractors-api';
import { ContractsTable } from './ContractsTable';
import { QueryGate } from '../../ui/QueryGate';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Text component="div">{children || '—'}</Text>
    </Stack>
  );
}

function Summary({ contractor }: { contractor: TContractorDetails }) {
  const company = contractor.company;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact label="Status">
        <ConnectionBadge status={contractor.status} />
      </Fact>
      <Fact label="Company">
        {company?.legalName && company.legalName !== company.name ? `${company.name} (${company.legalName})` : (company?.name ?? contractor.name)}
      </Fact>
      <Fact label="ABN">{company?.abn ?? contractor.abn}</Fact>
      <Fact label="Phone">{company?.phone}</Fact>
      <Fact label="Address">{company?.address}</Fact>
      <Fact label="Invited as">{contractor.email}</Fact>
      <Fact label="Invited on">{formatDate(contractor.invitedOn)}</Fact>
      <Fact label="Jobs offered or accepted now">{String(contractor.liveContracts)}</Fact>
    </SimpleGrid>
  );
}

function useLoaded() {
  const { contractorId = '' } = useParams();
  return useContractor(contractorId);
}

/** /staff/contractors/{contractorId}: the contractor's business details and the jobs contracted to it. */
export function ContractorDetailsPage() {
  const contractor = useLoaded();
  return <ContractorGate query={contractor}>{(data) => <ContractorView data={data} />}</ContractorGate>;
}

function ContractorView({ data }: { data: TContractorDetails }) {
  return (
    <Page title={data.name} size="xl">
      <Group justify="space-between" gap="sm">
        <BackLink to={CONTRACTORS_PATH}>All contractors</BackLink>
        <Button component={Link} to={MANAGE_CONTRACTORS_PATH} variant="default" size="md" leftSection={<IconSettings size={20} aria-hidden />}>
          Resend or remove
        </Button>
      </Group>
      {data.status === 'pending' && !data.contractorCompanyId && (
        <Alert color="blue" title="Waiting for them to join">
          We emailed an invitation to {data.email}. Once they sign up with that address, they can accept your connection.
        </Alert>
      )}
      <FormSection id="contractor-details" title="Details">
        <Summary contractor={data} />
      </FormSection>
      {data.contractorCompanyId && (
        <FormSection id="contractor-jobs" title="Jobs contracted">
          <ContractsTable
            side="hiring"
            caption={`Jobs contracted to ${data.name}`}
            companyId={data.contractorCompanyId}
            emptyText="No jobs contracted to them yet."
          />
        </FormSection>
      )}
    </Page>
  );
}

/** /staff/contractors/{contractorId}/view: the read-only summary opened from a job. */
export function ContractorSummaryPage() {
  const contractor = useLoaded();
  return (
    <ContractorGate query={contractor}>
      {(data) => (
        <Page title={data.name}>
          <BackLink to={CONTRACTORS_PATH}>All contractors</BackLink>
          <FormSection id="contractor-summary" title="Contractor">
            <Summary contractor={data} />
          </FormSection>
        </Page>
      )}
    </ContractorGate>
  );
}

function ContractorGate({ query, children }: { query: ReturnType<typeof useLoaded>; children: (contractor: TContractorDetails) => ReactNode }) {
  return (
    <QueryGate
      query={query}
      errorTitle="The contractor did not load"
      notFound={{ title: 'Contractor not found', body: 'This contractor does not exist or belongs to another company.' }}
      frame={(problem) => (
        <Page title="Contractor">
          <BackLink to={CONTRACTORS_PATH}>All contractors</BackLink>
          {problem}
        </Page>
      )}
    >
      {children}
    </QueryGate>
  );
}
