import { Stack, Textarea, TextInput } from '@mantine/core';
import { SWMS_NAME_MAX, SWMS_TEXT_MAX } from '@hivis/contracts';
import { showResidualReason } from './activity-form-values';
import type { THazardFormValue } from './activity-form-values';
import { ControlsEditor } from './ControlsEditor';
import { RiskRatingField } from './RiskRatingField';

type THazardEditorProps = {
  value: THazardFormValue;
  onChange: (next: THazardFormValue) => void;
  /** Errors by path under this hazard ("hazard", "before.likelihood", "controls.0.text", ...). */
  errors: Record<string, string | undefined>;
};

/** One hazard: what it is, the risk before, the controls, how they are checked, the risk after. */
export function HazardEditor({ value, onChange, errors }: THazardEditorProps) {
  const set = (patch: Partial<THazardFormValue>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="md">
      <TextInput
        label="Hazard"
        description="For example ‘Fall from the roof edge’."
        size="md"
        required
        maxLength={SWMS_NAME_MAX}
        value={value.hazard}
        onChange={(event) => set({ hazard: event.currentTarget.value })}
        error={errors.hazard}
      />
      <Textarea
        label="What could happen"
        description="Who could be hurt and how."
        size="md"
        required
        autosize
        minRows={2}
        maxLength={SWMS_TEXT_MAX}
        value={value.risk}
        onChange={(event) => set({ risk: event.currentTarget.value })}
        error={errors.risk}
      />
      <RiskRatingField
        legend="Risk before controls"
        value={value.before}
        onChange={(before) => set({ before })}
        errors={{ likelihood: errors['before.likelihood'], consequence: errors['before.consequence'], rating: errors.before }}
      />
      <ControlsEditor hazardName={value.hazard} value={value.controls} onChange={(controls) => set({ controls })} errors={errors} />
      <Textarea
        label="How the controls are checked"
        description="Who looks at what, and when. For example ‘Supervisor checks harness tags at pre-start’."
        size="md"
        required
        autosize
        minRows={2}
        maxLength={SWMS_TEXT_MAX}
        value={value.monitoring}
        onChange={(event) => set({ monitoring: event.currentTarget.value })}
        error={errors.monitoring}
      />
      <RiskRatingField
        legend="Risk after controls"
        value={value.after}
        onChange={(after) => set({ after })}
        errors={{ likelihood: errors['after.likelihood'], consequence: errors['after.consequence'], rating: errors.after }}
      />
      {showResidualReason(value) && (
        <Textarea
          label="Why nothing higher up the hierarchy is practical"
          description="This risk stays High or Extreme with only administrative and PPE controls. Say why it cannot be eliminated, substituted, isolated or engineered out."
          size="md"
          required
          autosize
          minRows={2}
          maxLength={SWMS_TEXT_MAX}
          value={value.residualReason}
          onChange={(event) => set({ residualReason: event.currentTarget.value })}
          error={errors.residualReason}
        />
      )}
      <TextInput
        label="Responsible"
        description="The role that makes sure it happens, for example ‘Site supervisor’."
        size="md"
        required
        maxLength={SWMS_NAME_MAX}
        value={value.responsible}
        onChange={(event) => set({ responsible: event.currentTarget.value })}
        error={errors.responsible}
      />
    </Stack>
  );
}
