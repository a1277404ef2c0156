import { Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { IconArrowRight, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FormSection } from '../../ui/forms/FormSection';
import { can, useAccess } from '../auth/access';
import { jobTalksPath, newTalkForJobPath, prestartTalkPath } from './prestart-talk-paths';
import type { TTalkJob } from './talk-form-values';
import { timeWords } from '../../ui/zoned-time';
import { doneWords } from './talk-words';
import { useJobTalkToday } from './use-job-talk-today';

/*
 * On a job's page (the office's and the one read on site): has today's pre-start talk been held?
 * Done, with when, by whom and how many signed (a talk started on this phone counts, saved here),
 * or not yet, with the way to start it for this job. Only for those who have pre-start talks.
 */
export function JobTalkToday({ job, status }: { job: TTalkJob; status: string }) {
  const access = useAccess();
  if (!access.flags.showPst || !can(access, 'prestartTalks.read')) return null;
  // A finished or cancelled job has no more talks to hold.
  if (status === 'COMPLETED' || status === 'CANCELLED') return null;
  return <TalkTodayPanel job={job} canStart={can(access, 'prestartTalks.record')} />;
}

function TalkTodayPanel({ job, canStart }: { job: TTalkJob; canStart: boolean }) {
  const { talk, known, talks, timeZone } = useJobTalkToday(job.id);

  return (
    <FormSection id="job-prestart-talk" title="Pre-start talk today">
      {talk ? (
        <>
          <Text>
            {doneWords(timeWords(talk.heldAt, timeZone), talk.presenterName, talk.attendeeCount)}
            {talk.onPhone ? ' · saved on this phone' : ''}
          </Text>
          <Group>
            <Button component={Link} to={prestartTalkPath(talk.id)} size="md" variant="light" rightSection={<IconArrowRight size={20} aria-hidden />}>
              Open today’s talk
            </Button>
          </Group>
        </>
      ) : !known && talks.fetchStatus === 'fetching' ? (
        <Loader size="sm" aria-label="Loading today’s pre-start talk" />
      ) : (
        <>
          <Text>
            {talks.isError
              ? `Today’s talk did not load: ${errorMessage(talks.error)}`
              : !known
                ? 'You’re offline: whether today’s talk was held shows when you have signal.'
                : 'No pre-start talk yet today.'}
          </Text>
          {canStart && (
            <Group>
              <Button component={Link} to={newTalkForJobPath(job.id)} state={{ job }} size="lg" leftSection={<IconPlus size={22} aria-hidden />}>
                Start pre-start talk
              </Button>
            </Group>
          )}
        </>
      )}
      <Anchor component={Link} to={jobTalksPath(job.id)} style={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        All pre-start talks of this job
      </Anchor>
    </FormSection>
  );
}
