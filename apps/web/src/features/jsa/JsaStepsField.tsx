import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconArrowDown, IconArrowUp, IconChevronDown, IconChevronRight, IconPlus, IconTrash } from '@tabler/icons-react';
import { JSA_LIMITS } from '@hivis/contracts';
import { moveItem } from '../swms-library/activity-editor/activity-form-values';
import { RiskBadge } from '../swms-library/activity-editor/RiskBadge';
import { highestBand } from '../swms-library/activity-editor/risk';
import { blankHazard, blankStep, errorsUnder } from './jsa-form-values';
import type { TJsaHazardValue, TJsaStepValue } from './jsa-form-values';
import { JsaHazardEditor } from './JsaHazardEditor';

/*
 * The task's steps, in the order they are done. Each step folds away to one line (its number,
 * what is done, its worst risk after controls, and whether something needs fixing), so a phone
 * shows the step being worked on; steps move up and down with big buttons, not by dragging.
 */

type TJsaStepsFieldProps = {
  value: TJsaStepValue[];
  /** `changed` is the path that changed ("steps.1.hazards"): its own errors go. */
  onChange: (next: TJsaStepValue[], changed: string) => void;
  errors: Record<string, unknown>;
  /** The keys of the open steps. */
  open: string[];
  onOpen: (open: string[]) => void;
};

const focusSoon = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

export function JsaStepsField({ value, onChange, errors, open, onOpen }: TJsaStepsFieldProps) {
  const toggle = (uid: string) => onOpen(open.includes(uid) ? open.filter((key) => key !== uid) : [...open, uid]);
  const setStep = (index: number, step: TJsaStepValue, changed: string) =>
    onChange(
      value.map((item, position) => (position === index ? step : item)),
      `steps.${index}.${changed}`,
    );
  const addStep = () => {
    const step = blankStep();
    onChange([...value, step], 'steps');
    onOpen([...open, step.uid]);
    focusSoon(`${step.uid}-description`);
  };
  const stepsError = typeof errors.steps === 'string' ? errors.steps : null;

  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Text fw={500} size="lg" component="h2" m={0}>
          Steps
        </Text>
        <Text size="sm" c="dimmed">
          Break the task into the steps you do, in order. For each step, list what could hurt someone and how you stop it.
        </Text>
      </Stack>
      <Stack gap="sm" component="ol" aria-label="Steps" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {value.map((step, index) => {
          const number = index + 1;
          const isOpen = open.includes(step.uid);
          const own = errorsUnder(errors, `steps.${index}.`);
          const problem = Object.keys(own).length > 0;
          const worst = highestBand(step.hazards.map((hazard) => hazard.after));
          const panelId = `${step.uid}-panel`;
          return (
            <Paper key={step.uid} component="li" withBorder radius="md" style={problem ? { borderColor: 'var(--mantine-color-red-8)' } : undefined}>
              <UnstyledButton
                type="button"
                onClick={() => toggle(step.uid)}
                aria-expanded={isOpen}
                aria-controls={panelId}
                w="100%"
                p="sm"
                style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 56 }}
              >
                {isOpen ? (
                  <IconChevronDown size={22} aria-hidden style={{ flexShrink: 0 }} />
                ) : (
                  <IconChevronRight size={22} aria-hidden style={{ flexShrink: 0 }} />
                )}
                <span style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0, flexGrow: 1 }}>
                  <Text fw={700} component="span">
                    Step {number}
                  </Text>
                  {step.description.trim() !== '' && (
                    <Text component="span" size="sm" lineClamp={isOpen ? undefined : 2} style={{ overflowWrap: 'anywhere' }}>
                      {step.description}
                    </Text>
                  )}
                  <span style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
                    <Text component="span" size="sm">
                      <VisuallyHidden>, </VisuallyHidden>
                      {step.hazards.length === 1 ? '1 hazard' : `${step.hazards.length} hazards`}
                    </Text>
                    {worst && <RiskBadge band={worst} prefix="After:" />}
                    {problem && (
                      <Text size="sm" fw={600} c="red.9" component="span" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
                        <IconAlertTriangle size={18} aria-hidden />
                        Needs attention
                      </Text>
                    )}
                  </span>
                </span>
              </UnstyledButton>
              {isOpen && (
                <Stack gap="md" p="sm" pt={0} id={panelId}>
                  <Textarea
                    id={`${step.uid}-description`}
                    label={`Step ${number}: what is done`}
                    description="For example ‘Cut tiles with the wet saw in the cutting area’."
                    size="lg"
                    required
                    withAsterisk={false}
                    autosize
                    minRows={2}
                    maxLength={JSA_LIMITS.text}
                    value={step.description}
                    onChange={(event) => setStep(index, { ...step, description: event.currentTarget.value }, 'description')}
                    error={own.description}
                  />
                  <StepHazards step={step} number={number} errors={own} onChange={(hazards, changed) => setStep(index, { ...step, hazards }, changed)} />
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Group gap="xs">
                      <ActionIcon
                        variant="default"
                        size={48}
                        aria-label={`Move step ${number} up`}
                        disabled={index === 0}
                        onClick={() => onChange(moveItem(value, index, -1), 'steps')}
                      >
                        <IconArrowUp size={24} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="default"
                        size={48}
                        aria-label={`Move step ${number} down`}
                        disabled={index === value.length - 1}
                        onClick={() => onChange(moveItem(value, index, 1), 'steps')}
                      >
                        <IconArrowDown size={24} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <Button
                      type="button"
                      variant="subtle"
                      color="red.9"
                      c="red.9"
                      size="md"
                      leftSection={<IconTrash size={20} aria-hidden />}
                      aria-label={`Remove step ${number}`}
                      onClick={() =>
                        onChange(
                          value.filter((_, position) => position !== index),
                          'steps',
                        )
                      }
                    >
                      Remove step
                    </Button>
                  </Group>
                </Stack>
              )}
            </Paper>
          );
        })}
      </Stack>
      {stepsError && (
        <Text size="sm" c="red.9" role="alert">
          {stepsError}
        </Text>
      )}
      <Button
        type="button"
        variant="light"
        size="lg"
        leftSection={<IconPlus size={22} aria-hidden />}
        onClick={addStep}
        disabled={value.length >= JSA_LIMITS.steps}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a step
      </Button>
    </Stack>
  );
}

type TStepHazardsProps = {
  step: TJsaStepValue;
  number: number;
  /** Errors under the step ("hazards.0.hazard", "hazards"). */
  errors: Record<string, string>;
  onChange: (hazards: TJsaHazardValue[], changed: string) => void;
};

function StepHazards({ step, number, errors, onChange }: TStepHazardsProps) {
  const add = () => {
    const hazard = blankHazard();
    onChange([...step.hazards, hazard], 'hazards');
    focusSoon(`${hazard.uid}-hazard`);
  };
  return (
    <Stack gap="sm">
      {step.hazards.map((hazard, index) => (
        <JsaHazardEditor
          key={hazard.uid}
          idPrefix={hazard.uid}
          name={`Hazard ${index + 1} of step ${number}`}
          value={hazard}
          errors={errorsUnder(errors, `hazards.${index}.`)}
          onChange={(next, field) =>
            onChange(
              step.hazards.map((item, position) => (position === index ? next : item)),
              `hazards.${index}.${field}`,
            )
          }
          onRemove={() =>
            onChange(
              step.hazards.filter((_, position) => position !== index),
              'hazards',
            )
          }
        />
      ))}
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
        disabled={step.hazards.length >= JSA_LIMITS.hazardsPerStep}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a hazard to step {number}
      </Button>
    </Stack>
  );
}
