import { Badge, Button, Collapse, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { TLibraryActivity } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { HazardPreview, hrcwLabel } from '../activity-editor/HazardPreview';
import { RiskBadge } from '../activity-editor/RiskBadge';
import { highestBand } from '../activity-editor/risk';

type TAdminActivityCardProps = {
  activity: TLibraryActivity;
  /** Where "Edit" (or "Review" for a company's row) goes. */
  editTo: string;
  editLabel?: string;
  onDelete?: () => void;
  /** Hazards shown from the start (a single activity under review). */
  expanded?: boolean;
};

/** One library activity as an admin checks it: scope, HRCW, equipment, and its hazards on demand. */
export function AdminActivityCard({ activity, editTo, editLabel = 'Edit', onDelete, expanded = false }: TAdminActivityCardProps) {
  const [open, setOpen] = useState(expanded);
  const worst = highestBand(activity.hazards.map((hazard) => hazard.after));
  const panelId = `hazards-${activity.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={activity.name}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {activity.name}
          </Text>
          <Group gap="xs">
            {!activity.isPublic && <Badge color="gray.7">Private</Badge>}
            {worst && <RiskBadge band={worst} prefix="Highest after controls:" />}
          </Group>
        </Group>
        <Text size="sm" c="dimmed">
          {activity.tradeName} · {activity.scopeName}
        </Text>
        {activity.description && <Text size="sm">{activity.description}</Text>}
        {activity.hrcwCodes.length > 0 && (
          <List size="sm" spacing={2}>
            {activity.hrcwCodes.map((code) => (
              <List.Item key={code}>HRCW: {hrcwLabel(code)}</List.Item>
            ))}
          </List>
        )}
        <Text size="sm">
          <strong>PPE:</strong> {activity.ppe.join(', ')}
        </Text>
        {activity.plant.length > 0 && (
          <Text size="sm">
            <strong>Plant:</strong> {activity.plant.join(', ')}
          </Text>
        )}
        {activity.licences.length > 0 && (
          <Text size="sm">
            <strong>Licences:</strong> {activity.licences.join(', ')}
          </Text>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            variant="subtle"
            size="md"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={panelId}
            leftSection={open ? <IconChevronUp size={20} aria-hidden /> : <IconChevronDown size={20} aria-hidden />}
          >
            {open ? 'Hide' : 'Show'} {activity.hazards.length} {activity.hazards.length === 1 ? 'hazard' : 'hazards'}
          </Button>
          <Button
            component={Link}
            to={editTo}
            variant="light"
            size="md"
            leftSection={<IconPencil size={20} aria-hidden />}
            aria-label={`${editLabel} ${activity.name}`}
          >
            {editLabel}
          </Button>
          {onDelete && (
            <Button
              variant="subtle"
              color="red.9"
              c="red.9"
              size="md"
              leftSection={<IconTrash size={20} aria-hidden />}
              onClick={onDelete}
              aria-label={`Delete ${activity.name}`}
            >
              Delete
            </Button>
          )}
        </Group>
        <Collapse expanded={open} id={panelId}>
          {open && <HazardPreview hazards={activity.hazards} />}
        </Collapse>
      </Stack>
    </Paper>
  );
}
