import { Anchor, List, Text } from '@mantine/core';
import type { TDashboardJobLine } from '@hivis/contracts';
import { Link } from 'react-router';
import { jobPath } from '../jobs/job-paths';
import { formatZoned } from '../jobs/zoned-time';
import { jobName } from '../jobs/job-name';

type TJobLinesProps = {
  jobs: TDashboardJobLine[];
  /** Which time the line shows: when the job starts, or when it should have ended. */
  when: 'start' | 'end';
  timeZone: string;
  linked: boolean;
  emptyText: string;
};

/** A tile's short list of jobs; each opens its job page (in the app). */
export function JobLines({ jobs, when, timeZone, linked, emptyText }: TJobLinesProps) {
  if (jobs.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    <List listStyleType="none" spacing="sm" p={0}>
      {jobs.map((job) => {
        const name = jobName(job);
        const time = when === 'start' ? `Starts ${formatZoned(job.scheduledStart, timeZone)}` : `Due ${formatZoned(job.scheduledEnd, timeZone)}`;
        return (
          <List.Item key={job.id}>
            {linked ? (
              <Anchor component={Link} to={jobPath(job, job.id)} fw={600} className="dashboard-row-link">
                {name}
              </Anchor>
            ) : (
              <Text fw={600}>{name}</Text>
            )}
            <Text size="sm" c="dimmed">
              {time}
              {job.worksiteName ? ` · ${job.worksiteName}` : ''}
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
