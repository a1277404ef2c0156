import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconBuildingStore, IconUsersPlus } from '@tabler/icons-react';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';

/** The job id comes from ?jobId= or from the page that sent the person here. */
function jobIdFrom(search: URLSearchParams, state: unknown): string | null {
  const fromQuery = search.get('jobId');
  if (fromQuery) return fromQuery;
  if (typeof state === 'object' && state !== null && 'jobId' in state && typeof state.jobId === 'string') return state.jobId;
  return null;
}

/** /worksite/:w/project/:p/job/assign-job-options: how the new job gets its people. */
export function AssignJobOptionsPage() {
  const { worksiteId = '', projectId = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const jobId = jobIdFrom(search, location.state);
  const base = `/worksite/${worksiteId}/project/${projectId}/job`;
  if (!jobId) return <Navigate to={`${base}/list`} replace />;
  return (
    <Page title="Staff this job">
      <Text>Choose who will do this job.</Text>
      <Card withBorder padding="lg" radius="md" maw={520}>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Assign my staff
          </Title>
          <Text>Offer the job to people in your company. Each gets a work request by email and in the app to accept or decline.</Text>
          <Group>
            <Button component={Link} to={`${base}/${jobId}/assign-staff`} size="lg" leftSection={<IconUsersPlus aria-hidden />}>
              Assign my staff
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder padding="lg" radius="md" maw={520}>
        <Stack gap="sm">
          <Title order={2} fz="h3">
            Contract to a company
          </Title>
          <Text>Send the job to a connected contractor. Their office gets a work request by email and in the app to accept or decline.</Text>
          <Group>
            <Button component={Link} to={`${base}/${jobId}/contract-job`} size="lg" variant="light" leftSection={<IconBuildingStore aria-hidden />}>
              Contract to a company
            </Button>
          </Group>
        </Stack>
      </Card>
      <Group>
        <Button component={Link} to={`${base}/${jobId}`} variant="default" size="md">
          Not now, back to the job
        </Button>
      </Group>
    </Page>
  );
}
