import { Anchor, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { can, useAccess } from '../../auth/access';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { jobName } from '../../jobs/job-name';
import { useJobSwmsList } from '../swms-api';
import { JobChooser } from './JobChooser';
import { RecentSwms } from './RecentSwms';
import { SwmsJobCard } from './SwmsJobCard';
import { QueryGate } from '../../../ui/QueryGate';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function JobSwms({ jobId, canEdit }: { jobId: string; canEdit: boolean }) {
  const list = useJobSwmsList(jobId);
  return (
    <QueryGate query={list} loading={<PageLoader label="Loading the job's SWMS…" />} errorTitle="The SWMS of this job could not be loaded">
      {(found) => (
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="h3">
              SWMS for {jobName(found.job)}
            </Title>
            <Text size="sm" c="dimmed">
              {found.job.projectName}, {found.job.worksiteName}
            </Text>
          </Stack>
          {found.items.length === 0 && (
            <Text>
              This job has no SWMS yet.{' '}
              {canEdit && (
                <Anchor component={Link} to="/swms/select-job">
                  Create one
                </Anchor>
              )}
            </Text>
          )}
          {found.items.map((item) => (
            <SwmsJobCard key={item.id} item={item} jobId={jobId} canEdit={canEdit} />
          ))}
        </Stack>
      )}
    </QueryGate>
  );
}

/**
 * Before a job is chosen: the SWMS already written (newest activity first), and beside them (below
 * on a phone) every job, for a job that has no SWMS yet. Both lead to the same `?jobId=` view.
 */
function ChooseSwmsOrJob({ companyWide, canEdit, onChoose }: { companyWide: boolean; canEdit: boolean; onChoose: (jobId: string) => void }) {
  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <RecentSwms companyWide={companyWide} canCreate={canEdit} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="sm" component="section" aria-labelledby="find-job-title">
          <Stack gap={2}>
            <Title order={2} fz="h3" id="find-job-title">
              Find a job
            </Title>
            <Text size="sm" c="dimmed">
              For a job that is not in the list, or has no SWMS yet.
            </Text>
          </Stack>
          <JobChooser companyWide={companyWide} onChoose={(job) => onChoose(job.id)} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

/** /view-swms: the recent SWMS or a job to pick, then every SWMS of that job with versions, signatures and actions. */
export function ViewSwmsPage() {
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const access = useAccess();
  const jobId = UUID.test(search.get('jobId') ?? '') ? (search.get('jobId') ?? '') : '';
  // Creating, editing and deleting need Generate SWMS, which workers (NAH) never have.
  const canEdit = can(access, 'swms.manage');
  return (
    <Page title="View SWMS">
      {jobId === '' ? (
        <ChooseSwmsOrJob companyWide={access.kind === 'company'} canEdit={canEdit} onChoose={(id) => setSearch({ jobId: id })} />
      ) : (
        <Stack gap="md">
          <Group>
            <Button variant="default" size="md" leftSection={<IconArrowLeft size={18} aria-hidden />} onClick={() => void navigate('/view-swms')}>
              Choose another job
            </Button>
          </Group>
          <JobSwms jobId={jobId} canEdit={canEdit} />
        </Stack>
      )}
    </Page>
  );
}
