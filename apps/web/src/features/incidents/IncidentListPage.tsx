import { Button, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TIncidentsQueryInput } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { FilterSelect, SearchField, useSearchText } from '../../ui/ListControls';
import { Page } from '../../ui/Page';
import { QueryGate } from '../../ui/QueryGate';
import { CursorPager } from '../../ui/CursorPager';
import { useCursorPaging } from '../../ui/useCursorPaging';
import { can, useAccess } from '../auth/access';
import { useIncidentCommandSync, useReportsOnPhone } from './incident-commands';
import { NEW_INCIDENT_PATH } from './incident-paths';
import { useIncidents } from './incidents-api';
import { IncidentRow } from './IncidentRow';
import { ReportsOnPhone } from './ReportsOnPhone';

/*
 * /incident-reports: every incident the person may see, newest first, paged on the server (each
 * page reads on from where the last ended), with filters for open or signed off and notifiable.
 * Reports made on this phone and not sent yet are listed above them.
 */

/** A register is read a screenful at a time: 20 cards fit a phone's few swipes. */
const PAGE_SIZE = 20;

type TStatusFilter = '' | 'open' | 'closed';
type TNotifiableFilter = '' | 'true' | 'false';

const STATUS_CHOICES: { value: TStatusFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Signed off' },
];
const NOTIFIABLE_CHOICES: { value: TNotifiableFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'true', label: 'Notifiable' },
  { value: 'false', label: 'Not notifiable' },
];

export function IncidentListPage() {
  useIncidentCommandSync();
  const access = useAccess();
  const paging = useCursorPaging();
  const { search, setSearch, debounced } = useSearchText();
  const [status, setStatus] = useState<TStatusFilter>('');
  const [notifiable, setNotifiable] = useState<TNotifiableFilter>('');
  const query: TIncidentsQueryInput = {
    take: PAGE_SIZE,
    after: paging.after,
    status: status || undefined,
    notifiable: notifiable || undefined,
    search: debounced || undefined,
  };
  const incidents = useIncidents(query);
  const onPhone = useReportsOnPhone();
  const filtered = status !== '' || notifiable !== '' || debounced !== '';
  const refilter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      paging.setPage(1);
    };

  return (
    <Page title="Incident Reports">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text maw={560}>
          Injuries, illnesses, near misses, damage and dangerous incidents: what happened, whether the regulator must be told, and what is being done.
        </Text>
        {can(access, 'incidents.report') && (
          <Button component={Link} to={NEW_INCIDENT_PATH} size="lg" leftSection={<IconPlus size={22} aria-hidden />}>
            Report an incident
          </Button>
        )}
      </Group>
      {onPhone.length > 0 && <ReportsOnPhone commands={onPhone} />}
      <Group gap="md" align="flex-end" wrap="wrap">
        <SearchField hint="Words from the report" value={search} onChange={refilter(setSearch)} />
        <FilterSelect<TStatusFilter> label="Status" width={180} value={status} data={STATUS_CHOICES} onChange={refilter(setStatus)} />
        <FilterSelect<TNotifiableFilter> label="Notifiable" width={180} value={notifiable} data={NOTIFIABLE_CHOICES} onChange={refilter(setNotifiable)} />
      </Group>
      <QueryGate query={incidents} errorTitle="The incident reports did not load">
        {(page) =>
          page.items.length === 0 && paging.page === 1 ? (
            filtered ? (
              <EmptyState title="No incident matches these filters." />
            ) : (
              <EmptyState
                title="No incidents reported yet."
                body="When something happens on site (someone hurt, a near miss, damage, a dangerous incident), report it here, even with no signal. HiVis tells you at once whether the regulator must be told and who to call, then keeps the notice, the investigation and the corrective actions with the report."
              />
            )
          ) : (
            <Stack gap="sm" pos="relative" aria-busy={incidents.isFetching}>
              <LoadingOverlay
                visible={incidents.isPlaceholderData}
                overlayProps={{ blur: 1 }}
                loaderProps={{ role: 'status', 'aria-label': 'Loading incidents' }}
              />
              <Stack gap="xs" component="ul" aria-label="Incident reports" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {page.items.map((incident) => (
                  <li key={incident.id}>
                    <IncidentRow incident={incident} />
                  </li>
                ))}
              </Stack>
              <CursorPager paging={paging} nextCursor={page.nextCursor} busy={incidents.isFetching} />
            </Stack>
          )
        }
      </QueryGate>
    </Page>
  );
}
