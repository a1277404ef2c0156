import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { CONTROL_LEVELS, SWMS_CONTROLS_MAX, SWMS_TEXT_MAX } from '@hivis/contracts';
import type { TControlLevel } from '@hivis/contracts';
import { blankControl, moveItem } from './activity-form-values';
import type { TControlFormValue } from './activity-form-values';

type TControlsEditorProps = {
  /** Names the hazard in button labels, so a screen reader hears which hazard's control moves. */
  hazardName: string;
  value: TControlFormValue[];
  onChange: (next: TControlFormValue[]) => void;
  /** Errors by path under this hazard: "controls", "controls.0.text", ... */
  errors: Record<string, string | undefined>;
};

const levelOptions = [{ value: '', label: 'Choose a level…', disabled: true }, ...CONTROL_LEVELS.map((level) => ({ value: level.code, label: level.label }))];

/** The controls of one hazard, in order, each tagged with its level in the hierarchy of controls. */
export function ControlsEditor({ hazardName, value, onChange, errors }: TControlsEditorProps) {
  const set = (index: number, patch: Partial<TControlFormValue>) =>
    onChange(value.map((control, position) => (position === index ? { ...control, ...patch } : control)));
  const name = hazardName.trim() || 'this hazard';
  return (
    <Stack gap="sm">
      <Text fw={600}>Controls</Text>
      <Text size="sm" c="dimmed">
        Start with the strongest: eliminate the hazard if you can; PPE is the last line of defence.
      </Text>
      {value.map((control, index) => (
        <Paper key={control.uid} withBorder p="sm" radius="sm">
          <Stack gap="xs">
            <NativeSelect
              label={`Control ${index + 1}: level`}
              description={CONTROL_LEVELS.find((level) => level.code === control.level)?.description}
              size="md"
              data={levelOptions}
              value={control.level}
              onChange={(event) => set(index, { level: event.currentTarget.value as TControlLevel | '' })}
              error={errors[`controls.${index}.level`]}
            />
            <Textarea
              label={`Control ${index + 1}: what workers do`}
              size="md"
              autosize
              minRows={2}
              maxLength={SWMS_TEXT_MAX}
              value={control.text}
              onChange={(event) => set(index, { text: event.currentTarget.value })}
              error={errors[`controls.${index}.text`]}
            />
            <Group gap="xs" justify="flex-end">
              <ActionIcon
                variant="default"
                size="xl"
                aria-label={`Move control ${index + 1} of ${name} up`}
                disabled={index === 0}
                onClick={() => onChange(moveItem(value, index, -1))}
              >
                <IconArrowUp size={22} aria-hidden />
              </ActionIcon>
              <ActionIcon
                variant="default"
                size="xl"
                aria-label={`Move control ${index + 1} of ${name} down`}
                disabled={index === value.length - 1}
                onClick={() => onChange(moveItem(value, index, 1))}
              >
                <IconArrowDown size={22} aria-hidden />
              </ActionIcon>
              <Button
                type="button"
                variant="subtle"
                color="red.9"
                c="red.9"
                size="md"
                leftSection={<IconTrash size={20} aria-hidden />}
                aria-label={`Remove control ${index + 1} of ${name}`}
                onClick={() => onChange(value.filter((_, position) => position !== index))}
              >
                Remove
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {errors.controls && (
        <Text size="sm" c="red.9" role="alert">
          {errors.controls}
        </Text>
      )}
      <Button
        type="button"
        variant="light"
        size="md"
        leftSection={<IconPlus size={20} aria-hidden />}
        disabled={value.length >= SWMS_CONTROLS_MAX}
        onClick={() => onChange([...value, blankControl()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a control
      </Button>
    </Stack>
  );
}
