import { BarsList } from '@mantine/charts';
import { Anchor, List, SimpleGrid, Text } from '@mantine/core';
import { JOB_STATUS_LABELS } from '@hivis/contracts';
import { Link } from 'react-router';
import type { TJobStatus, TOperationsDashboard } from '@hivis/contracts';
import { COMPANY_JOBS_PATH } from '../jobs/job-paths';
import { companyJobsWithStatusPath } from '../jobs/job-status-param';
import { formatDuration } from '../timesheets/timesheet-format';
import { CountChart } from './CountChart';
import { TIMESHEETS_PATH, hoursLabel, plural, weekOfLabel } from './dashboard-format';
import { JobLines } from './JobLines';
import { Tile } from './Tile';

/** Each status keeps its colour everywhere; the label always says which it is. */
const STATUS_COLORS: Record<TJobStatus, string> = { PENDING: 'yellow.6', IN_PROGRESS: 'blue.6', COMPLETED: 'green.7', CANCELLED: 'gray.6' };

type TOperationsTilesProps = { dashboard: TOperationsDashboard; linked: boolean };

/** Jobs by status, coming up, overdue, hours this week, timesheets to approve. */
export function OperationsTiles({ dashboard, linked }: TOperationsTilesProps) {
  const { jobsByStatus, comingUp, overdue, hoursThisWeek, toApprove, timeZone } = dashboard;
  const link = (to: string, label: string) => (linked ? { to, label } : null);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Tile
        title="Jobs by status"
        figure={{ value: jobsByStatus.total, label: jobsByStatus.total === 1 ? 'job' : 'jobs' }}
        link={link(COMPANY_JOBS_PATH, 'All jobs')}
      >
        <CountChart
          name="Bar chart of jobs by status"
          unit={{ one: 'job', many: 'jobs' }}
          bars={jobsByStatus.counts.map((row) => ({
            key: row.status,
            label: JOB_STATUS_LABELS[row.status],
            count: row.count,
            color: STATUS_COLORS[row.status],
            to: linked ? companyJobsWithStatusPath(row.status) : undefined,
          }))}
        />
      </Tile>

      <Tile
        title="Coming up in the next 14 days"
        figure={{ value: comingUp.count, label: comingUp.count === 1 ? 'job starting' : 'jobs starting' }}
        link={link(COMPANY_JOBS_PATH, 'All jobs')}
      >
        <JobLines jobs={comingUp.items} when="start" timeZone={timeZone} linked={linked} emptyText="No jobs start in the next 14 days." />
        {comingUp.count > comingUp.items.length && <Text size="sm">{`The ${comingUp.items.length} soonest of ${comingUp.count}.`}</Text>}
      </Tile>

      <Tile title="Overdue jobs" figure={{ value: overdue.count, label: 'past their end, not completed' }} link={link(COMPANY_JOBS_PATH, 'All jobs')}>
        <JobLines jobs={overdue.items} when="end" timeZone={timeZone} linked={linked} emptyText="No job is past its end date." />
        {overdue.count > overdue.items.length && <Text size="sm">{`The ${overdue.items.length} most overdue of ${overdue.count}.`}</Text>}
      </Tile>

      {hoursThisWeek && (
        <Tile
          title="Hours this week"
          figure={{ value: hoursLabel(hoursThisWeek.totalMinutes), label: `by ${plural(hoursThisWeek.peopleCount, 'person', 'people')}` }}
          link={link(TIMESHEETS_PATH, 'Open timesheets')}
        >
          <Text size="sm" c="dimmed">{`${weekOfLabel(hoursThisWeek.weekStart)}, worked time less breaks.`}</Text>
          {hoursThisWeek.people.length === 0 ? (
            <Text c="dimmed">Nobody has clocked in this week.</Text>
          ) : (
            <BarsList
              data={hoursThisWeek.people.map((person) => ({ name: person.name, value: person.minutes }))}
              valueFormatter={formatDuration}
              barsLabel="Person"
              valueLabel="Hours"
              barColor="orange.2"
              barTextColor="dark.9"
              barHeight={36}
              minBarSize={120}
            />
          )}
          {hoursThisWeek.peopleCount > hoursThisWeek.people.length && (
            <Text size="sm">{`The ${hoursThisWeek.people.length} people with most hours of ${hoursThisWeek.peopleCount}.`}</Text>
          )}
        </Tile>
      )}

      {toApprove && (
        <Tile
          title="Timesheets to approve"
          figure={{ value: toApprove.count, label: toApprove.count === 1 ? 'person-week waiting' : 'person-weeks waiting' }}
          link={link(TIMESHEETS_PATH, 'Approve timesheets')}
        >
          {toApprove.weeks.length === 0 ? (
            <Text c="dimmed">Every finished shift of the last 8 weeks is approved.</Text>
          ) : (
            <List listStyleType="none" p={0} spacing="xs">
              {toApprove.weeks.map((week) => (
                <List.Item key={week.weekStart}>
                  <Text>
                    {weekOfLabel(week.weekStart)}: <strong>{plural(week.people, 'person', 'people')}</strong>
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
        </Tile>
      )}
      {!hoursThisWeek && linked && (
        <Tile title="Hours this week">
          <Text>
            Timesheets are switched off for your company.{' '}
            <Anchor component={Link} to="/manage-features">
              Switch them on in Manage features
            </Anchor>{' '}
            to see hours here.
          </Text>
        </Tile>
      )}
    </SimpleGrid>
  );
}
