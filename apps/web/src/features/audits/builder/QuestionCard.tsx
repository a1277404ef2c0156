import { Badge, Checkbox, Group, NativeSelect, NumberInput, Paper, Stack, Switch, Text, Textarea, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { AUDIT_PRIORITIES, AUDIT_QUESTION_FAMILIES, DISPLAY_QUESTION_TYPES, SCORED_QUESTION_TYPES } from '@hivis/contracts';
import type { TAuditQuestionType } from '@hivis/contracts';
import { ConditionEditor } from './ConditionEditor';
import { DragHandle } from './SortableList';
import type { TDragHandle } from './SortableList';
import { ItemMenu } from './ItemMenu';
import { QuestionSettings } from './QuestionSettings';
import { changeType, earlierQuestions } from './builder-values';
import type { TBuilderForm } from './form-paths';
import { numberProps, questionPath } from './form-paths';
import { QUESTION_TYPE_LABELS, canFail } from './question-types';

const PRIORITY_LABELS: Record<(typeof AUDIT_PRIORITIES)[number], string> = { none: 'None', low: 'Low', moderate: 'Moderate', high: 'High', urgent: 'Urgent' };

const TYPE_CHOICES = AUDIT_QUESTION_FAMILIES.map((family) => ({
  group: family.label,
  items: family.types.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] })),
}));

type TQuestionCardProps = {
  form: TBuilderForm;
  s: number;
  q: number;
  handle: TDragHandle;
  open: boolean;
  onToggle: () => void;
  onDuplicate: () => void;
  onMove: (to: number) => void;
  onMoveToSection: (section: number) => void;
  onDelete?: () => void;
  sectionNames: string[];
};

