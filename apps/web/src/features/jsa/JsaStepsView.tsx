import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { CONTROL_LEVELS } from '@hivis/contracts';
import type { TJsa } from '@hivis/contracts';
import { RiskBadge } from '../swms-library/activity-editor/RiskBadge';
import { ratingSummary } from '../swms-library/activity-editor/risk';

/*
 * The task's steps as the crew reads them before signing: each step, what could hurt someone in
 * it, the risk before and after the controls (colour and words, as the SWMS shows them), and each
 * control with its place in the hierarchy of controls.
 */

const levelLabel = (level: string): string => CONTROL_LEVELS.find((item) => item.code === level)?.label ?? level;

export function JsaStepsView({ steps }: { steps: TJsa['content']['steps'] }) {
  return (
    <Stack gap="md" component="ol" aria-label="Steps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {steps.map((step, index) => (
        <Stack key={index} gap="sm" component="li">
          <Stack gap={2}>
            <Title order={3} fz="h4">
              Step {index + 1}
            </Title>
            <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{step.description}</Text>
          </Stack>
          {step.hazards.map((hazard, position) => {
            const before = ratingSummary(hazard.before);
            const after = ratingSummary(hazard.after);
            return (
              <Paper key={position} withBorder p="sm" radius="md">
                <Stack gap="xs">
                  <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                    {hazard.hazard}
                  </Text>
                  <Group gap="xs">
                    {before && <RiskBadge band={before.band} score={before.score} prefix="Before:" />}
                    {after && <RiskBadge band={after.band} score={after.score} prefix="After:" />}
                  </Group>
                  <Text size="sm" fw={600}>
                    Controls
                  </Text>
                  <List size="sm" spacing={4}>
                    {hazard.controls.map((control, at) => (
                      <List.Item key={at} style={{ overflowWrap: 'anywhere' }}>
                        <Text span fw={600} size="sm">
                          {levelLabel(control.level)}:
                        </Text>{' '}
                        {control.text}
                      </List.Item>
                    ))}
                  </List>
                  {hazard.residualReason && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      <Text span fw={600} size="sm">
                        Why nothing stronger is practical:
                      </Text>{' '}
                      {hazard.residualReason}
                    </Text>
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Stack>
      ))}
    </Stack>
  );
}
