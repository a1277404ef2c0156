import { ActionIcon, Button, Checkbox, Group, NativeSelect, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { CONDITION_TEST_LABELS, conditionSetToLogic, conditionTestsFor, describeConditionSet, logicToConditionSet } from '@hivis/contracts';
import type { TAuditLogic, TAuditQuestion, TCondition, TConditionSet, TConditionTest } from '@hivis/contracts';
import { QUESTION_TYPE_LABELS } from './question-types';

type TConditionEditorProps = {
  /** 'Show this question only when' or 'Make it required when'. */
  label: string;
  rule: TAuditLogic | undefined;
  onChange: (rule: TAuditLogic | undefined) => void;
  /** Questions before this place whose answers can be compared: a condition only looks back. */
  earlier: TAuditQuestion[];
  /** Every question of the template: a condition left looking at a later one still names it. */
  all: TAuditQuestion[];
  error?: string;
};

const questionName = (question: TAuditQuestion) => question.prompt.trim() || `Untitled ${QUESTION_TYPE_LABELS[question.type].toLowerCase()} question`;

/** The answers a question can be compared with, for a list to pick from; null for typed values. */
function answerChoices(question: TAuditQuestion): { value: string; label: string }[] | null {
  if (question.type === 'boolean') {
    const safe = question.constraints.booleanStyle === 'safe_at_risk';
    return [
      { value: 'yes', label: safe ? 'Safe' : 'Yes' },
      { value: 'no', label: safe ? 'At risk' : 'No' },
      ...(question.constraints.allowNa === true ? [{ value: 'na', label: 'N/A' }] : []),
    ];
  }
  if (question.options.length > 0) return question.options.map((option) => ({ value: option.id, label: option.value.trim() || 'Untitled option' }));
  return null;
}

/** What the picker says of a question a condition cannot look at (now later, or deleted). */
function missingName(id: string, all: TAuditQuestion[]): string {
  const later = all.find((question) => question.id === id);
  return later ? `${questionName(later)} (comes later: choose another)` : 'Choose a question';
}

function firstValue(question: TAuditQuestion, test: TConditionTest): TCondition['value'] {
  if (test === 'is_one_of') return [];
  return answerChoices(question)?.[0]?.value ?? (question.type === 'number' || question.type === 'slider' ? Number.NaN : '');
}

/**
 * Conditions picked from lists: an earlier question, how to compare its answer, and the answer.
 * Stored as JSON Logic (audit-conditions.ts); one written some other way is kept as it is,
 * described in words, and can only be removed here.
 */
export function ConditionEditor({ label, rule, onChange, earlier, all, error }: TConditionEditorProps) {
  const set = logicToConditionSet(rule);
  const usable = earlier.filter((question) => conditionTestsFor(question.type).length > 0);
  const write = (next: TConditionSet) => onChange(conditionSetToLogic(next));

  if (set === null) {
    return (
      <Stack gap={4} role="group" aria-label={label}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Group gap="sm">
          <Text size="sm">A condition made elsewhere, kept as it is.</Text>
          <Button size="xs" variant="default" onClick={() => onChange(undefined)}>
            Remove condition
          </Button>
        </Group>
        {error && (
          <Text size="sm" c="red.8">
            {error}
          </Text>
        )}
      </Stack>
    );
  }

  const addCondition = () => {
    const question = usable.at(-1);
    if (!question) return;
    const test = conditionTestsFor(question.type)[0] ?? 'is';
    write({ ...set, conditions: [...set.conditions, { questionId: question.id, test, value: firstValue(question, test) }] });
  };
  const change = (index: number, next: TCondition) => write({ ...set, conditions: set.conditions.map((item, at) => (at === index ? next : item)) });
  const remove = (index: number) => write({ ...set, conditions: set.conditions.filter((_item, at) => at !== index) });

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {set.conditions.length === 0 && (
        <Text size="sm" c="dimmed">
          {usable.length === 0 ? 'Always. A condition can look at questions above this one, and there are none to look at yet.' : 'Always.'}
        </Text>
      )}
      {set.conditions.length > 1 && (
        <SegmentedControl
          aria-label={`${label}: match`}
          value={set.match}
          onChange={(match) => write({ ...set, match: match === 'any' ? 'any' : 'all' })}
          data={[
            { value: 'all', label: 'All of these' },
            { value: 'any', label: 'Any of these' },
          ]}
          w="fit-content"
        />
      )}
      {set.conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          condition={condition}
          position={index + 1}
          questions={usable}
          all={all}
          onChange={(next) => change(index, next)}
          onRemove={() => remove(index)}
        />
      ))}
      {set.conditions.length > 0 && (
        <Text size="sm" c="dimmed">
          {describeConditionSet(set, all)}
        </Text>
      )}
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {usable.length > 0 && (
        <Button size="sm" variant="subtle" leftSection={<IconPlus aria-hidden size={16} />} onClick={addCondition} w="fit-content">
          {set.conditions.length === 0 ? 'Add a condition' : 'Add another condition'}
        </Button>
      )}
    </Stack>
  );
}

