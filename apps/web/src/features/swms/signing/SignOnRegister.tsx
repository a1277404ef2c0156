import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TSwmsSignature, TSwmsSigningInvite } from '@hivis/contracts';
import { formatDate, formatTime } from '../../../ui/dates';
import { registerRows, waitingInvites } from './register';

type TSignOnRegisterProps = {
  signatures: TSwmsSignature[];
  currentVersion: number;
  /** Links sent (signed-in view only): open ones are listed as waiting. */
  invites?: TSwmsSigningInvite[];
  headingOrder?: 2 | 3;
};

/** The sign-on register: who signed which version and when; people yet to sign the current version. */
export function SignOnRegister({ signatures, currentVersion, invites = [], headingOrder = 2 }: TSignOnRegisterProps) {
  const rows = registerRows(signatures, currentVersion);
  const askedAgain = new Set(rows.filter((row) => row.askedAgain && row.signerEmail).map((row) => row.signerEmail?.toLowerCase() ?? ''));
  const waiting = waitingInvites(invites, currentVersion, askedAgain);
  return (
    <Stack gap="sm">
      <Title order={headingOrder} fz="h3">
        Sign-on register
      </Title>
      {rows.length === 0 && waiting.length === 0 && <Text c="dimmed">Nobody has signed yet.</Text>}
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row) => (
          <Paper key={row.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600}>{row.signerName}</Text>
                <Text size="sm" c="dimmed">
                  Version {row.version}, signed {formatDate(row.signedAt)} {formatTime(row.signedAt)}
                </Text>
              </Stack>
              {row.version === currentVersion && (
                <Badge color="green" variant="light" size="lg">
                  Signed
                </Badge>
              )}
              {row.askedAgain && (
                <Badge color="orange" variant="light" size="lg">
                  Asked to sign again
                </Badge>
              )}
            </Group>
          </Paper>
        ))}
        {waiting.map((invite) => (
          <Paper key={invite.id} component="li" withBorder p="sm" radius="md">
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Stack gap={0}>
                <Text fw={600} style={{ wordBreak: 'break-all' }}>
                  {invite.email}
                </Text>
                <Text size="sm" c="dimmed">
                  Link sent {formatDate(invite.sentAt)}
                </Text>
              </Stack>
              <Badge color="gray" variant="light" size="lg">
                Waiting to sign
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
