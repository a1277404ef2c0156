import { Group, Slider, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import type { TAuditQuestion } from '@hivis/contracts';
import type { TAnswerProps } from './answer-props';

/*
 * Answers typed or set: text in its format, a number with its unit, a slider, a date, a time.
 * The phone's own keyboard and pickers do the work (a number pad for an ABN, the date wheel), and
 * what is typed is kept as typed until it makes a number, so "1." is not lost on the way to "1.5".
 */

const KEYBOARDS = { abn: 'numeric', phone: 'tel', percentage: 'decimal', currency: 'decimal' } as const;
const NUMBER = /^-?\d+(\.\d+)?$/;

/** A typed number is stored as a number once it is one; until then as typed, which the check calls "Please enter a number". */
export function numberAnswer(typed: string): number | string | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return undefined;
  return NUMBER.test(trimmed) ? Number(trimmed) : typed;
}

/** "2026-11-27T09:30" as the datetime-local picker shows it, from the stored ISO time. */
export function localDateTime(iso: unknown): string {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return '';
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * "2026-11-28T09:30" from the picker as the phone's own time with its offset,
 * "2026-11-28T09:30:00+11:00": the office reads the time the person meant, not UTC.
 */
export function withPhoneOffset(local: string, date = new Date(local)): string {
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const pad = (value: number) => String(Math.floor(Math.abs(value))).padStart(2, '0');
  return `${local.length === 16 ? `${local}:00` : local}${sign}${pad(offset / 60)}:${pad(offset % 60)}`;
}

function textValue(answer: unknown): string {
  return typeof answer === 'string' || typeof answer === 'number' ? String(answer) : '';
}

function unitOf(question: TAuditQuestion) {
  return question.constraints.unit ? (
    <Text size="sm" c="dimmed" pr="xs">
      {question.constraints.unit}
    </Text>
  ) : undefined;
}

export function TypedAnswer({ question, answer, onAnswer, labelId, errorId }: TAnswerProps) {
  const a11y = { 'aria-labelledby': labelId, 'aria-describedby': errorId, 'aria-invalid': errorId ? true : undefined };
  const c = question.constraints;
  switch (question.type) {
    case 'text':
      return c.multiline ? (
        <Textarea size="md" autosize minRows={3} value={textValue(answer)} onChange={(event) => onAnswer(event.currentTarget.value)} {...a11y} />
      ) : (
        <TextInput
          size="md"
          inputMode={c.textFormat && c.textFormat !== 'none' ? KEYBOARDS[c.textFormat] : undefined}
          value={textValue(answer)}
          onChange={(event) => onAnswer(event.currentTarget.value)}
          {...a11y}
        />
      );
    case 'number':
      return <NumberAnswer question={question} answer={answer} onAnswer={onAnswer} labelId={labelId} errorId={errorId} />;
    case 'slider':
      return <SliderAnswer question={question} answer={answer} onAnswer={onAnswer} labelId={labelId} errorId={errorId} />;
    case 'date':
      return (
        <TextInput size="md" type="date" value={textValue(answer)} onChange={(event) => onAnswer(event.currentTarget.value || undefined)} maw={240} {...a11y} />
      );
    case 'time':
      return (
        <TextInput size="md" type="time" value={textValue(answer)} onChange={(event) => onAnswer(event.currentTarget.value || undefined)} maw={180} {...a11y} />
      );
    case 'datetime':
      return (
        <TextInput
          size="md"
          type="datetime-local"
          value={localDateTime(answer)}
          onChange={(event) => onAnswer(event.currentTarget.value ? withPhoneOffset(event.currentTarget.value) : undefined)}
          maw={280}
          {...a11y}
        />
      );
    default:
      return null;
  }
}

/**
 * A number as typed: the box keeps what the person typed ("1.0", "-0."), the answer is the number
 * it makes, or the text while it makes none (the check then asks for a number).
 */
function NumberAnswer({ question, answer, onAnswer, labelId, errorId }: TAnswerProps) {
  const c = question.constraints;
  const [typed, setTyped] = useState(() => textValue(answer));
  return (
    <TextInput
      size="md"
      inputMode={c.decimals === 0 && (c.min ?? 0) >= 0 ? 'numeric' : 'decimal'}
      value={typed}
      onChange={(event) => {
        setTyped(event.currentTarget.value);
        onAnswer(numberAnswer(event.currentTarget.value));
      }}
      rightSection={unitOf(question)}
      rightSectionWidth="auto"
      maw={240}
      aria-labelledby={labelId}
      aria-describedby={errorId}
      aria-invalid={errorId ? true : undefined}
    />
  );
}

/** A slider, with its value in words beside it; untouched, it is unanswered (not its lowest value). */
function SliderAnswer({ question, answer, onAnswer, labelId }: TAnswerProps) {
  const { min = 0, max = 10, step = 1, unit } = question.constraints;
  const value = typeof answer === 'number' ? answer : null;
  return (
    <Group gap="md" wrap="nowrap" align="center">
      <Slider
        flex={1}
        size="lg"
        thumbSize={28}
        min={min}
        max={max}
        step={step}
        value={value ?? min}
        onChange={onAnswer}
        label={null}
        thumbProps={{ 'aria-labelledby': labelId }}
        color={value === null ? 'gray' : undefined}
      />
      <Text fw={600} miw={72} ta="right" aria-live="polite">
        {value === null ? 'Not set' : `${value}${unit ? ` ${unit}` : ''}`}
      </Text>
    </Group>
  );
}
