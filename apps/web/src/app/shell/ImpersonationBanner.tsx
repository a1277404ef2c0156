import { Alert, Anchor, Text } from '@mantine/core';
import { IconUserShield } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/session';

/** While an admin acts as someone else, say so on every screen, with the way back. */
export function ImpersonationBanner() {
  const { data: user } = useCurrentUser();
  if (!user?.impersonatedBy) return null;
  return (
    <Alert color="orange" icon={<IconUserShield aria-hidden />} mb="md" title="Acting as another user">
      <Text size="sm">
        You are using {user.firstName} {user.lastName}’s account ({user.email}) as an administrator.{' '}
        <Anchor component={Link} to="/logout" underline="always" fw={700}>
          Sign out
        </Anchor>{' '}
        to end, then sign in as yourself.
      </Text>
    </Alert>
  );
}
