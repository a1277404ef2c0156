import { Button, Group, NativeSelect, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import type { TEmployeesQueryInput } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { SEARCH_DEBOUNCE_MS } from '../../ui/ListControls';
import { Page } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { useEmployeeBase } from './employee-paths';
import { narrowEmployeeColumns, wideEmployeeColumns } from './employee-columns';
import { useEmployees } from './employees-api';

type TRoleFilter = NonNullable<TEmployeesQueryInput['role']>;

const ROLE_FILTERS: { value: TRoleFilter; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  { value: 'PAH', label: 'Account holders (PAH)' },
  { value: 'SAH', label: 'Supervisors (SAH)' },
  { value: 'SAH_LH', label: 'Leading hands (SAH_LH)' },
  { value: 'NAH', label: 'Workers (NAH)' },
];

/** /staff/employee and /home/employee: the company's people, invitations pending and licence warnings. */
export function EmployeeListPage() {
  const base = useEmployeeBase();
  const paging = usePaging();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [role, setRole] = useState<TRoleFilter>('all');

  const people = useEmployees({ page: paging.page, take: paging.take, search: debounced || undefined, role });
  const emptyText = debounced || role !== 'all' ? 'Nobody matches that search.' : 'Nobody here yet. Invite your first employee with the button above.';

  return (
    <Page title="Employees" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>Your people: their role, contact details, emergency contact and licences. Invited people show until they set up their account.</Text>
        <Group gap="sm">
          <Button component={Link} to={`${base}/setup`} variant="default" size="md" leftSection={<IconUsersPlus size={20} aria-hidden />}>
            Set up your team
          </Button>
          <Button component={Link} to={`${base}/add`} size="md" leftSection={<IconUserPlus size={20} aria-hidden />}>
            Invite employee
          </Button>
        </Group>
      </Group>

      <Group gap="md" align="flex-end" wrap="wrap">
        <TextInput
          label="Search"
          placeholder="Name or email"
          leftSection={<IconSearch size={18} aria-hidden />}
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            paging.setPage(1);
          }}
          maxLength={100}
          w={{ base: '100%', xs: 300 }}
          size="md"
          type="search"
        />
        <NativeSelect
          label="Role"
          data={ROLE_FILTERS}
          value={role}
          onChange={(event) => {
            setRole(event.currentTarget.value as TRoleFilter);
            paging.setPage(1);
          }}
          w={{ base: '100%', xs: 260 }}
          size="md"
        />
      </Group>

      <PaginatedTable
        caption="Employees"
        columns={narrow ? narrowEmployeeColumns() : wideEmployeeColumns()}
        rowKey={(person) => person.id}
        data={people.data}
        loading={people.isFetching}
        error={people.isError ? `The list did not load: ${errorMessage(people.error)}` : undefined}
        emptyText={emptyText}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 860}
      />
    </Page>
  );
}
