import { Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { TAuditQuestionType } from '@hivis/contracts';
import { AddQuestionMenu } from './AddQuestionMenu';
import { ConditionEditor } from './ConditionEditor';
import { ItemMenu } from './ItemMenu';
import { QuestionCard } from './QuestionCard';
import { DragHandle, SortableList } from './SortableList';
import type { TDragHandle } from './SortableList';
import { duplicateQuestion, earlierQuestions, newQuestion } from './builder-values';
import type { TBuilderForm } from './form-paths';
import { sectionPath } from './form-paths';

type TSectionCardProps = {
  form: TBuilderForm;
  s: number;
  handle: TDragHandle;
  openQuestion: string | null;
  setOpenQuestion: (id: string | null) => void;
  onDuplicate: () => void;
  onMove: (to: number) => void;
  onDelete?: () => void;
  sectionNames: string[];
};

export const sectionName = (title: string | undefined, index: number) => title?.trim() || `Section ${index + 1}`;

/** One section: its title, its condition, and its questions in the order they are asked. */
export function SectionCard({ form, s, handle, openQuestion, setOpenQuestion, onDuplicate, onMove, onDelete, sectionNames }: TSectionCardProps) {
  const values = form.getValues();
  const section = values.sections[s];
  if (!section) return null;
  const path = sectionPath(s);
  const name = sectionName(section.title, s);
  const questionsError = form.errors[`${path}.elements`];

  const addQuestion = (type: TAuditQuestionType) => {
    const question = newQuestion(type);
    form.insertListItem(`${path}.elements`, question);
    setOpenQuestion(question.id);
  };
  const moveQuestionToSection = (q: number, target: number) => {
    const question = section.elements[q];
    if (!question) return;
    form.removeListItem(`${path}.elements`, q);
    form.insertListItem(`sections.${target}.elements`, question);
  };

  return (
    <Paper component="section" aria-label={`Section ${s + 1}: ${name}`} withBorder p={{ base: 'xs', sm: 'md' }} radius="md" shadow="xs">
      <Stack gap="md">
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <DragHandle handle={handle} label={`Drag section ${s + 1}`} />
          <TextInput
            label={`Section ${s + 1} title (optional)`}
            placeholder="e.g. Scaffold and edges"
            maxLength={200}
            {...form.getInputProps(`${path}.title`)}
            style={{ flex: 1 }}
          />
          <ItemMenu
            name={`section ${s + 1}`}
            onDuplicate={onDuplicate}
            onMoveUp={s > 0 ? () => onMove(s - 1) : undefined}
            onMoveDown={s < values.sections.length - 1 ? () => onMove(s + 1) : undefined}
            onDelete={onDelete}
          />
        </Group>
        {s > 0 && (
          <ConditionEditor
            label="Show this section only when"
            rule={section.visibleWhen}
            onChange={(rule) => form.setFieldValue(`${path}.visibleWhen`, rule)}
            earlier={earlierQuestions(values.sections, s, 0)}
            all={values.sections.flatMap((item) => item.elements)}
            error={typeof form.errors[`${path}.visibleWhen`] === 'string' ? String(form.errors[`${path}.visibleWhen`]) : undefined}
          />
        )}
        <Stack gap="xs">
          <SortableList
            ids={section.elements.map((question) => question.id)}
            onMove={(from, to) => form.reorderListItem(`${path}.elements`, { from, to })}
            nameOf={(id) => {
              const index = section.elements.findIndex((question) => question.id === id);
              return `question ${s + 1}.${index + 1}`;
            }}
            renderItem={(id, q, questionHandle) => (
              <Stack gap="xs" pb="xs">
                <QuestionCard
                  form={form}
                  s={s}
                  q={q}
                  handle={questionHandle}
                  open={openQuestion === id}
                  onToggle={() => setOpenQuestion(openQuestion === id ? null : id)}
                  onDuplicate={() => {
                    const question = section.elements[q];
                    if (question) form.insertListItem(`${path}.elements`, duplicateQuestion(question), q + 1);
                  }}
                  onMove={(to) => form.reorderListItem(`${path}.elements`, { from: q, to })}
                  onMoveToSection={(target) => moveQuestionToSection(q, target)}
                  onDelete={section.elements.length > 1 ? () => form.removeListItem(`${path}.elements`, q) : undefined}
                  sectionNames={sectionNames}
                />
              </Stack>
            )}
          />
        </Stack>
        {typeof questionsError === 'string' && (
          <Text size="sm" c="red.8" role="alert">
            {questionsError}
          </Text>
        )}
        <AddQuestionMenu sectionName={name} onAdd={addQuestion} />
      </Stack>
    </Paper>
  );
}
