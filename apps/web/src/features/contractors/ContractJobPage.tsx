import { Alert, Anchor, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TContractedJob } from '@hivis/contracts';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormProblem } from '../../ui/forms/FormProblem';
import { FormSection } from '../../ui/forms/FormSection';
import { SearchField, useSearchText } from '../../ui/ListControls';
import { notifySuccess } from '../../ui/notify';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { CONNECT_CONTRACTOR_PATH, contractorOnsitePath, jobPagePath } from './contractor-paths';
import { contractJob, useConnections, useJobContract, useStoreJobContract } from './contractors-api';
import { JOB_CONTRACT_NOT_FOUND, JobContractFrame, JobContractMissing } from './JobContractMissing';
import { QueryGate } from '../../ui/QueryGate';

/** The connected contractors to choose from, searched on the server (at most 100 shown). */
function ContractorChoice({ value, onChange, error }: { value: string; onChange: (id: string) => void; error?: string }) {
  const { search, setSearch, debounced } = useSearchText();
  const list = useConnections({ page: 1, take: 100, status: 'accepted', search: debounced || undefined });
  const choices = (list.data?.items ?? []).filter((row) => row.contractorCompanyId);
  return (
    <Stack gap="sm">
      <SearchField label="Search contractors" hint="Company name" value={search} onChange={setSearch} w={{ base: '100%', xs: 320 }} />
      {list.isError && <Alert color="orange">The contractors did not load: {errorMessage(list.error)}</Alert>}
      {list.data && choices.length === 0 && (
        <Text>
          {debounced ? 'No connected contractor matches that search.' : 'You have no connected contractors yet. '}
          {!debounced && (
            <Anchor component={Link} to={CONNECT_CONTRACTOR_PATH}>
              Connect a contractor
            </Anchor>
          )}
        </Text>
      )}
      <Radio.Group value={value} onChange={onChange} label="Contractor" withAsterisk error={error}>
        <Stack gap="xs" mt="xs">
          {choices.map((row) => (
            <Radio.Card key={row.id} value={row.contractorCompanyId ?? ''} p="md" radius="md" withBorder>
              <Group wrap="nowrap" gap="md">
                <Radio.Indicator />
                <Stack gap={0}>
                  <Text fw={600}>{row.name}</Text>
                  {(row.email ?? row.abn) && <Text size="sm">{row.email ?? `ABN ${row.abn}`}</Text>}
                </Stack>
              </Group>
            </Radio.Card>
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

function ContractForm({ view }: { view: TContractedJob }) {
  const navigate = useNavigate();
  const storeJobContract = useStoreJobContract();
  const [chosen, setChosen] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const place = { worksiteId: view.job.worksiteId, projectId: view.job.projectId };
  const send = useMutation({
    mutationFn: () => contractJob(view.job.id, chosen),
    onSuccess: (saved) => {
      storeJobContract(view.job.id, saved);
      notifySuccess(`Job sent to ${saved.contract?.contractorName ?? 'the contractor'}. They are asked to accept it by email and in the app.`);
      void navigate(contractorOnsitePath(place, view.job.id));
    },
  });
  const live = view.contract && (view.contract.status === 'offered' || view.contract.status === 'accepted');
  if (live && view.contract) {
    return (
      <Alert color="blue" title="Already contracted">
        This job is contracted to {view.contract.contractorName}.{' '}
        <Anchor component={Link} to={contractorOnsitePath(place, view.job.id)}>
          See the contract
        </Anchor>
      </Alert>
    );
  }
  return (
    <form
      noValidate
      aria-label="Contract this job"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) {
          setFieldError('Please choose a connected contractor.');
          return;
        }
        setFieldError(undefined);
        send.mutate();
      }}
    >
      <Stack gap="lg">
        <FormSection id="contract-choose" title="Choose a contractor">
          <Text size="sm">
            The contractor’s account holders get the job by email and in the app, with links to accept or decline. Accepting moves the job to In Progress.
          </Text>
          <ContractorChoice
            value={chosen}
            onChange={(id) => {
              setChosen(id);
              setFieldError(undefined);
            }}
            error={fieldError}
          />
        </FormSection>
        <FormProblem title="The job was not contracted" problem={send.isError ? errorMessage(send.error) : null} />
        <Group>
          <Button type="submit" size="lg" loading={send.isPending} leftSection={<IconSend size={20} aria-hidden />}>
            Send to contractor
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** …/job/{jobId}/contract-job: give the job to a connected contractor company instead of own staff. */
export function ContractJobPage() {
  const { jobId = '' } = useParams();
  const view = useJobContract(jobId);
  return (
    <QueryGate
      query={view}
      errorTitle="The job did not load"
      notFound={JOB_CONTRACT_NOT_FOUND}
      frame={(problem) => <JobContractFrame title="Contract job">{problem}</JobContractFrame>}
    >
      {(data) =>
        data.side !== 'hiring' ? (
          <JobContractMissing title="Contract job" />
        ) : (
          <Page title="Contract job">
            <BackLink to={jobPagePath({ worksiteId: data.job.worksiteId, projectId: data.job.projectId }, data.job.id)}>Back to {data.job.title}</BackLink>
            <Text>
              <strong>{data.job.title}</strong> at {data.job.siteName}, {data.job.when}
            </Text>
            <ContractForm view={data} />
          </Page>
        )
      }
    </QueryGate>
  );
}
