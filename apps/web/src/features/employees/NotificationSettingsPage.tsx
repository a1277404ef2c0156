import { Anchor, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Page } from '../../ui/Page';
import type { TEmployee, TNotificationSettings } from '@hivis/contracts';
import { employeePath } from './employee-paths';
import { useEmployee, useEmployees, useNotificationSettings } from './employees-api';
import { NotificationSettingsForm } from './NotificationSettingsForm';
import { QueryGate, allOf } from '../../ui/QueryGate';
import { BackLink } from '../../ui/BackLink';

function PersonSettings({ employeeId }: { employeeId: string }) {
  const employee = useEmployee(employeeId);
  const settings = useNotificationSettings(employeeId);
  return (
    <QueryGate
      query={allOf(employee, settings)}
      errorTitle="The settings did not load"
      notFound={{ title: 'Employee not found', body: 'This person does not exist or belongs to another company.' }}
    >
      {([person, current]) => <PersonSettingsForm employeeId={employeeId} person={person} current={current} />}
    </QueryGate>
  );
}

function PersonSettingsForm({ employeeId, person, current }: { employeeId: string; person: TEmployee; current: TNotificationSettings }) {
  const name = `${person.firstName} ${person.lastName}`.trim() || person.email;
  return (
    <Stack gap="md">
      <Text>
        What{' '}
        <Anchor component={Link} to={employeePath(employeeId)}>
          {name}
        </Anchor>{' '}
        is told about, and how.
      </Text>
      <NotificationSettingsForm key={employeeId} current={current} personName={name} />
    </Stack>
  );
}

/** /staff/employee/notification/{employeeId}: one person's notification settings. */
export function NotificationSettingsPage() {
  const { employeeId = '' } = useParams();
  return (
    <Page title="Notification settings">
      <BackLink to={employeePath(employeeId)}>Back to the employee</BackLink>
      <PersonSettings employeeId={employeeId} />
    </Page>
  );
}

/**
 * /home/notification-employee/add: from Home, choose a person and set what they are told. Settings
 * are kept per person; there is no company-wide default to set here.
 */
export function ChooseNotificationPersonPage() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [chosen, setChosen] = useState<string | null>(null);
  const people = useEmployees({ page: 1, take: 20, search: debounced || undefined, status: 'all' });
  const options = (people.data?.items ?? []).map((person) => ({
    value: person.id,
    label: `${person.firstName} ${person.lastName}`.trim() || person.email,
  }));

  return (
    <Page title="Employee notifications">
      <Text>Choose a person to set what they are told about by email and in the app. New people start with the standard settings.</Text>
      <Select
        label="Employee"
        placeholder="Type a name"
        searchable
        size="md"
        data={options}
        value={chosen}
        onChange={setChosen}
        searchValue={search}
        onSearchChange={setSearch}
        nothingFoundMessage={people.isFetching ? 'Searching…' : 'Nobody found'}
        filter={({ options: all }) => all}
        w={{ base: '100%', sm: 400 }}
      />
      {chosen && <PersonSettings employeeId={chosen} />}
    </Page>
  );
}
