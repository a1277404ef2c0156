import { Alert, Checkbox, Group, Loader, Pagination, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle, IconSearch } from '@tabler/icons-react';
import { roleName } from '@hivis/contracts';
import type { TCompanyUser, TPersonClash } from '@hivis/contracts';
import { useEffect, useState } from 'react';
import { useCompanyUsers } from '../users/users-api';
import { QueryGate } from '../../ui/QueryGate';

const PAGE_SIZE = 20;

type TPeoplePickerProps = {
  selected: Map<string, string>;
  onToggle: (person: TCompanyUser, checked: boolean) => void;
  /** People already offered or accepted on this job: shown, not selectable. */
  onJob: Set<string>;
  clashes: TPersonClash[];
};

export const personName = (person: Pick<TCompanyUser, 'firstName' | 'lastName' | 'email'>) => `${person.firstName} ${person.lastName}`.trim() || person.email;

/** The company's people to tick, searched by name on the server; deactivated people are left out. */
export function PeoplePicker({ selected, onToggle, onJob, clashes }: TPeoplePickerProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useCompanyUsers({ page, take: PAGE_SIZE, search: search || undefined, status: 'all' });
  const clashOf = new Map(clashes.map((clash) => [clash.userId, clash]));
  return (
    <Stack gap="sm">
      <TextInput
        label="Search people by name or email"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        leftSection={<IconSearch size={18} aria-hidden />}
        size="md"
      />
      <QueryGate query={users} loading={<Loader size="sm" aria-label="Loading people" />} errorTitle="Your people did not load">
        {(found) => (
          <Stack gap={6}>
            {found.items.filter((person) => person.status !== 'deactivated').length === 0 && <Text>No people match this search.</Text>}
            {found.items
              .filter((person) => person.status !== 'deactivated')
              .map((person) => {
                const clash = clashOf.get(person.id);
                const already = onJob.has(person.id);
                return (
                  <Paper key={person.id} withBorder p="sm" radius="md">
                    <Checkbox
                      size="md"
                      checked={already || selected.has(person.id)}
                      disabled={already}
                      onChange={(event) => onToggle(person, event.currentTarget.checked)}
                      label={
                        <Group gap="xs" wrap="wrap">
                          <Text fw={600}>{personName(person)}</Text>
                          <Text size="sm" c="dimmed">
                            {roleName(person.role)}
                            {person.status === 'pending_setup' ? ' · not set up yet' : ''}
                            {already ? ' · already on this job' : ''}
                          </Text>
                        </Group>
                      }
                      styles={{ body: { alignItems: 'center' }, labelWrapper: { width: '100%' } }}
                    />
                    {clash && selected.has(person.id) && (
                      <Alert color="orange" mt="xs" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
                        Already booked: {clash.jobs.map((job) => `${job.title} (${job.when})`).join('; ')}
                      </Alert>
                    )}
                  </Paper>
                );
              })}
            {found.total > PAGE_SIZE && (
              <Pagination
                total={Math.ceil(found.total / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="lg"
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
              />
            )}
          </Stack>
        )}
      </QueryGate>
    </Stack>
  );
}
