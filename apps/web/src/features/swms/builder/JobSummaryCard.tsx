import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { TSwmsJobSummary } from '@hivis/contracts';
import { formatDate } from '../../../ui/dates';
import { FormSection } from '../../../ui/forms/FormSection';
import { jobName } from '../../jobs/job-name';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || 'Not given'}
      </Text>
    </Stack>
  );
}

/** The job and project as HiVis has them: printed on the SWMS, changed on the job itself. */
export function JobSummaryCard({ job }: { job: TSwmsJobSummary }) {
  return (
    <FormSection id="swms-job" title="Job and project">
      <Text size="sm">These come from the job. To change them, edit the job; the SWMS picks up the change.</Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Detail label="Job" value={jobName(job)} />
        <Detail label="Starts" value={formatDate(job.scheduledStart)} />
        <Detail label="Project" value={job.projectName} />
        <Detail label="Worksite" value={job.worksiteAddress ? `${job.worksiteName}, ${job.worksiteAddress}` : job.worksiteName} />
      </SimpleGrid>
      {job.scope && <Detail label="Scope of work" value={job.scope} />}
    </FormSection>
  );
}
