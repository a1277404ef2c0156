import { Badge, Button, NativeSelect, Text } from '@mantine/core';
import { ASSIGNABLE_ROLES, roleName } from '@hivis/contracts';
import type { TAssignableRole, TCompanyUser } from '@hivis/contracts';
import { statusColor, statusLabel } from '../../ui/status-label';
import { canChangeAccess, canChangeRole, displayName, lockedReason } from './user-rules';

type TRoleProps = { user: TCompanyUser; selfId: string | null; busy: boolean; onChange: (role: TAssignableRole) => void; minWidth?: number };

/** The role as a select; read-only text for the signed-in person, the founder and roles not given here. */
export function RoleSelect({ user, selfId, busy, onChange, minWidth }: TRoleProps) {
  if (!canChangeRole(user, selfId)) {
    return (
      <Text size="sm" title={lockedReason(user, selfId) ?? undefined}>
        {roleName(user.role)}
      </Text>
    );
  }
  return (
    <NativeSelect
      aria-label={`Role of ${displayName(user)}`}
      size="sm"
      value={user.role}
      disabled={busy}
      data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roleName(role) }))}
      onChange={(event) => onChange(event.currentTarget.value as TAssignableRole)}
      miw={minWidth}
    />
  );
}

export function StatusBadge({ user }: { user: TCompanyUser }) {
  return (
    <Badge color={statusColor(user.status)} variant="light" tt="none" h="auto" styles={{ label: { whiteSpace: 'normal' } }}>
      {statusLabel(user.status)}
    </Badge>
  );
}

type TAccessProps = { user: TCompanyUser; selfId: string | null; onAsk: (action: 'deactivate' | 'reactivate') => void };

/** Deactivate or Reactivate, asking first (AccessChangeModal); nothing for the caller and the founder. */
export function AccessButton({ user, selfId, onAsk }: TAccessProps) {
  if (!canChangeAccess(user, selfId)) {
    return (
      <Text size="sm" c="dimmed">
        {user.id === selfId ? 'You' : 'Founder'}
      </Text>
    );
  }
  const deactivated = user.status === 'deactivated';
  return (
    <Button
      size="md"
      variant="outline"
      color={deactivated ? 'teal.9' : 'red.9'}
      aria-label={`${deactivated ? 'Reactivate' : 'Deactivate'} ${displayName(user)}`}
      onClick={() => onAsk(deactivated ? 'reactivate' : 'deactivate')}
    >
      {deactivated ? 'Reactivate' : 'Deactivate'}
    </Button>
  );
}