type TConditionRowProps = {
  condition: TCondition;
  position: number;
  questions: TAuditQuestion[];
  all: TAuditQuestion[];
  onChange: (next: TCondition) => void;
  onRemove: () => void;
};

function ConditionRow({ condition, position, questions, all, onChange, onRemove }: TConditionRowProps) {
  const question = questions.find((candidate) => candidate.id === condition.questionId);
  const tests = question ? conditionTestsFor(question.type) : [];
  const choices = question ? answerChoices(question) : null;
  const name = `Condition ${position}`;

  const pickQuestion = (id: string) => {
    const next = questions.find((candidate) => candidate.id === id);
    if (!next) return;
    const test = conditionTestsFor(next.type)[0] ?? 'is';
    onChange({ questionId: id, test, value: firstValue(next, test) });
  };
  const pickTest = (test: TConditionTest) => {
    const keepsValue = (test === 'is_one_of') === Array.isArray(condition.value);
    onChange({ ...condition, test, value: keepsValue || !question ? condition.value : firstValue(question, test) });
  };

  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <NativeSelect
        label={`${name}: question`}
        value={condition.questionId}
        onChange={(event) => pickQuestion(event.currentTarget.value)}
        data={[
          ...(question ? [] : [{ value: condition.questionId, label: missingName(condition.questionId, all) }]),
          ...questions.map((item) => ({ value: item.id, label: questionName(item) })),
        ]}
        w={{ base: '100%', sm: 260 }}
      />
      <NativeSelect
        label={`${name}: compare`}
        value={condition.test}
        onChange={(event) => pickTest(event.currentTarget.value as TConditionTest)}
        data={tests.map((test) => ({ value: test, label: CONDITION_TEST_LABELS[test] }))}
        w={{ base: '100%', sm: 150 }}
      />
      {condition.test === 'is_one_of' && choices ? (
        <Checkbox.Group
          label={`${name}: answers`}
          value={Array.isArray(condition.value) ? condition.value : []}
          onChange={(value) => onChange({ ...condition, value })}
        >
          <Group gap="md" mt={6} mb={10}>
            {choices.map((choice) => (
              <Checkbox key={choice.value} value={choice.value} label={choice.label} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : choices ? (
        <NativeSelect
          label={`${name}: answer`}
          value={String(condition.value)}
          onChange={(event) => onChange({ ...condition, value: event.currentTarget.value })}
          data={choices}
          w={{ base: '100%', sm: 200 }}
        />
      ) : question?.type === 'number' || question?.type === 'slider' ? (
        <NumberInput
          label={`${name}: value`}
          value={typeof condition.value === 'number' && !Number.isNaN(condition.value) ? condition.value : ''}
          onChange={(value) => onChange({ ...condition, value: value === '' ? Number.NaN : Number(value) })}
          w={{ base: '100%', sm: 140 }}
        />
      ) : (
        <TextInput
          label={`${name}: answer`}
          value={typeof condition.value === 'string' ? condition.value : ''}
          onChange={(event) => onChange({ ...condition, value: event.currentTarget.value })}
          w={{ base: '100%', sm: 200 }}
        />
      )}
      <ActionIcon variant="subtle" color="red.8" size={44} aria-label={`Remove condition ${position}`} onClick={onRemove}>
        <IconTrash aria-hidden size={20} />
      </ActionIcon>
    </Group>
  );
}
