import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { TIncidentAction } from '@hivis/contracts';
import { useId, useState } from 'react';
import { RefusedAction } from '../../offline/RefusedAction';
import type { TQueuedCommand } from '../../offline/outbox/queued-command';
import { useOnline } from '../../offline/use-online';
import { ActionDoneOrEditButtons } from '../../ui/ActionDoneOrEditButtons';
import { ActionForm } from './ActionForm';
import { dueWords, isOverdue } from './action-words';
import { whenWords } from './incident-words';
import { MarkActionDoneForm } from './MarkActionDoneForm';

/*
 * One corrective action: what will be done, who has it, when it is due (Overdue in red once
 * past), or, done, who did it and when. Its owner marks it done on site; a done saved on this
 * phone shows as such until sent, and a refusal says why. Account holders change it.
 */

type TIncidentActionCardProps = {
  incidentId: string;
  action: TIncidentAction;
  /** Today on the phone's calendar (YYYY-MM-DD). */
  today: string;
  pending: TQueuedCommand | undefined;
  canClose: boolean;
  canEdit: boolean;
};

function SavedOnPhone() {
  const online = useOnline();
  return (
    <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Saved on this phone" data-testid="action-done-pending">
      {online ? 'Marked done. Sending now.' : 'Marked done. It is sent by itself when you have signal.'}
    </Alert>
  );
}

export function IncidentActionCard({ incidentId, action, today, pending, canClose, canEdit }: TIncidentActionCardProps) {
  const titleId = useId();
  const [opened, setOpened] = useState<'done' | 'edit' | null>(null);
  const open = action.status === 'open' && pending === undefined;
  const overdue = open && isOverdue(action, today);

  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {action.description}
          </Title>
          <Badge
            color={action.status === 'done' ? 'teal.9' : 'gray.7'}
            variant={action.status === 'done' ? 'filled' : 'outline'}
            size="md"
            style={{ flexShrink: 0 }}
          >
            {action.status === 'done' ? 'Done' : 'Open'}
          </Badge>
        </Group>
        <Text size="sm">Given to {action.owner?.name ?? 'someone who has left'}</Text>
        {action.status === 'open' && (
          <Group gap={6}>
            <Text size="sm">{dueWords(action.dueOn, today)}</Text>
            {overdue && (
              <Text size="sm" fw={700} c="red.9">
                Overdue
              </Text>
            )}
          </Group>
        )}
        {action.done && (
          <Stack gap={2}>
            <Text size="sm">
              Done by {action.done.by?.name ?? 'someone who has left'} on {whenWords(action.done.on)}
            </Text>
            {action.done.note && <Text size="sm">“{action.done.note}”</Text>}
          </Stack>
        )}
        {pending?.state === 'waiting' && <SavedOnPhone />}
        {pending?.state === 'needs-attention' && <RefusedAction command={pending} title="This action was not marked done" />}
        {open && opened === 'done' && <MarkActionDoneForm incidentId={incidentId} action={action} onClose={() => setOpened(null)} />}
        {open && opened === 'edit' && <ActionForm incidentId={incidentId} action={action} onClose={() => setOpened(null)} />}
        {open && opened === null && <ActionDoneOrEditButtons canClose={canClose} canEdit={canEdit} onChoose={setOpened} />}
      </Stack>
    </Paper>
  );
}
