import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconPlus, IconReplace } from '@tabler/icons-react';
import type { TSwmsJobListItem } from '@hivis/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { can, useAccess } from '../../auth/access';
import { errorMessage } from '../../../api/api-error';
import { FormProblem } from '../../../ui/forms/FormProblem';
import { PageLoader } from '../../../ui/PageLoader';
import { formatDate, formatTime } from '../../../ui/dates';
import { JobChooser } from '../view/JobChooser';
import { swmsPath, useCreateSwms, useJobSwmsList } from '../swms-api';
import { SWMS_BUILDER_STEPS, swmsEditRoute, swmsStepIndex } from './builder-steps';
import { SwmsStepLayout } from './SwmsStepLayout';
import { jobName } from '../../jobs/job-name';
import { QueryGate } from '../../../ui/QueryGate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Where a saved SWMS reopens, in words a supervisor knows from the progress line. */
function resumeLabel(item: TSwmsJobListItem): string {
  const step = SWMS_BUILDER_STEPS.find((entry) => entry.route === swmsEditRoute(item));
  return step ? step.label : 'the next step';
}

function DraftCard({ item }: { item: TSwmsJobListItem }) {
  const issued = item.status === 'issued';
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={item.title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h4">
            {item.title}
          </Title>
          <Badge size="lg" variant="light" color={issued ? 'green' : 'gray'}>
            {issued ? `Issued, version ${item.currentVersion}` : 'Draft'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          Started {formatDate(item.createdAt)} {formatTime(item.createdAt)}, last saved {formatDate(item.updatedAt)} {formatTime(item.updatedAt)}
        </Text>
        <Text size="sm">Carries on at: {resumeLabel(item)}</Text>
        <Button
          component={Link}
          to={swmsPath(swmsEditRoute(item), item.id)}
          size="lg"
          rightSection={<IconArrowRight size={22} aria-hidden />}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`Continue at ${resumeLabel(item)}`}
        >
          {issued ? 'Open' : 'Continue'}
        </Button>
      </Stack>
    </Card>
  );
}

/** The chosen job: its SWMS to carry on with, and starting a new one. */
function ChosenJob({ jobId }: { jobId: string }) {
  const list = useJobSwmsList(jobId);
  const create = useCreateSwms();
  const navigate = useNavigate();
  const start = () => create.mutate({ jobId }, { onSuccess: (swms) => void navigate(swmsPath('section-one', swms.id)) });
  return (
    <QueryGate query={list} loading={<PageLoader label="Loading the job's SWMS…" />} errorTitle="The SWMS of this job could not be loaded">
      {(found) => {
        const { items: drafts, job } = found;
        return (
          <Stack gap="md">
            <Stack gap={2}>
              <Title order={2} fz="h3">
                {jobName(job)}
              </Title>
              <Text size="sm" c="dimmed">
                {job.projectName}, {job.worksiteName}
              </Text>
            </Stack>
            {drafts.length > 0 ? (
              <Text>This job already has {drafts.length === 1 ? 'a SWMS' : `${drafts.length} SWMS`}. Carry on with one, or start a new one.</Text>
            ) : (
              <Text>This job has no SWMS yet. HiVis fills in what it knows about the job, its project and your business; you check it and add the work.</Text>
            )}
            <Button
              size="lg"
              leftSection={<IconPlus size={22} aria-hidden />}
              onClick={start}
              loading={create.isPending}
              fullWidth
              maw={{ sm: 360 }}
              variant={drafts.length > 0 ? 'default' : 'filled'}
            >
              Start a new SWMS
            </Button>
            <FormProblem title="The SWMS was not started" problem={create.isError ? errorMessage(create.error) : null} />
            {drafts.length > 0 && (
              <Stack gap="sm" component="section" aria-label="SWMS of this job">
                {drafts.map((item) => (
                  <DraftCard key={item.id} item={item} />
                ))}
              </Stack>
            )}
          </Stack>
        );
      }}
    </QueryGate>
  );
}

/** /swms/select-job: step 1 of the builder. Pick a job, then carry on with its SWMS or start one. */
export function SelectJobPage() {
  const [search, setSearch] = useSearchParams();
  const access = useAccess();
  const jobId = UUID.test(search.get('jobId') ?? '') ? (search.get('jobId') ?? '') : '';
  // Workers (NAH) view and sign SWMS; writing one needs Generate SWMS and a supervisor or owner.
  const canCreate = can(access, 'swms.manage');
  return (
    <SwmsStepLayout title="Create a SWMS" step={swmsStepIndex('select-job')} onBack={null} onContinue={null}>
      {!canCreate ? (
        <Alert color="blue" title="Your role cannot write a SWMS">
          <Text size="sm">
            Ask your supervisor or the account holder to prepare it. You can read and sign SWMS in{' '}
            <Anchor component={Link} to="/view-swms">
              View SWMS
            </Anchor>
            .
          </Text>
        </Alert>
      ) : jobId ? (
        <Stack gap="md">
          <ChosenJob jobId={jobId} />
          <Button
            variant="subtle"
            size="md"
            leftSection={<IconReplace size={20} aria-hidden />}
            onClick={() => setSearch({})}
            style={{ alignSelf: 'flex-start' }}
          >
            Choose another job
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text>Which job is this SWMS for? It covers the high-risk work your crew does on that job.</Text>
          <JobChooser companyWide={access.kind === 'company'} onChoose={(job) => setSearch({ jobId: job.id })} />
        </Stack>
      )}
    </SwmsStepLayout>
  );
}
