import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearAllStorage, getStoredAuth } from '../../api/auth-storage';
import { forgetQueriesOnDevice } from '../../offline/device-cache/keep-queries';
import { discardCommand, sendOutbox } from '../../offline/outbox/outbox';
import { useOutbox } from '../../offline/outbox/use-outbox';
import { useOnline } from '../../offline/use-online';
import { Page } from '../../ui/Page';
import { usePageTitle } from '../../ui/page-title';
import { PageLoader } from '../../ui/PageLoader';
import { endServerSession } from './auth-api';

/**
 * /auth/logout and /logout: end the session on the server, clear all local storage (spec 3) and
 * go to the login page. Without a connection the server session simply expires on its own, so
 * signing out here never waits on the network. With actions still saved on this phone and not
 * sent, it stops first: they would be sent only once this person signs in again, so they choose
 * to stay (and send them when there is signal) or to discard them on purpose.
 */
export function LogoutPage() {
  usePageTitle('Signing out');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const userId = getStoredAuth()?.id ?? null;
  const outbox = useOutbox(userId);
  // A link's actions (a SWMS signed from a mailed link) need no sign-in to be sent: they do not hold it.
  const unsent = [...outbox.waiting, ...outbox.needsAttention].filter((command) => command.userId !== null);
  const [discarding, setDiscarding] = useState(false);
  const online = useOnline();
  const mustAsk = outbox.loaded && unsent.length > 0 && !discarding;

  useEffect(() => {
    if (!outbox.loaded || mustAsk) return;
    const refreshToken = getStoredAuth()?.refreshToken;
    if (refreshToken) void endServerSession(refreshToken).catch(() => undefined);
    clearAllStorage();
    queryClient.clear();
    // What this person saw leaves the phone with them (a shared phone, the next person).
    if (userId) void forgetQueriesOnDevice(userId);
    void navigate('/auth/login', { replace: true });
  }, [outbox.loaded, mustAsk, queryClient, navigate, userId]);

  if (!mustAsk) return <PageLoader label="Signing out…" />;
  const discardAll = async () => {
    setDiscarding(true);
    for (const command of unsent) await discardCommand(command.id);
  };
  return (
    <Page title="Not signed out yet" size="sm">
      <Stack gap="md">
        <Alert color="orange" role="alert" title={`${unsent.length === 1 ? '1 action' : `${unsent.length} actions`} saved on this phone not sent yet`}>
          <List size="sm" mb="sm">
            {unsent.map((command) => (
              <List.Item key={command.id}>
                {command.label}
                {command.problem ? `: not recorded. ${command.problem}` : ''}
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            {online ? 'Stay signed in while they are sent.' : 'Stay signed in until you have signal: they are sent then.'} If you sign out now they are lost.
          </Text>
        </Alert>
        <Group>
          <Button
            size="md"
            onClick={() => {
              void sendOutbox();
              void navigate(-1);
            }}
          >
            Stay signed in
          </Button>
          <Button size="md" variant="default" color="red" onClick={() => void discardAll()}>
            Discard them and sign out
          </Button>
        </Group>
      </Stack>
    </Page>
  );
}
