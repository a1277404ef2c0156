import { Anchor, Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { loginPathReturningTo } from '../auth/return-to';
import { usePublicConfig } from '../contact/contact-api';
import { telHref } from '../contact/tel-href';

/** For visitors and staff: only an account holder closes a company's account; here is how to ask. */
export function HowToAskForClosure({ signedIn }: { signedIn: boolean }) {
  const config = usePublicConfig();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="closure-how-heading">
      <Stack gap="md">
        <Title order={2} fz="h3" id="closure-how-heading">
          How to close a company’s account
        </Title>
        <Text>
          {signedIn
            ? 'You are signed in with an account that cannot close the company’s account. Only the company’s account holder can do that.'
            : 'Only the company’s account holder can close its account. There are two ways:'}
        </Text>
        <List spacing="sm" type="ordered">
          <List.Item>
            <Text fw={700} span>
              Sign in as the account holder
            </Text>{' '}
            and come back to this page. You will see what happens and can close the account yourself.
          </List.Item>
          <List.Item>
            <Text fw={700} span>
              Or ask our support team.
            </Text>{' '}
            Write from the email address of the account holder so we can check it is you.
          </List.Item>
        </List>
        {config.isPending && <Skeleton height={40} aria-label="Loading our contact details" />}
        {config.data && (
          <Text>
            Support:{' '}
            <Anchor href={`mailto:${config.data.supportEmail}?subject=${encodeURIComponent('Please close our account')}`} fw={700}>
              {config.data.supportEmail}
            </Anchor>{' '}
            or{' '}
            <Anchor href={telHref(config.data.supportPhone)} fw={700} style={{ whiteSpace: 'nowrap' }}>
              {config.data.supportPhone}
            </Anchor>
          </Text>
        )}
        <Group gap="sm">
          {!signedIn && (
            <Button component={Link} to={loginPathReturningTo('/delete-account')} leftSection={<IconLogin size={20} aria-hidden />}>
              Sign in as the account holder
            </Button>
          )}
          <Button component={Link} to="/contact" variant="default" leftSection={<IconMail size={20} aria-hidden />}>
            Contact us
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
