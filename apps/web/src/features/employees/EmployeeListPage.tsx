import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconUserPlus, IconUsersPlus } from '@tabler/icons-react';
import { ROLE_GROUP_NAMES } from '@hivis/contracts';
import type { TEmployeesQueryInput } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { FilterSelect, SearchField, useSearchText } from '../../ui/ListControls';
import { Page } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { useEmployeeBase } from './employee-paths';
import { narrowEmployeeColumns, wideEmployeeColumns } from './employee-columns';
import { useEmployees } from './employees-api';

type TRoleFilter = NonNullable<TEmployeesQueryInput['role']>;

const ROLE_FILTERS: { value: TRoleFilter; label: string }[] = [
  { value: 'all', label: 'Everyone' },
  ...(['PAH', 'SAH', 'SAH_LH', 'NAH'] as const).map((role) => ({ value: role, label: ROLE_GROUP_NAMES[role] })),
];

/** /staff/employee and /home/employee: the company's people, invitations pending and licence warnings. */
export function EmployeeListPage() {
  const base = useEmployeeBase();
  const paging = usePaging();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const { search, setSearch, debounced } = useSearchText();
  const [role, setRole] = useState<TRoleFilter>('all');

  const people = useEmployees({ page: paging.page, take: paging.take, search: debounced || undefined, role });
  const filtered = debounced !== '' || role !== 'all';

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
        <SearchField
          hint="Name or email"
          value={search}
          onChange={(next) => {
            setSearch(next);
            paging.setPage(1);
          }}
        />
        <FilterSelect
          label="Role"
          data={ROLE_FILTERS}
          value={role}
          onChange={(next) => {
            setRole(next);
            paging.setPage(1);
          }}
          width={260}
        />
      </Group>

      <PaginatedTable
        caption="Employees"
        columns={narrow ? narrowEmployeeColumns() : wideEmployeeColumns()}
        rowKey={(person) => person.id}
        data={people.data}
        loading={people.isFetching}
        error={people.isError ? `The list did not load: ${errorMessage(people.error)}` : undefined}
        emptyText={filtered ? 'Nobody matches that search.' : 'No employees yet.'}
        emptyAction={
          filtered ? undefined : (
            <Button component={Link} to={`${base}/add`} size="md" leftSection={<IconUserPlus size={20} aria-hidden />}>
              Invite employee
            </Button>
          )
        }
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 860}
      />
    </Page>
  );
}
