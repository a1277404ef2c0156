import { Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconBuildingFactory2, IconFlagCheck, IconSend, IconUnlink } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TContractedJob, TJobStatus } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { formatDate, formatTime } from '../../ui/dates';
import { FormSection } from '../../ui/forms/FormSection';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { JobStatusBadge } from '../../ui/JobStatusBadge';
import { ContractorActions } from './ContractorActions';
import { StageBadge } from './ContractorBadges';
import { CONTRACTOR_HOME_PATH, contractJobPath, jobPagePath, REVIEW_CONTRACTS_PATH } from './contractor-paths';
import { useJobContract, withdrawContract, useStoreJobContract, useRefreshContractedJob, completeContractedJob } from './contractors-api';
import { ContractTimeline } from './ContractTimeline';
import { JOB_CONTRACT_NOT_FOUND, JobContractFrame } from './JobContractMissing';
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

const at = (value: string | null) => (value ? `${formatDate(value)} ${formatTime(value)}` : '');

function JobFacts({ view }: { view: TContractedJob }) {
  const { job } = view;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact label="Job status">
        <JobStatusBadge status={job.status as TJobStatus} />
      </Fact>
      <Fact label="When">{job.when}</Fact>
      <Fact label="Worksite">{[job.siteName, job.siteAddress].filter(Boolean).join(', ')}</Fact>
      <Fact label="Project">{job.projectName}</Fact>
      {view.side === 'contractor' && <Fact label="Company">{job.hiringCompanyName}</Fact>}
      {job.jobNumber && <Fact label="Job number">{job.jobNumber}</Fact>}
      {job.description && <Fact label="Description">{job.description}</Fact>}
      {job.scope && <Fact label="Scope">{job.scope}</Fact>}
    </SimpleGrid>
  );
}

function ContractFacts({ view }: { view: TContractedJob }) {
  const contract = view.contract;
  if (!contract) return null;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <Fact label="Contract">
        <StageBadge stage={contract.stage} size="lg" />
      </Fact>
      {view.side === 'hiring' && <Fact label="Contractor">{contract.contractorName}</Fact>}
      <Fact label="Offered on">{at(contract.offeredOn)}</Fact>
      {contract.onsiteAt && <Fact label="Last arrived on site">{at(contract.onsiteAt)}</Fact>}
      {contract.leftSiteAt && <Fact label="Last left site">{at(contract.leftSiteAt)}</Fact>}
      {contract.completedAt && <Fact label="Work complete">{at(contract.completedAt)}</Fact>}
    </SimpleGrid>
  );
}

/** The hiring company's actions: withdraw a live contract, contract again, or mark the job completed. */
function HiringActions({ view }: { view: TContractedJob }) {
  const storeJobContract = useStoreJobContract();
  const refreshContractedJob = useRefreshContractedJob();
  const place = { worksiteId: view.job.worksiteId, projectId: view.job.projectId };
  const withdraw = useMutation({
    mutationFn: () => withdrawContract(view.job.id),
    onSuccess: (saved) => {
      storeJobContract(view.job.id, saved);
      notifySuccess('Contract withdrawn. The job is free again.');
    },
  });
  // The job status rule decides (In Progress → Completed); the job's own page offers the other moves.
  const complete = useMutation({
    mutationFn: () => completeContractedJob(view.job.id),
    onSuccess: () => {
      refreshContractedJob(view.job.id);
      notifySuccess('Job marked completed.');
    },
  });
  const contract = view.contract;
  const live = contract && (contract.status === 'offered' || contract.status === 'accepted');
  const confirmWithdraw = () =>
    modals.openConfirmModal({
      title: 'Withdraw this job from the contractor?',
      children: <Text size="sm">{contract?.contractorName} will be told and will no longer see the job.</Text>,
      labels: { confirm: 'Withdraw', cancel: 'Keep' },
      confirmProps: { color: 'red.9' },
      onConfirm: () => withdraw.mutate(),
    });
  return (
    <Stack gap="sm">
      {withdraw.isError && <Alert color="red">{errorMessage(withdraw.error)}</Alert>}
      {complete.isError && <Alert color="red">{errorMessage(complete.error)}</Alert>}
      {contract?.status === 'completed' && view.job.status === 'IN_PROGRESS' && (
        <Alert color="green" title="Work complete by the contractor">
          Check the work, then mark the job completed.
        </Alert>
      )}
      <Group gap="sm">
        {contract?.status === 'completed' && view.job.status === 'IN_PROGRESS' && (
          <Button size="md" color="green" leftSection={<IconFlagCheck size={20} aria-hidden />} loading={complete.isPending} onClick={() => complete.mutate()}>
            Mark job completed
          </Button>
        )}
        {live && (
          <Button
            size="md"
            variant="outline"
            color="red.9"
            leftSection={<IconUnlink size={20} aria-hidden />}
            loading={withdraw.isPending}
            onClick={confirmWithdraw}
          >
            Withdraw contract
          </Button>
        )}
        {(!contract || contract.status === 'declined' || contract.status === 'withdrawn') && (
          <Button component={Link} to={contractJobPath(place, view.job.id)} size="md" leftSection={<IconSend size={20} aria-hidden />}>
            {contract ? 'Contract to another company' : 'Contract this job'}
          </Button>
        )}
        <Button component={Link} to={jobPagePath(place, view.job.id)} size="md" variant="default" leftSection={<IconBuildingFactory2 size={20} aria-hidden />}>
          Job page
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * …/job/{jobId}/contractor-onsite: the contracted job. The hiring company sees the contractor's
 * answer and time on site; the contractor sees the job (read-only) and records its steps.
 */
export function ContractorOnsitePage() {
  const { jobId = '' } = useParams();
  const view = useJobContract(jobId);
  return (
    <QueryGate
      query={view}
      errorTitle="The job did not load"
      notFound={JOB_CONTRACT_NOT_FOUND}
      frame={(problem) => <JobContractFrame title="Contracted job">{problem}</JobContractFrame>}
    >
      {(data) => <OnsiteView data={data} />}
    </QueryGate>
  );
}

function OnsiteView({ data }: { data: TContractedJob }) {
  const hiring = data.side === 'hiring';
  return (
    <Page title={data.job.title} size="lg">
      <BackLink to={hiring ? REVIEW_CONTRACTS_PATH : CONTRACTOR_HOME_PATH}>{hiring ? 'All contracts' : 'My contracted work'}</BackLink>
      {!hiring && data.contract && (
        <FormSection id="contract-actions" title="Your work on this job">
          <ContractFacts view={data} />
          <ContractorActions view={data} />
        </FormSection>
      )}
      {hiring && (
        <FormSection id="contract-status" title="Contractor">
          {data.contract ? <ContractFacts view={data} /> : <Text>This job is not contracted to a company.</Text>}
          <HiringActions view={data} />
        </FormSection>
      )}
      <FormSection id="contract-job" title="Job">
        <JobFacts view={data} />
      </FormSection>
      <FormSection id="contract-timeline" title="Timeline">
        <ContractTimeline events={data.events} />
      </FormSection>
    </Page>
  );
}
