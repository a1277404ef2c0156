import { Accordion, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { SWMS_HAZARDS_MAX } from '@hivis/contracts';
import { FormSection } from '../../../ui/forms/FormSection';
import { blankHazard } from './activity-form-values';
import type { THazardFormValue } from './activity-form-values';
import { HazardEditor } from './HazardEditor';
import { RiskBadge } from './RiskBadge';
import { ratingSummary } from './risk';

type THazardsSectionProps = {
  value: THazardFormValue[];
  onChange: (next: THazardFormValue[]) => void;
  errors: Record<string, string>;
  /** The uid of the open hazard: one at a time, so a phone shows one hazard's form. */
  open: string | null;
  onOpen: (uid: string | null) => void;
};

/** Errors of hazard `index`, keyed by path under it. */
export function hazardErrors(errors: Record<string, string>, index: number): Record<string, string> {
  const prefix = `hazards.${index}.`;
  const own: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) if (path.startsWith(prefix)) own[path.slice(prefix.length)] = message;
  return own;
}

export function HazardsSection({ value, onChange, errors, open, onOpen }: THazardsSectionProps) {
  const add = () => {
    const hazard = blankHazard();
    onChange([...value, hazard]);
    onOpen(hazard.uid);
  };
  return (
    <FormSection id="activity-hazards" title="Hazards">
      <Text size="sm">Open a hazard to change it. Rate the risk before and after the controls on this site.</Text>
      <Accordion value={open} onChange={onOpen} variant="separated" radius="md" chevronSize={22}>
        {value.map((hazard, index) => {
          const own = hazardErrors(errors, index);
          const after = ratingSummary(hazard.after);
          const hasErrors = Object.keys(own).length > 0;
          return (
            <Accordion.Item key={hazard.uid} value={hazard.uid}>
              <Accordion.Control py={4}>
                {/* Spans only: the control is a button, which holds phrasing content. */}
                <span style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
                  <Text fw={700} component="span">
                    {hazard.hazard.trim() || `Hazard ${index + 1}`}
                  </Text>
                  <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                    {after && <RiskBadge band={after.band} score={after.score} prefix="After:" />}
                    {hasErrors && (
                      <Text size="sm" fw={600} c="red.9" component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                        <IconAlertTriangle size={18} aria-hidden />
                        Needs attention
                      </Text>
                    )}
                  </span>
                </span>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="md">
                  <HazardEditor value={hazard} onChange={(next) => onChange(value.map((item, position) => (position === index ? next : item)))} errors={own} />
                  <Button
                    type="button"
                    variant="subtle"
                    color="red.9"
                    c="red.9"
                    size="md"
                    leftSection={<IconTrash size={20} aria-hidden />}
                    style={{ alignSelf: 'flex-start' }}
                    onClick={() => onChange(value.filter((_, position) => position !== index))}
                  >
                    Remove this hazard
                  </Button>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          );
        })}
      </Accordion>
      {errors.hazards && (
        <Text size="sm" c="red.9" role="alert">
          {errors.hazards}
        </Text>
      )}
      <Button
        type="button"
        variant="light"
        size="md"
        leftSection={<IconPlus size={20} aria-hidden />}
        onClick={add}
        disabled={value.length >= SWMS_HAZARDS_MAX}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a hazard
      </Button>
    </FormSection>
  );
}
