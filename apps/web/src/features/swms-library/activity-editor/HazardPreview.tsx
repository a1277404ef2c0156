import { Group, List, Stack, Text } from '@mantine/core';
import { CONTROL_LEVELS, HRCW_LISTS } from '@hivis/contracts';
import type { TControlLevel, THrcwCategory } from '@hivis/contracts';
import { RiskBadge } from './RiskBadge';
import { ratingSummary } from './risk';
import type { TRatingValue } from './risk';

type TPreviewHazard = {
  hazard: string;
  risk: string;
  before: TRatingValue;
  after: TRatingValue;
  controls: { level: TControlLevel; text: string }[];
  monitoring: string;
  responsible: string;
};

const levelLabel = (level: TControlLevel): string => CONTROL_LEVELS.find((item) => item.code === level)?.label ?? level;

const ALL_HRCW: readonly THrcwCategory[] = [...HRCW_LISTS.model_whs, ...HRCW_LISTS.vic_ohs];

/** Plain-English label of an HRCW code from any list. */
export const hrcwLabel = (code: string): string => ALL_HRCW.find((item) => item.code === code)?.label ?? code;

/** Read-only hazards with their ratings and controls, as a library activity offers them. */
export function HazardPreview({ hazards }: { hazards: readonly TPreviewHazard[] }) {
  return (
    <Stack gap="md">
      {hazards.map((hazard, index) => {
        const before = ratingSummary(hazard.before);
        const after = ratingSummary(hazard.after);
        return (
          <Stack key={`${hazard.hazard}-${index}`} gap={6}>
            <Text fw={700}>{hazard.hazard}</Text>
            <Text size="sm">{hazard.risk}</Text>
            <Group gap="xs">
              {before && <RiskBadge band={before.band} score={before.score} prefix="Before:" />}
              {after && <RiskBadge band={after.band} score={after.score} prefix="After:" />}
            </Group>
            <List size="sm" spacing={4}>
              {hazard.controls.map((control, position) => (
                <List.Item key={position}>
                  <Text span fw={600} size="sm">
                    {levelLabel(control.level)}:
                  </Text>{' '}
                  {control.text}
                </List.Item>
              ))}
            </List>
            <Text size="sm">
              <Text span fw={600} size="sm">
                How it is checked:
              </Text>{' '}
              {hazard.monitoring}
            </Text>
            <Text size="sm">
              <Text span fw={600} size="sm">
                Responsible:
              </Text>{' '}
              {hazard.responsible}
            </Text>
          </Stack>
        );
      })}
    </Stack>
  );
}
