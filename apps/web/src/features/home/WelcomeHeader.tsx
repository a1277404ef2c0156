import { Badge, Group, Text } from '@mantine/core';
import { statusColor, statusLabel } from '../../ui/status-label';
import { useCurrentUser } from '../auth/session';
import { LoadError } from '../../ui/LoadError';

/** Company name and account status under a home page's greeting; says so if they could not load. */
export function WelcomeHeader() {
  const current = useCurrentUser();
  if (current.isError) {
    return <LoadError title="Your account details did not load" error={current.error} onRetry={() => void current.refetch()} />;
  }
  const user = current.data;
  if (!user) return null;
  return (
    <Group gap="sm">
      {user.company && (
        <Text fz="lg" fw={600}>
          {user.company.name}
        </Text>
      )}
      <Badge color={statusColor(user.status)} variant="light" size="lg">
        {`Account: ${statusLabel(user.status)}`}
      </Badge>
    </Group>
  );
}
