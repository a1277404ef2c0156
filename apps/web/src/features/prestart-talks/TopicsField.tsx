import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PRESTART_TALK_LIMITS, PRESTART_TALK_SUGGESTED_TOPICS } from '@hivis/contracts';
import { useId, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { addTopic, ownTopics, toggleTopic } from './topics';
import type { TTopicChange } from './topics';

/*
 * What the talk covers: the usual topics as chips a gloved thumb can hit, and the presenter's own
 * typed in below (Enter or Add). Their own show as ticked chips too; untick one to take it off.
 * A named group: its label, hint and error read with each chip.
 */

type TTopicsFieldProps = { value: string[]; onChange: (topics: string[]) => void; error?: ReactNode };

const CHIP_STYLES = { label: { height: 'auto', minHeight: 44, whiteSpace: 'normal' } } as const;

export function TopicsField({ value, onChange, error }: TTopicsFieldProps) {
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const apply = (change: TTopicChange) => {
    setProblem(change.problem);
    if (change.topics.length !== value.length) onChange(change.topics);
    return change.problem === null;
  };
  const add = () => {
    if (apply(addTopic(value, typed))) setTyped('');
  };
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter adds the topic; it never starts the talk by accident.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };
  const chip = (topic: string) => (
    <Chip key={topic} checked={value.includes(topic)} onChange={() => apply(toggleTopic(value, topic))} size="lg" variant="outline" styles={CHIP_STYLES}>
      {topic}
    </Chip>
  );

  return (
    <Stack gap="sm">
      <Stack
        gap={6}
        role="group"
        aria-labelledby={labelId}
        aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
        data-invalid={error ? 'true' : undefined}
      >
        {/* Sized as the form's other labels (size lg). */}
        <Text id={labelId} fw={500} size="lg">
          Topics
        </Text>
        <Text id={hintId} c="dimmed">
          Tap each one you will talk about ({value.length} chosen, up to {PRESTART_TALK_LIMITS.topics}).
        </Text>
        <Group gap="xs">
          {PRESTART_TALK_SUGGESTED_TOPICS.map(chip)}
          {ownTopics(value).map(chip)}
        </Group>
        {error && (
          <Text id={errorId} size="sm" c="red.8">
            {error}
          </Text>
        )}
      </Stack>
      <TextInput
        label="Add your own topic"
        size="lg"
        autoComplete="off"
        maxLength={PRESTART_TALK_LIMITS.topicLength}
        value={typed}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={addOnEnter}
        error={problem}
        // The Add button sits beside the input, under its label and above its error.
        inputContainer={(input) => (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <div style={{ flexGrow: 1, minWidth: 0 }}>{input}</div>
            <Button size="lg" variant="default" leftSection={<IconPlus size={20} aria-hidden />} onClick={add} aria-label="Add topic" style={{ flexShrink: 0 }}>
              Add
            </Button>
          </Group>
        )}
      />
    </Stack>
  );
}
