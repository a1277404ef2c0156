import { Alert, Anchor, Text } from '@mantine/core';
import { IconArmchair2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CHANGE_PLAN_PATH } from './employee-paths';

/** The server's seat message, with the way out: more seats on the plan. */
export function SeatFullAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="orange" icon={<IconArmchair2 aria-hidden />} title="No seat left for this role">
      <Text size="sm">{message}</Text>
      <Anchor component={Link} to={CHANGE_PLAN_PATH} fw={600} style={{ display: 'inline-flex', minHeight: 44, alignItems: 'center' }}>
        Change plan or add seats
      </Anchor>
    </Alert>
  );
}

/** A role error from the server that is about seats (assertSeatAvailable), not a missing choice. */
export const isSeatMessage = (message: string | undefined | null): message is string => Boolean(message && /seat/i.test(message));
