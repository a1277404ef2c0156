import { Alert, Badge, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../../api/api-error';
import { statusColor, statusLabel } from '../account/status-label';
import { useCurrentUser } from '../auth/session';

/** Company name and account status under a home page's greeting; says so if they could not load. */
export function WelcomeHeader() {
  const current = useCurrentUser();
  if (current.isError) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="Your account details did not load">
        <Text size="sm" mb="sm">
          {errorMessage(current.error)}
        </Text>
        <Button variant="default" onClick={() => void current.refetch()}>
          Try again
        </Button>
      </Alert>
    );
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
