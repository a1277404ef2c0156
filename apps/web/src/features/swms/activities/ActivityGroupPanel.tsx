import { Badge, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TSwmsDocumentActivity } from '@hivis/contracts';
import { activitySummary, hazardCountLabel } from './activity-groups';
import type { TActivityGroup } from './activity-groups';
import { RiskBadge } from '../../swms-library/activity-editor/RiskBadge';

type TActivityGroupPanelProps = {
  group: TActivityGroup;
  onToggle: () => void;
  onCustomise: (activity: TSwmsDocumentActivity) => void;
  onRemove: (activity: TSwmsDocumentActivity) => void;
  busy: boolean;
};

/** One trade's activities on the SWMS; the heading opens and closes the group. */
export function ActivityGroupPanel({ group, onToggle, onCustomise, onRemove, busy }: TActivityGroupPanelProps) {
  const listId = `group-${group.id.replace(/[^a-z0-9]+/gi, '-')}`;
  const count = group.workActivityList.length;
  return (
    <Paper withBorder radius="md" component="section" aria-labelledby={`${listId}-heading`}>
      <h2 id={`${listId}-heading`} style={{ margin: 0 }}>
        <UnstyledButton onClick={onToggle} aria-expanded={!group.isCollapse} aria-controls={listId} w="100%" p="md" mih={56}>
          {/* Spans only: a button holds phrasing content. */}
          <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
            <Text fw={700} fz="lg" component="span">
              {group.name}
            </Text>
            <span style={{ display: 'flex', alignItems: 'center', gap: 6, flexShrink: 0 }}>
              <Text size="sm" component="span">
                {count === 1 ? '1 activity' : `${count} activities`}
              </Text>
              {group.isCollapse ? <IconChevronRight size={22} aria-hidden /> : <IconChevronDown size={22} aria-hidden />}
            </span>
          </span>
        </UnstyledButton>
      </h2>
      <Collapse expanded={!group.isCollapse} id={listId}>
        <Stack gap={0}>
          {group.workActivityList.map((activity) => (
            <ActivityRow key={activity.key} activity={activity} onCustomise={() => onCustomise(activity)} onRemove={() => onRemove(activity)} busy={busy} />
          ))}
        </Stack>
      </Collapse>
    </Paper>
  );
}

function ActivityRow({
  activity,
  onCustomise,
  onRemove,
  busy,
}: {
  activity: TSwmsDocumentActivity;
  onCustomise: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const summary = activitySummary(activity);
  return (
    <Stack gap="xs" p="md" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
      <Stack gap={2}>
        <Text fw={700}>{activity.name}</Text>
        {activity.scopeName && (
          <Text size="sm" c="dimmed">
            {activity.scopeName}
          </Text>
        )}
      </Stack>
      <Group gap="xs">
        <Text size="sm">{hazardCountLabel(summary.hazardCount)}</Text>
        {summary.residual && <RiskBadge band={summary.residual} prefix="Highest after controls:" />}
        {activity.hrcwCodes.length > 0 && (
          <Badge color="red.9" variant="outline" size="md" tt="none">
            High-risk work
          </Badge>
        )}
      </Group>
      <Group gap="sm">
        <Button
          type="button"
          size="md"
          variant="default"
          leftSection={<IconPencil size={20} aria-hidden />}
          onClick={onCustomise}
          aria-label={`Customise ${activity.name}`}
        >
          Customise
        </Button>
        <Button
          type="button"
          size="md"
          variant="subtle"
          color="red.9"
          c="red.9"
          leftSection={<IconTrash size={20} aria-hidden />}
          onClick={onRemove}
          disabled={busy}
          aria-label={`Remove ${activity.name}`}
        >
          Remove
        </Button>
      </Group>
    </Stack>
  );
}
