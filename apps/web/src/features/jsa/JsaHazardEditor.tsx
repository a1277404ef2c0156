import { Button, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { JSA_LIMITS } from '@hivis/contracts';
import { ControlsEditor } from '../swms-library/activity-editor/ControlsEditor';
import { RiskRatingField } from '../swms-library/activity-editor/RiskRatingField';
import { showResidualReason } from './jsa-form-values';
import type { TJsaHazardValue } from './jsa-form-values';

type TJsaHazardEditorProps = {
  /** "Hazard 2 of step 1": names the hazard for the buttons a screen reader hears. */
  name: string;
  value: TJsaHazardValue;
  /** `field` is the part changed ("hazard", "before", "controls"...): its errors go. */
  onChange: (next: TJsaHazardValue, field: keyof TJsaHazardValue) => void;
  onRemove: () => void;
  /** Errors by path under this hazard ("hazard", "before.likelihood", "controls.0.text", ...). */
  errors: Record<string, string | undefined>;
  /** The input ids start with this, so a new hazard's name can take the focus. */
  idPrefix: string;
};

/**
 * One hazard of a step, with the SWMS builder's own parts: the risk before controls on the 5×5
 * matrix (score and band read back in colour and words), the controls each placed in the hierarchy
 * of controls, the risk after, and why nothing stronger is practical when the rule asks.
 */
export function JsaHazardEditor({ name, value, onChange, onRemove, errors, idPrefix }: TJsaHazardEditorProps) {
  const set = <K extends keyof TJsaHazardValue>(field: K, part: TJsaHazardValue[K]) => onChange({ ...value, [field]: part }, field);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label={name}>
      <Stack gap="md">
        <Text fw={700}>{name}</Text>
        <TextInput
          id={`${idPrefix}-hazard`}
          label="Hazard"
          description="What could hurt someone in this step, for example ‘Cut from the grinder’."
          size="lg"
          required
          autoComplete="off"
          maxLength={JSA_LIMITS.name}
          value={value.hazard}
          onChange={(event) => set('hazard', event.currentTarget.value)}
          error={errors.hazard}
        />
        <RiskRatingField
          legend="Risk before controls"
          value={value.before}
          onChange={(before) => set('before', before)}
          errors={{ likelihood: errors['before.likelihood'], consequence: errors['before.consequence'], rating: errors.before }}
        />
        <ControlsEditor
          hazardName={value.hazard.trim() || name.toLowerCase()}
          value={value.controls}
          onChange={(controls) => set('controls', controls)}
          errors={errors}
        />
        <RiskRatingField
          legend="Risk after controls"
          value={value.after}
          onChange={(after) => set('after', after)}
          errors={{ likelihood: errors['after.likelihood'], consequence: errors['after.consequence'], rating: errors.after }}
        />
        {showResidualReason(value) && (
          <Textarea
            label="Why nothing higher up the hierarchy is practical"
            description="This risk stays High or Extreme with only administrative and PPE controls. Say why it cannot be eliminated, substituted, isolated or engineered out."
            size="lg"
            required
            withAsterisk={false}
            autosize
            minRows={2}
            maxLength={JSA_LIMITS.text}
            value={value.residualReason}
            onChange={(event) => set('residualReason', event.currentTarget.value)}
            error={errors.residualReason}
          />
        )}
        <Button
          type="button"
          variant="subtle"
          color="red.9"
          c="red.9"
          size="md"
          leftSection={<IconTrash size={20} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          aria-label={`Remove ${name.toLowerCase()}`}
          onClick={onRemove}
        >
          Remove hazard
        </Button>
      </Stack>
    </Paper>
  );
}
