import { Button, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { Page } from '../../ui/Page';
import { QueryGate } from '../../ui/QueryGate';
import { jsaPath } from './jsa-paths';
import { RecordsOnPhone } from '../../offline/RecordsOnPhone';
import { CursorPager } from '../../ui/CursorPager';
import { useCursorPaging } from '../../ui/useCursorPaging';
import { can, useAccess } from '../auth/access';
import { useJsaList, useJsaTimeZone, useJsaWords } from './jsa-api';
import { useJsaCommandSync, useJsasOnPhone } from './jsa-commands';
import { NEW_JSA_PATH, newJsaForJobPath } from './jsa-paths';
import { JsaRow } from './JsaRow';

/*
 * /jsa-reports: every JSA the person may see, the newest change first, paged on the server (each
 * page reads on from where the last ended); ?jobId= keeps to one job's (the job's page links
 * here). JSAs saved on this phone and not sent yet are listed above them.
 */

/** A screenful at a time: 20 cards fit a phone's few swipes. */
const PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function JsaListPage() {
  useJsaCommandSync();
  const access = useAccess();
  const words = useJsaWords();
  const timeZone = useJsaTimeZone();
  const paging = useCursorPaging();
  const [search, setSearch] = useSearchParams();
  const askedJobId = search.get('jobId') ?? '';
  const jobId = UUID.test(askedJobId) ? askedJobId : undefined;
  const list = useJsaList({ limit: PAGE_SIZE, after: paging.after, jobId });
  const onPhone = useJsasOnPhone().filter((command) => !jobId || command.meta?.jobId === jobId);
  const canWrite = can(access, 'jsa.write');
  const firstJob = list.data?.items[0]?.job;
  const newButton = (
    <Button
      component={Link}
      to={jobId ? newJsaForJobPath(jobId) : NEW_JSA_PATH}
      // The job's name goes along, so the form shows it before the jobs have loaded.
      state={jobId && firstJob ? { job: { id: firstJob.id, title: firstJob.title, jobNumber: null, worksiteName: firstJob.worksiteName } } : undefined}
      size="lg"
      leftSection={<IconPlus size={22} aria-hidden />}
    >
      New {words.one}
    </Button>
  );
  const showEveryJob = () => {
    setSearch({});
    paging.setPage(1);
  };

  return (
    <Page title={words.list}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text maw={560}>
          Before a task, the crew breaks it into steps: what could hurt someone in each, how it is controlled, the PPE. Then everyone signs on. It works with no
          signal.
        </Text>
        {canWrite && newButton}
      </Group>
      {onPhone.length > 0 && (
        <RecordsOnPhone
          commands={onPhone}
          pathOf={(command) => jsaPath(command.meta?.jsaId ?? '')}
          detailOf={(command) => command.meta?.jobTitle}
          timeZone={timeZone}
        />
      )}
      {jobId && (
        <Group gap="sm" justify="space-between">
          <Text fw={600}>{firstJob ? `${words.many} of ${firstJob.title}` : `${words.many} of one job`}</Text>
          <Button variant="default" size="md" onClick={showEveryJob}>
            Show every job
          </Button>
        </Group>
      )}
      <QueryGate query={list} errorTitle={`The ${words.many} did not load`}>
        {(page) =>
          page.items.length === 0 && paging.page === 1 ? (
            <EmptyState
              title={jobId ? `No ${words.one} for this job yet.` : `No ${words.manyInText} yet.`}
              body="Start one at the workface before the task: from blank, from a saved one, or from an activity of the job’s SWMS. Then pass the phone around for each person to sign on."
              action={canWrite ? newButton : undefined}
            />
          ) : (
            <Stack gap="sm" pos="relative" aria-busy={list.isFetching}>
              <LoadingOverlay
                visible={list.isPlaceholderData}
                overlayProps={{ blur: 1 }}
                loaderProps={{ role: 'status', 'aria-label': `Loading ${words.list}` }}
              />
              <Stack gap="xs" component="ul" aria-label={words.list} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {page.items.map((jsa) => (
                  <li key={jsa.id}>
                    <JsaRow jsa={jsa} timeZone={timeZone} />
                  </li>
                ))}
              </Stack>
              <CursorPager paging={paging} nextCursor={page.nextCursor} busy={list.isFetching} />
            </Stack>
          )
        }
      </QueryGate>
    </Page>
  );
}
