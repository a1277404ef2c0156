import { Anchor, Button, Container, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { EMAIL_CONFIRMED_REDIRECT_MS } from '@hivis/contracts';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../ui/page-title';
import { activationView } from './activation';

/** /email-confirmed: the activation link worked; on to log in after 5 s (spec 2.5, 9). */
export function EmailConfirmedPage() {
  usePageTitle('Email confirmed');
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(EMAIL_CONFIRMED_REDIRECT_MS / 1000));
  useEffect(() => {
    const started = Date.now();
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((EMAIL_CONFIRMED_REDIRECT_MS - (Date.now() - started)) / 1000)));
    }, 250);
    const leave = window.setTimeout(() => void navigate('/auth/login', { replace: true }), EMAIL_CONFIRMED_REDIRECT_MS);
    return () => {
      window.clearInterval(tick);
      window.clearTimeout(leave);
    };
  }, [navigate]);
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={56} radius="xl" color="green" aria-hidden>
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={1}>Email confirmed</Title>
        <Text>Thank you, your email address is confirmed.</Text>
        <Text data-testid="redirect-countdown">
          Taking you to log in in {secondsLeft} {secondsLeft === 1 ? 'second' : 'seconds'}…
        </Text>
        <Button component={Link} to="/auth/login" size="md">
          Login now
        </Button>
      </Stack>
    </Container>
  );
}

/** /email-activation-failed?error=CODE: the activation link did not work (spec 8). */
export function ActivationFailedPage() {
  const [params] = useSearchParams();
  const view = activationView(params.get('error'));
  usePageTitle(view.title);
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg" align="flex-start">
        <ThemeIcon size={56} radius="xl" color={view.alreadyActive ? 'green' : 'red'} aria-hidden data-icon={view.alreadyActive ? 'tick' : 'cross'}>
          {view.alreadyActive ? <IconCircleCheck size={40} /> : <IconCircleX size={40} />}
        </ThemeIcon>
        <Title order={1}>{view.title}</Title>
        {/* white-space keeps the spec's two spaces visible as well as in the DOM text. */}
        <Text style={{ whiteSpace: 'pre-wrap' }} data-testid="activation-message">
          {view.message}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/auth/login" size="md">
            Go to log in
          </Button>
          {!view.alreadyActive && (
            <Button component={Link} to="/contact" variant="default" size="md">
              Contact support
            </Button>
          )}
        </Group>
        <Text size="sm">
          Need help?{' '}
          <Anchor component={Link} to="/help">
            Visit the help pages
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
