import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { isPahRoles } from '@hivis/contracts';
import type { TClosureStatus } from '@hivis/contracts';
import { Link, useLocation, useNavigate } from 'react-router';
import { clearAllStorage, getStoredAuth } from '../../api/auth-storage';
import { forgetQueriesOnDevice } from '../../offline/device-cache/keep-queries';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { endServerSession } from '../auth/auth-api';
import { useCurrentUser, useStoredAuth } from '../auth/session';
import { ClosureForm } from './ClosureForm';
import { ClosureNotice } from './ClosureNotice';
import { formatDay, useClosureStatus } from './closure-api';
import { HowToAskForClosure } from './HowToAskForClosure';
import { QueryGate } from '../../ui/QueryGate';

type TClosedState = { closed: { companyName: string; dueOn: string; timeZone?: string } };

function closedStateOf(state: unknown): TClosedState['closed'] | null {
  if (typeof state !== 'object' || state === null || !('closed' in state)) return null;
  const closed = (state as TClosedState).closed;
  return typeof closed?.dueOn === 'string' && typeof closed.companyName === 'string' ? closed : null;
}

/**
 * /delete-account (spec 2.1, public). The account holder closes the company's account here;
 * visitors and staff are told how to ask. After closing, the person is signed out and shown
 * the deletion date (carried in the navigation state, as storage has been cleared).
 */
export function DeleteAccountPage() {
  const auth = useStoredAuth();
  const closed = closedStateOf(useLocation().state);
  const holder = auth !== null && auth.companyId !== null && isPahRoles(auth.roles);
  return (
    <Page title="Close your account" size="sm">
      {closed ? <ClosedConfirmation {...closed} /> : holder ? <AccountHolderClosure /> : <HowToAskForClosure signedIn={auth !== null} />}
    </Page>
  );
}

function AccountHolderClosure() {
  const status = useClosureStatus();
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const timeZone = user?.company?.timeZone;

  const signOutAndShow = (answer: TClosureStatus) => {
    // The server has already ended every session of the company; this clears the browser's copy.
    const stored = getStoredAuth();
    if (stored?.refreshToken) void endServerSession(stored.refreshToken).catch(() => undefined);
    clearAllStorage();
    queryClient.clear();
    if (stored) void forgetQueriesOnDevice(stored.id);
    const closed: TClosedState['closed'] = { companyName: answer.companyName, dueOn: answer.dueOn ?? '', timeZone };
    void navigate('/delete-account', { replace: true, state: { closed } });
  };

  return (
    <QueryGate query={status} loading={<PageLoader label="Loading your account…" />} errorTitle="Your account did not load">
      {(current) => {
        if (current.closing) {
          return (
            <Stack gap="md">
              <ClosureNotice />
            </Stack>
          );
        }
        return <ClosureForm status={current} timeZone={timeZone} onClosed={signOutAndShow} />;
      }}
    </QueryGate>
  );
}

function ClosedConfirmation({ companyName, dueOn, timeZone }: TClosedState['closed']) {
  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Your account is closed" role="status">
        <Stack gap="xs">
          <Text size="sm">
            The account of {companyName} is closed and you have been signed out. All of its data will be deleted for good on{' '}
            <strong>{formatDay(dueOn, timeZone)}</strong>.
          </Text>
          <Text size="sm">We have emailed the account holders the date. Changed your mind? Sign in before then and choose ‘Keep my account’.</Text>
        </Stack>
      </Alert>
      <Group>
        <Button component={Link} to="/auth/login" variant="default">
          Sign in
        </Button>
      </Group>
    </Stack>
  );
}
