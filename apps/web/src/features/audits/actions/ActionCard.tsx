import { Alert, Anchor, Badge, Group, Image, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import type { TAuditAction } from '@hivis/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { PhonePhoto } from '../../../offline/attachments/PendingAttachments';
import { RefusedAction } from '../../../offline/RefusedAction';
import type { TQueuedCommand } from '../../../offline/outbox/queued-command';
import { useOnline } from '../../../offline/use-online';
import { ActionDoneOrEditButtons } from '../../../ui/ActionDoneOrEditButtons';
import { afterFirstScreen } from '../../../ui/after-first-screen';
import { formatDate, formatTime } from '../../../ui/dates';
import { PRIORITY_WORDS, dueWords, isOverdue, placeWords } from './action-words';

/*
 * One action: what is wrong, where, who has it and when it is due (Overdue in red once past), or,
 * done, who did it and when with the photo of the fix. On site its Mark done opens the photo and
 * note; a done saved on this phone shows as such until it is sent, and a refusal says why.
 */

/*
 * The forms are not needed to read the list. Mark done (the camera, mark-up and recorder code of the
 * audit screen) loads once the page is drawn and the browser is idle, so it opens on site with no
 * signal; Edit, for account holders at a desk, when first tapped.
 */
const loadMarkDone = () => import('./MarkDoneForm');
const MarkDoneForm = lazy(() => loadMarkDone().then((module) => ({ default: module.MarkDoneForm })));
void afterFirstScreen().then(loadMarkDone);
const EditActionForm = lazy(() => import('./EditActionForm').then((module) => ({ default: module.EditActionForm })));

type TActionCardProps = {
  action: TAuditAction;
  /** Today on the company's calendar (YYYY-MM-DD). */
  today: string;
  /** Its "done" waiting on this phone, or refused by the server. */
  pending: TQueuedCommand | undefined;
  canClose: boolean;
  canEdit: boolean;
  titleOrder: 3 | 4;
};

/** Urgent and high stand out (filled, dark enough for white text); the rest are outlined. */
function PriorityBadge({ priority }: { priority: TAuditAction['priority'] }) {
  const words = PRIORITY_WORDS[priority];
  if (!words) return null;
  const strong = priority === 'urgent' || priority === 'high';
  return (
    <Badge color={priority === 'urgent' ? 'red.9' : priority === 'high' ? 'orange.9' : 'gray.7'} variant={strong ? 'filled' : 'outline'} size="md">
      {words}
    </Badge>
  );
}

function DoneLine({ action }: { action: TAuditAction }) {
  const { done } = action;
  if (!done) return null;
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      {done.fixPhoto && (
        <Anchor href={done.fixPhoto.inlineUrl} target="_blank" rel="noreferrer" style={{ flexShrink: 0 }}>
          <Image src={done.fixPhoto.inlineUrl} alt={`Photo of the fix: ${action.title}`} w={96} h={96} fit="cover" radius="sm" loading="lazy" />
        </Anchor>
      )}
      <Stack gap={2}>
        <Text size="sm">
          Done by {done.by?.name ?? 'someone who has left'} on {formatDate(done.on)} at {formatTime(done.on)}
        </Text>
        {done.note && <Text size="sm">“{done.note}”</Text>}
      </Stack>
    </Group>
  );
}

/** A done saved on this phone: its photo and where it stands. */
function SavedOnPhone({ command }: { command: TQueuedCommand }) {
  const online = useOnline();
  const photo = command.files?.[0]?.blob;
  return (
    <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Saved on this phone" data-testid="action-done-pending">
      <Group gap="sm" wrap="nowrap">
        {photo && <PhonePhoto photo={photo} alt="Photo of the fix, waiting to send" />}
        <Text size="sm">{online ? 'Marked done. Sending now.' : 'Marked done. It is sent by itself when you have signal.'}</Text>
      </Group>
    </Alert>
  );
}

export function ActionCard({ action, today, pending, canClose, canEdit, titleOrder }: TActionCardProps) {
  const titleId = useId();
  const [opened, setOpened] = useState<'done' | 'edit' | null>(null);
  const place = placeWords(action);
  const open = action.status === 'open' && pending === undefined;
  const overdue = open && isOverdue(action, today);

  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={titleOrder} fz="lg" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {action.title}
          </Title>
          <Group gap={6}>
            <PriorityBadge priority={action.priority} />
            {action.status === 'done' && (
              <Badge color="teal.9" size="md">
                Done
              </Badge>
            )}
          </Group>
        </Group>
        {action.details && <Text>What was wrong: {action.details}</Text>}
        {place && (
          <Text size="sm" c="dimmed">
            {place}
          </Text>
        )}
        <Text size="sm">Given to {action.assignedTo?.name ?? 'nobody'}</Text>
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
        <DoneLine action={action} />
        {pending?.state === 'waiting' && <SavedOnPhone command={pending} />}
        {pending?.state === 'needs-attention' && <RefusedAction command={pending} title="This action was not marked done" />}
        <Suspense fallback={<Loader size="sm" aria-label="Loading the form" />}>
          {open && opened === 'done' && <MarkDoneForm action={action} onClose={() => setOpened(null)} />}
          {open && opened === 'edit' && <EditActionForm action={action} onClose={() => setOpened(null)} />}
        </Suspense>
        {open && opened === null && <ActionDoneOrEditButtons canClose={canClose} canEdit={canEdit} onChoose={setOpened} />}
      </Stack>
    </Paper>
  );
}
