import { Anchor, Group, Progress, Stack, Text } from '@mantine/core';
import { ROLE_GROUP_NAMES } from '@hivis/contracts';
import type { TCurrentPlan } from '@hivis/contracts';
import { Link } from 'react-router';
import { FormSection } from '../../ui/forms/FormSection';

const SEAT_ROWS = [
  { key: 'pah', label: ROLE_GROUP_NAMES.PAH },
  { key: 'sah', label: ROLE_GROUP_NAMES.SAH },
  { key: 'nah', label: ROLE_GROUP_NAMES.NAH },
] as const;

/** Seats bought against seats in use: a full row explains why an invitation is refused. */
export function SeatsPanel({ seats }: { seats: TCurrentPlan['seats'] }) {
  return (
    <FormSection id="seats" title="User accounts">
      <Stack gap="md">
        {SEAT_ROWS.map(({ key, label }) => {
          const { used, bought } = seats[key];
          const full = bought > 0 && used >= bought;
          return (
            <Stack key={key} gap={4}>
              <Group justify="space-between" wrap="nowrap">
                <Text fw={500}>{label}</Text>
                <Text c={full ? 'red.9' : undefined} fw={full ? 700 : 400}>
                  {used} of {bought} used{full ? ' (full)' : ''}
                </Text>
              </Group>
              <Progress
                value={bought === 0 ? 0 : Math.min(100, (used / bought) * 100)}
                color={full ? 'orange' : 'teal'}
                aria-label={`${label}: ${used} of ${bought} used`}
              />
            </Stack>
          );
        })}
        <Text size="sm">
          Invite, deactivate or change people on{' '}
          <Anchor component={Link} to="/user/manage">
            User Account Management
          </Anchor>
          . To add seats, change your plan below.
        </Text>
      </Stack>
    </FormSection>
  );
}
