import { Chip, Group, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/*
 * A few things to tick, as chips a thumb can hit: the kinds of incident, the parts of the body.
 * A named group (the label above it), its hint and its error read with each chip.
 */

type TChipChoicesProps<T extends string> = {
  label: string;
  description?: ReactNode;
  options: readonly { value: T; label: string }[];
  value: readonly T[];
  onChange: (value: T[]) => void;
  error?: ReactNode;
  size?: 'md' | 'lg';
};

const CHIP_STYLES = { label: { height: 'auto', minHeight: 44, whiteSpace: 'normal' } } as const;

export function ChipChoices<T extends string>({ label, description, options, value, onChange, error, size = 'lg' }: TChipChoicesProps<T>) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} aria-describedby={describedBy} data-invalid={error ? 'true' : undefined}>
      <div>
        <Text id={labelId} fw={500} size={size === 'lg' ? 'md' : 'sm'}>
          {label}
        </Text>
        {description && (
          <Text id={descriptionId} size="sm" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      <Chip.Group multiple value={[...value]} onChange={(next) => onChange(next as T[])}>
        <Group gap="xs">
          {options.map((option) => (
            <Chip key={option.value} value={option.value} size={size} variant="outline" styles={CHIP_STYLES}>
              {option.label}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      {error && (
        <Text id={errorId} size="sm" c="red.8">
          {error}
        </Text>
      )}
    </Stack>
  );
}