/** One question: a line to drag and open, and, open, everything about it. */
export function QuestionCard({ form, s, q, handle, open, onToggle, onDuplicate, onMove, onMoveToSection, onDelete, sectionNames }: TQuestionCardProps) {
  const values = form.getValues();
  const section = values.sections[s];
  const question = section?.elements[q];
  if (!section || !question) return null;
  const path = questionPath(s, q);
  const number = `${s + 1}.${q + 1}`;
  const name = `question ${number}`;
  const hasError = Object.keys(form.errors).some((key) => key === path || key.startsWith(`${path}.`));
  const scored = SCORED_QUESTION_TYPES.includes(question.type);
  const display = DISPLAY_QUESTION_TYPES.includes(question.type);
  const earlier = earlierQuestions(values.sections, s, q);
  const all = values.sections.flatMap((item) => item.elements);

  return (
    <Paper withBorder p="xs" radius="md" bg={open ? 'gray.0' : undefined} style={hasError ? { borderColor: 'var(--mantine-color-red-8)' } : undefined}>
      <Group gap="xs" wrap="nowrap" align="center">
        <DragHandle handle={handle} label={`Drag ${name}`} />
        <UnstyledButton onClick={onToggle} aria-expanded={open} style={{ flex: 1, minWidth: 0, minHeight: 44 }}>
          <Group gap="xs" wrap="nowrap" justify="space-between">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text size="sm" fw={600} lineClamp={open ? undefined : 2}>
                <span aria-hidden>{number} </span>
                {question.prompt.trim() || 'New question'}
              </Text>
              <Group gap={6}>
                <Badge variant="light" size="sm" color="gray">
                  {QUESTION_TYPE_LABELS[question.type]}
                </Badge>
                {question.required && (
                  <Badge variant="light" size="sm" color="orange">
                    Required
                  </Badge>
                )}
                {question.visibleWhen !== undefined && (
                  <Badge variant="light" size="sm" color="blue">
                    Conditional
                  </Badge>
                )}
                {hasError && (
                  <Badge variant="light" size="sm" color="red">
                    Needs attention
                  </Badge>
                )}
              </Group>
            </Stack>
            {open ? <IconChevronUp aria-hidden size={18} /> : <IconChevronDown aria-hidden size={18} />}
          </Group>
          <span className="visually-hidden">{open ? `, close ${name}` : `, edit ${name}`}</span>
        </UnstyledButton>
        <ItemMenu
          name={name}
          onDuplicate={onDuplicate}
          onMoveUp={q > 0 ? () => onMove(q - 1) : undefined}
          onMoveDown={q < section.elements.length - 1 ? () => onMove(q + 1) : undefined}
          onDelete={onDelete}
          moveTo={sectionNames.flatMap((sectionName, index) => (index === s ? [] : [{ label: sectionName, onClick: () => onMoveToSection(index) }]))}
        />
      </Group>
      {open && (
        <Stack gap="md" p="xs" pt="md">
          <Textarea label="Question" required withAsterisk={false} autosize minRows={1} maxLength={500} {...form.getInputProps(`${path}.prompt`)} />
          <Group gap="md" align="flex-end" wrap="wrap">
            <NativeSelect
              label="Answer type"
              data={TYPE_CHOICES}
              value={question.type}
              onChange={(event) => form.setFieldValue(path, changeType(question, event.currentTarget.value as TAuditQuestionType))}
              w={{ base: '100%', sm: 220 }}
            />
            <NativeSelect
              label="Priority"
              data={AUDIT_PRIORITIES.map((priority) => ({ value: priority, label: PRIORITY_LABELS[priority] }))}
              {...form.getInputProps(`${path}.priority`)}
              w={{ base: '100%', sm: 160 }}
            />
            {!display && <Switch label="Required" {...form.getInputProps(`${path}.required`, { type: 'checkbox' })} mb={8} />}
          </Group>
          <Textarea
            label="Help text (optional)"
            description="Shown under the question"
            autosize
            minRows={1}
            maxLength={1000}
            {...form.getInputProps(`${path}.helpText`)}
          />
          <QuestionSettings form={form} s={s} q={q} question={question} />
          {(scored || question.type === 'number') && (
            <Group gap="md" align="flex-end" wrap="wrap">
              {scored && (
                <NumberInput label="Weight" description="Its points count this many times" {...numberProps(form, `${path}.weight`)} w={180} min={0} max={100} />
              )}
              <Switch label="A failed answer fails the whole audit" {...form.getInputProps(`${path}.failsAudit`, { type: 'checkbox' })} mb={8} />
            </Group>
          )}
          {canFail(question) && <FailureSettings form={form} path={path} />}
          <ConditionEditor
            label="Show this question only when"
            rule={question.visibleWhen}
            onChange={(rule) => form.setFieldValue(`${path}.visibleWhen`, rule)}
            earlier={earlier}
            all={all}
            error={stringError(form.errors[`${path}.visibleWhen`])}
          />
          {!display && (
            <ConditionEditor
              label="Make it required when"
              rule={question.requiredWhen}
              onChange={(rule) => form.setFieldValue(`${path}.requiredWhen`, rule)}
              earlier={earlier}
              all={all}
              error={stringError(form.errors[`${path}.requiredWhen`])}
            />
          )}
        </Stack>
      )}
    </Paper>
  );
}

const stringError = (error: unknown) => (typeof error === 'string' ? error : undefined);

/** What a failed answer asks for: a note, a photo, an action to fix it, people told. */
function FailureSettings({ form, path }: { form: TBuilderForm; path: string }) {
  const at = (field: string) => `${path}.onFail.${field}`;
  const onFail = form.getInputProps(`${path}.onFail`).value as { notifyEmails?: string[] } | undefined;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600}>
        When the answer fails
      </Text>
      <Group gap="lg">
        <Checkbox label="Ask for a note" {...form.getInputProps(at('requireNote'), { type: 'checkbox' })} />
        <Checkbox label="Ask for a photo" {...form.getInputProps(at('requirePhoto'), { type: 'checkbox' })} />
        <Checkbox label="Create an action to fix it" {...form.getInputProps(at('createAction'), { type: 'checkbox' })} />
      </Group>
      <Textarea
        label="Email these people (optional)"
        description="One email address a line, up to 10"
        autosize
        minRows={1}
        value={(onFail?.notifyEmails ?? []).join('\n')}
        onChange={(event) => form.setFieldValue(at('notifyEmails'), event.currentTarget.value.split('\n'))}
        error={
          stringError(form.errors[at('notifyEmails')]) ??
          stringError(Object.entries(form.errors).find(([key]) => key.startsWith(`${at('notifyEmails')}.`))?.[1])
        }
      />
    </Stack>
  );
}
