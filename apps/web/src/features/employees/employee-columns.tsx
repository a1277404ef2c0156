import { Anchor, Group, Stack, Text } from '@mantine/core';
import { roleName } from '@hivis/contracts';
import type { TEmployeeListItem } from '@hivis/contracts';
import { Link } from 'react-router';
import type { TColumn } from '../../ui/PaginatedTable';
import { employeePath } from './employee-paths';
import { LicenceWarningBadge, StatusBadge } from './EmployeeBadges';

const nameOf = (person: TEmployeeListItem) => `${person.firstName} ${person.lastName}`.trim() || person.email;

function NameLink({ person }: { person: TEmployeeListItem }) {
  return (
    <Anchor component={Link} to={employeePath(person.id)} fw={600} style={{ minHeight: 44, display: 'inline-flex', alignItems: 'center' }}>
      {nameOf(person)}
    </Anchor>
  );
}

function Badges({ person }: { person: TEmployeeListItem }) {
  return (
    <Group gap={6} wrap="wrap">
      <StatusBadge status={person.status} />
      <LicenceWarningBadge warning={person.licenceWarning} expiresOn={person.nextLicenceExpiry} />
    </Group>
  );
}

/** Desktop: one fact per column. */
export function wideEmployeeColumns(): TColumn<TEmployeeListItem>[] {
  return [
    { key: 'name', header: 'Name', cell: (person) => <NameLink person={person} /> },
    { key: 'role', header: 'Role', cell: (person) => <Text size="sm">{roleName(person.role)}</Text> },
    { key: 'position', header: 'Position', cell: (person) => <Text size="sm">{person.position ?? '—'}</Text> },
    {
      key: 'email',
      header: 'Email',
      cell: (person) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {person.email}
        </Text>
      ),
    },
    { key: 'status', header: 'Status and licences', cell: (person) => <Badges person={person} /> },
  ];
}

/** Phone: one column that fits 360 px, the person as a small card. */
export function narrowEmployeeColumns(): TColumn<TEmployeeListItem>[] {
  return [
    {
      key: 'person',
      header: 'Person',
      cell: (person) => (
        <Stack gap={2}>
          <NameLink person={person} />
          <Text size="sm">
            {roleName(person.role)}
            {person.position ? ` · ${person.position}` : ''}
          </Text>
          <Badges person={person} />
        </Stack>
      ),
    },
  ];
}
