import { Group, Stack, Text } from '@mantine/core';
import type { TAssignableRole, TCompanyUser } from '@hivis/contracts';
import type { TColumn } from '../../ui/PaginatedTable';
import { formatDate, formatTime } from '../../ui/dates';
import { AccessButton, RoleSelect, StatusBadge } from './UserControls';
import { displayName } from './user-rules';

export type TRowActions = {
  selfId: string | null;
  busyUserId: string | null;
  onRole: (user: TCompanyUser, role: TAssignableRole) => void;
  onAccess: (user: TCompanyUser, action: 'deactivate' | 'reactivate') => void;
};

function lastSignedIn(user: TCompanyUser): string {
  return user.lastSignedInOn ? `${formatDate(user.lastSignedInOn)} ${formatTime(user.lastSignedInOn)}` : 'Never';
}

function NameCell({ user, selfId }: { user: TCompanyUser; selfId: string | null }) {
  return (
    <Text fw={500} size="sm">
      {displayName(user)}
      {user.id === selfId && (
        <Text span c="dimmed" size="sm">
          {' '}
          (you)
        </Text>
      )}
    </Text>
  );
}

/** Desktop: one fact per column. */
export function wideColumns(actions: TRowActions): TColumn<TCompanyUser>[] {
  return [
    { key: 'name', header: 'Name', cell: (user) => <NameCell user={user} selfId={actions.selfId} /> },
    {
      key: 'email',
      header: 'Email',
      cell: (user) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {user.email}
        </Text>
      ),
    },
    {
      key: 'role',
      header: 'Role',
      cell: (user) => (
        <RoleSelect user={user} selfId={actions.selfId} busy={actions.busyUserId === user.id} onChange={(role) => actions.onRole(user, role)} minWidth={200} />
      ),
    },
    { key: 'status', header: 'Status', cell: (user) => <StatusBadge user={user} /> },
    { key: 'signedIn', header: 'Last signed in', cell: (user) => <Text size="sm">{lastSignedIn(user)}</Text> },
    {
      key: 'access',
      header: 'Access',
      cell: (user) => <AccessButton user={user} selfId={actions.selfId} onAsk={(action) => actions.onAccess(user, action)} />,
    },
  ];
}

/** Phone: two columns that fit 360 px, the person on the left and what can be changed on the right. */
export function narrowColumns(actions: TRowActions): TColumn<TCompanyUser>[] {
  return [
    {
      key: 'person',
      header: 'Person',
      cell: (user) => (
        <Stack gap={4}>
          <NameCell user={user} selfId={actions.selfId} />
          <Text size="xs" style={{ wordBreak: 'break-all' }}>
            {user.email}
          </Text>
          <Group gap={6}>
            <StatusBadge user={user} />
          </Group>
          <Text size="xs" c="dimmed">
            Last signed in: {lastSignedIn(user)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'manage',
      header: 'Role and access',
      cell: (user) => (
        <Stack gap="xs" align="flex-start">
          <RoleSelect user={user} selfId={actions.selfId} busy={actions.busyUserId === user.id} onChange={(role) => actions.onRole(user, role)} />
          <AccessButton user={user} selfId={actions.selfId} onAsk={(action) => actions.onAccess(user, action)} />
        </Stack>
      ),
    },
  ];
}
