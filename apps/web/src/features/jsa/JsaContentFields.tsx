import { Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { JSA_LIMITS } from '@hivis/contracts';
import { TextListField } from '../swms-library/activity-editor/TextListField';
import { errorsWithout } from './jsa-form-values';
import type { TJsaFormValues, TJsaStepValue } from './jsa-form-values';
import { JsaStepsField } from './JsaStepsField';

/*
 * The JSA's own content, the same in the new and the edit form: the task, its steps with their
 * hazards and controls, the PPE and notes. A change takes its own errors away (they are checked
 * again on the next save); moving or removing a step takes every step's, as their numbers change.
 */

type TJsaContentFieldsProps = {
  form: UseFormReturnType<TJsaFormValues>;
  /** The keys of the open steps. */
  openSteps: string[];
  onOpenSteps: (open: string[]) => void;
};

export function JsaContentFields({ form, openSteps, onOpenSteps }: TJsaContentFieldsProps) {
  const setSteps = (steps: TJsaStepValue[], changed: string) => {
    form.setFieldValue('steps', steps);
    form.setErrors((current) => errorsWithout(current, changed));
  };
  const ppeError = form.errors.ppe;
  return (
    <Stack gap="lg">
      <TextInput
        label="Task"
        description="The work at the workface, for example ‘Cut and lift balcony tiles, unit 3’."
        size="lg"
        required
        autoComplete="off"
        maxLength={JSA_LIMITS.name}
        {...form.getInputProps('task')}
      />
      <JsaStepsField value={form.values.steps} onChange={setSteps} errors={form.errors} open={openSteps} onOpen={onOpenSteps} />
      <TextListField
        label="PPE"
        description="What everyone doing the task wears or uses: hard hat, safety glasses, gloves, hearing protection."
        example="Safety glasses"
        value={form.values.ppe}
        onChange={(ppe) => form.setFieldValue('ppe', ppe)}
        error={typeof ppeError === 'string' ? ppeError : undefined}
      />
      <Textarea
        label="Notes (optional)"
        description="Anything else the crew needs to know."
        size="lg"
        autosize
        minRows={2}
        maxLength={2000}
        {...form.getInputProps('notes')}
      />
    </Stack>
  );
}
