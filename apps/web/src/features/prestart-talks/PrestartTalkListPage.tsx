import { Button, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { QueryGate } from '../../ui/QueryGate';
import { prestartTalkPath } from './prestart-talk-paths';
import { RecordsOnPhone } from '../../offline/RecordsOnPhone';
import { CursorPager } from '../../ui/CursorPager';
import { useCursorPaging } from '../../ui/useCursorPaging';
import { can, useAccess } from '../auth/access';
import { useTalkCommandSync, useTalksOnPhone } from './prestart-talk-commands';
import { NEW_PRESTART_TALK_PATH, newTalkForJobPath } from './prestart-talk-paths';
import { useTalkTimeZone, useTalks } from './prestart-talks-api';
import { TalkRow } from './TalkRow';

/*
 * /pst: every talk the person may see, newest first, paged on the server (each page reads on from
 * where the last ended); ?jobId= keeps to one job's (the job's page links here). Talks started on
 * this phone and not sent yet are listed above them.
 */

/** A register is read a screenful at a time: 20 cards fit a phone's few swipes. */
const PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function PrestartTalkListPage() {
  useTalkCommandSync();
  const access = useAccess();
  const timeZone = useTalkTimeZone();
  const paging = useCursorPaging();
  const [search, setSearch] = useSearchParams();
  const askedJobId = search.get('jobId') ?? '';
  const jobId = UUID.test(askedJobId) ? askedJobId : undefined;
  const talks = useTalks({ limit: PAGE_SIZE, after: paging.after, jobId });
  const onPhone = useTalksOnPhone();
  const canStart = can(access, 'prestartTalks.record');
  const startButton = (
    <Button component={Link} to={jobId ? newTalkForJobPath(jobId) : NEW_PRESTART_TALK_PATH} size="lg" leftSection={<IconPlus size={22} aria-hidden />}>
      Start pre-start talk
    </Button>
  );
  const showEveryJob = () => {
    setSearch({});
    paging.setPage(1);
  };

  return (
    <Page title="Pre-Start Talks">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text maw={560}>
          Before work starts, talk the crew through the day’s tasks and hazards; each person signs on, on your phone. It works with no signal.
        </Text>
        {canStart && startButton}
      </Group>
      {onPhone.length > 0 && <RecordsOnPhone commands={onPhone} pathOf={(command) => prestartTalkPath(command.meta?.talkId ?? '')} timeZone={timeZone} />}
      {jobId && (
        <Group gap="sm" justify="space-between">
          <Text fw={600}>{talks.data?.items[0] ? `Talks of ${talks.data.items[0].job.title}` : 'Talks of one job'}</Text>
          <Button variant="default" size="md" onClick={showEveryJob}>
            Show every job
          </Button>
        </Group>
      )}
      <QueryGate query={talks} errorTitle="The pre-start talks did not load">
        {(page) =>
          page.items.length === 0 && paging.page === 1 ? (
            <EmptyState
              title={jobId ? 'No pre-start talk for this job yet.' : 'No pre-start talks yet.'}
              body="Start one before work: choose the topics, note the day’s hazards, then pass the phone around for each person to sign on with a finger."
              action={canStart ? startButton : undefined}
            />
          ) : (
            <Stack gap="sm" pos="relative" aria-busy={talks.isFetching}>
              <LoadingOverlay
                visible={talks.isPlaceholderData}
                overlayProps={{ blur: 1 }}
                loaderProps={{ role: 'status', 'aria-label': 'Loading pre-start talks' }}
              />
              <Stack gap="xs" component="ul" aria-label="Pre-start talks" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {page.items.map((talk) => (
                  <li key={talk.id}>
                    <TalkRow talk={talk} timeZone={timeZone} />
                  </li>
                ))}
              </Stack>
              <CursorPager paging={paging} nextCursor={page.nextCursor} busy={talks.isFetching} />
            </Stack>
          )
        }
      </QueryGate>
    </Page>
  );
}
