import { Badge, Button, Checkbox, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import type { TLibraryActivity } from '@hivis/contracts';
import { useState } from 'react';
import { activitySummary, hazardCountLabel } from './activity-groups';
import { HazardPreview, hrcwLabel } from '../../swms-library/activity-editor/HazardPreview';
import { RiskBadge } from '../../swms-library/activity-editor/RiskBadge';

type TLibraryActivityCardProps = {
  activity: TLibraryActivity;
  ticked: boolean;
  onToggle: (ticked: boolean) => void;
};

/** One library activity to tick: what it is, its high-risk work, and its hazards on demand. */
export function LibraryActivityCard({ activity, ticked, onToggle }: TLibraryActivityCardProps) {
  const [open, setOpen] = useState(false);
  const summary = activitySummary(activity);
  const previewId = `preview-${activity.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={ticked ? { borderColor: 'var(--mantine-primary-color-filled)', boxShadow: 'inset 0 0 0 1px var(--mantine-primary-color-filled)' } : undefined}
    >
      <Stack gap="sm">
        <Checkbox
          size="md"
          checked={ticked}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          label={
            // The company's own copy can share its name with HiVis's: the badge (part of the name read out) tells them apart.
            <Text fw={700} size="md" component="span">
              {activity.name}
              {activity.isOwn && ' '}
              {activity.isOwn && (
                <Badge component="span" color="blue.8" variant="filled" style={{ verticalAlign: 'middle' }}>
                  Your library
                </Badge>
              )}
            </Text>
          }
          description={activity.description || undefined}
          styles={{ body: { alignItems: 'flex-start' } }}
        />
        {activity.hrcwCodes.length > 0 && (
          <Group gap={6} aria-label="High-risk construction work">
            {activity.hrcwCodes.map((code) => (
              <Badge key={code} color="red.9" variant="outline" size="md" tt="none" h="auto" py={2} styles={{ label: { whiteSpace: 'normal' } }}>
                High-risk: {hrcwLabel(code)}
              </Badge>
            ))}
          </Group>
        )}
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="xs">
            <Text size="sm">{hazardCountLabel(summary.hazardCount)}</Text>
            {summary.residual && <RiskBadge band={summary.residual} prefix="Highest after controls:" />}
          </Group>
          <Button
            type="button"
            variant="subtle"
            size="md"
            onClick={() => setOpen((value) => !value)}
            aria-expanded={open}
            aria-controls={previewId}
            rightSection={open ? <IconChevronUp size={18} aria-hidden /> : <IconChevronDown size={18} aria-hidden />}
          >
            {open ? 'Hide hazards' : 'Show hazards and controls'}
          </Button>
        </Group>
        <Collapse expanded={open} id={previewId}>
          <Paper p="sm" radius="sm" withBorder>
            <HazardPreview hazards={activity.hazards} />
          </Paper>
        </Collapse>
      </Stack>
    </Paper>
  );
}
