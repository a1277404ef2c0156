import { Loader, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { LoadError } from '../../../ui/LoadError';
import { SearchField, useSearchText } from '../../../ui/ListControls';
import { useJobChoices } from './job-choices';
import type { TJobChoice } from './job-choices';
import { jobName } from '../../jobs/job-name';

type TJobChooserProps = { companyWide: boolean; onChoose: (job: TJobChoice) => void };

/** Search and pick a job: one big row per job, easy to tap on a phone. */
export function JobChooser({ companyWide, onChoose }: TJobChooserProps) {
  const { search, setSearch, debounced } = useSearchText();
  const jobs = useJobChoices(debounced, companyWide);
  return (
    <Stack gap="sm">
      <SearchField label="Find the job" hint="Job name or number" value={search} onChange={setSearch} />
      {jobs.isPending && <Loader aria-label="Loading jobs" />}
      {jobs.error && <LoadError title="The jobs could not be loaded" error={jobs.error} onRetry={jobs.refetch} />}
      {!jobs.isPending && !jobs.error && jobs.choices.length === 0 && (
        <Text c="dimmed">
          {debounced ? 'No job matches that search.' : companyWide ? 'There are no jobs yet.' : 'You are not on any current or upcoming job.'}
        </Text>
      )}
      <Stack gap="xs" component="ul" aria-label="Jobs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {jobs.choices.map((job) => (
          <li key={job.id}>
            <Paper withBorder radius="md">
              <UnstyledButton onClick={() => onChoose(job)} p="md" w="100%" mih={56} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
                <Stack gap={0} style={{ flexGrow: 1 }}>
                  <Text fw={600}>{jobName(job)}</Text>
                  <Text size="sm" c="dimmed">
                    {job.place}
                  </Text>
                  {job.when && <Text size="sm">{job.when}</Text>}
                </Stack>
                <IconChevronRight aria-hidden style={{ flexShrink: 0 }} />
              </UnstyledButton>
            </Paper>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}
