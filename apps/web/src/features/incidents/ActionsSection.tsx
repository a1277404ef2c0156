import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TIncidentDetails } from '@hivis/contracts';
import { useState } from 'react';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { ActionForm } from './ActionForm';
import { IncidentActionCard } from './IncidentActionCard';
import { todayOnPhone } from './local-time';

/*
 * What will change so it does not happen again: each action with its owner and due day. Account
 * holders add and change them; whoever an action is given to marks it done, on site.
 */

type TActionsSectionProps = {
  incident: TIncidentDetails;
  /** "Done" saved on this phone, by action. */
  pendingDone: Map<string, TQueuedCommand>;
  /** The signed-in person: the owner of an action may mark it done. */
  userId: string | null;
  /** The person may mark actions done at all (their role and the company's features). */
  mayClose: boolean;
  canManage: boolean;
};

export function ActionsSection({ incident, pendingDone, userId, mayClose, canManage }: TActionsSectionProps) {
  const [adding, setAdding] = useState(false);
  const today = todayOnPhone();
  return (
    <Stack gap="sm">
      {incident.actions.length === 0 && !adding && <Text c="dimmed">No corrective actions yet.</Text>}
      {incident.actions.map((action) => (
        <IncidentActionCard
          key={action.id}
          incidentId={incident.id}
          action={action}
          today={today}
          pending={pendingDone.get(action.id)}
          canClose={mayClose && userId !== null && action.owner?.id === userId}
          canEdit={canManage}
        />
      ))}
      {canManage &&
        (adding ? (
          <ActionForm incidentId={incident.id} action={null} onClose={() => setAdding(false)} />
        ) : (
          <Button variant="default" size="md" leftSection={<IconPlus size={20} aria-hidden />} onClick={() => setAdding(true)} w="fit-content">
            Add a corrective action
          </Button>
        ))}
    </Stack>
  );
}
