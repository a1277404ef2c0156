import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconSignature } from '@tabler/icons-react';
import type { TSwmsCompanyListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import { PageLoader } from '../../../ui/PageLoader';
import { formatDate, formatTime } from '../../../ui/dates';
import { jobName } from '../../jobs/job-name';
import { useRecentSwms } from './recent-swms';
import { QueryGate } from '../../../ui/QueryGate';

/** Draft, or the version issued; an issued SWMS changed since says so, as the next Generate issues a new version. */
function SwmsStatusBadges({ item }: { item: TSwmsCompanyListItem }) {
  if (item.status === 'draft') {
    return (
      <Badge size="lg" color="gray" variant="light">
        Draft
      </Badge>
    );
  }
  return (
    <>
      <Badge size="lg" color="green" variant="light">
        Issued, version {item.currentVersion}
      </Badge>
      {item.editedSinceIssue && (
        <Badge size="lg" color="orange" variant="light">
          Edited since version {item.currentVersion}
        </Badge>
      )}
    </>
  );
}

/** One SWMS: a big tappable row that opens its job's SWMS (versions, sign-ons, actions). */
function RecentSwmsRow({ item }: { item: TSwmsCompanyListItem }) {
  return (
    <Paper
      withBorder
      radius="md"
      component={Link}
      to={`/view-swms?jobId=${item.job.id}`}
      p="md"
      display="flex"
      style={{ alignItems: 'center', gap: 8, color: 'inherit', textDecoration: 'none' }}
    >
      <Stack gap={6} style={{ flexGrow: 1, minWidth: 0 }}>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          {item.title}
        </Text>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {jobName(item.job)}
          <Text span size="sm" c="dimmed">
            {' '}
            · {item.job.worksiteName}
          </Text>
        </Text>
        <Group gap="xs" wrap="wrap">
          <SwmsStatusBadges item={item} />
          {item.status === 'issued' && (
            // Nobody signed on yet is worth noticing before work starts, so it stands out.
            <Badge size="lg" color={item.signedCount === 0 ? 'orange' : 'blue'} variant="outline" leftSection={<IconSignature size={14} aria-hidden />}>
              {item.signedCount === 0 ? 'Nobody signed yet' : `${item.signedCount} signed`}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {/* With the time: two SWMS of one job touched on the same day are told apart. */}
          Last activity {formatDate(item.lastActivityAt)}, {formatTime(item.lastActivityAt)}
        </Text>
      </Stack>
      <IconChevronRight aria-hidden style={{ flexShrink: 0 }} />
    </Paper>
  );
}

type TRecentSwmsProps = { companyWide: boolean; canCreate: boolean };

/** The SWMS already written, newest activity first, before any job is chosen: "what do we have, and who signed". */
export function RecentSwms({ companyWide, canCreate }: TRecentSwmsProps) {
  const list = useRecentSwms();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="recent-swms-title">
      <Stack gap={2}>
        <Title order={2} fz="h3" id="recent-swms-title">
          Recent SWMS
        </Title>
        <Text size="sm" c="dimmed">
          {companyWide ? 'Every job’s SWMS' : 'The SWMS of your jobs'}, latest saved or signed first. Tap one to see its versions and who signed.
        </Text>
      </Stack>
      <QueryGate query={list} loading={<PageLoader label="Loading the SWMS…" />} errorTitle="The SWMS could not be loaded">
        {() => (
          <>
            {items.length === 0 && (
              <Text>
                {companyWide ? 'No SWMS yet.' : 'None of your jobs has a SWMS yet.'}{' '}
                {canCreate && (
                  <>
                    Create one from{' '}
                    <Anchor component={Link} to="/swms">
                      SWMS Management → Create
                    </Anchor>
                    .
                  </>
                )}
              </Text>
            )}
            {items.length > 0 && (
              <Stack gap="xs" component="ul" aria-label="Recent SWMS" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {items.map((item) => (
                  <li key={item.id}>
                    <RecentSwmsRow item={item} />
                  </li>
                ))}
              </Stack>
            )}
            {items.length > 0 && (
              <Text size="sm" c="dimmed" aria-live="polite">
                Showing {items.length} of {total}
              </Text>
            )}
            {list.hasNextPage && (
              <Button variant="default" size="md" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                Show more
              </Button>
            )}
          </>
        )}
      </QueryGate>
    </Stack>
  );
}
