import { Button, Stack, Text, Title } from '@mantine/core';
import { IconLock, IconLogin } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { loginPathReturningTo } from '../auth/return-to';

/** 401: a signed-out person on a page that needs a login. Login brings them back here. */
export function NotLoggedInPage() {
  usePageTitle('Not logged in');
  const { pathname, search } = useLocation();
  return (
    <Stack align="center" ta="center" py="xl" gap="md" maw={520} mx="auto">
      <IconLock size={56} stroke={1.5} aria-hidden />
      <Title order={1}>You’re not logged in</Title>
      <Text>Log in to see this page. You will come straight back here.</Text>
      <Button component={Link} to={loginPathReturningTo(`${pathname}${search}`)} leftSection={<IconLogin aria-hidden />}>
        Login
      </Button>
    </Stack>
  );
}
