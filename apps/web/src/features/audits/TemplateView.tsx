import { Badge, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { describeConditionSet, logicToConditionSet, questionsInOrder } from '@hivis/contracts';
import type { TAuditLogic, TAuditQuestion, TAuditTemplateDetails } from '@hivis/contracts';
import { QUESTION_TYPE_LABELS } from './builder/question-types';

/** A condition in words, or a plain note when it was written in a way the builder does not show. */
function conditionWords(rule: TAuditLogic | undefined, questions: TAuditQuestion[]): string | null {
  if (rule === undefined) return null;
  const set = logicToConditionSet(rule);
  return set ? describeConditionSet(set, questions) : 'a condition';
}

/** A template read, not changed: every section and question as the person doing the audit meets them. */
export function TemplateView({ template }: { template: TAuditTemplateDetails }) {
  const questions = questionsInOrder(template.sections).map((entry) => entry.question);
  return (
    <Stack gap="md">
      {template.sections.map((section, s) => {
        const shownWhen = conditionWords(section.visibleWhen, questions);
        return (
          <Paper key={section.id} withBorder p="md" radius="md">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {section.title?.trim() || `Section ${s + 1}`}
              </Title>
              {shownWhen && (
                <Text size="sm" c="dimmed">
                  Shown when {shownWhen}
                </Text>
              )}
              <List spacing="sm" listStyleType="none" ml={0} pl={0}>
                {section.elements.map((question, q) => (
                  <List.Item key={question.id}>
                    <QuestionView number={`${s + 1}.${q + 1}`} question={question} questions={questions} />
                  </List.Item>
                ))}
              </List>
            </Stack>
          </Paper>
        );
      })}
    </Stack>
  );
}

function QuestionView({ number, question, questions }: { number: string; question: TAuditQuestion; questions: TAuditQuestion[] }) {
  const shownWhen = conditionWords(question.visibleWhen, questions);
  const requiredWhen = conditionWords(question.requiredWhen, questions);
  return (
    <Stack gap={4}>
      <Text fw={600}>
        {number} {question.prompt}
      </Text>
      <Group gap={6}>
        <Badge variant="light" color="gray" size="sm">
          {QUESTION_TYPE_LABELS[question.type]}
        </Badge>
        {question.required && (
          <Badge variant="light" color="orange" size="sm">
            Required
          </Badge>
        )}
        {question.priority !== 'none' && (
          <Badge variant="light" color="grape" size="sm">
            {question.priority} priority
          </Badge>
        )}
        {question.failsAudit && (
          <Badge variant="light" color="red" size="sm">
            Fails the audit
          </Badge>
        )}
      </Group>
      {question.helpText && (
        <Text size="sm" c="dimmed">
          {question.helpText}
        </Text>
      )}
      {question.options.length > 0 && (
        <Text size="sm">{question.options.map((option) => `${option.value}${option.failed ? ' (fails)' : ''}`).join(' · ')}</Text>
      )}
      {shownWhen && <Text size="sm">Shown when {shownWhen}</Text>}
      {requiredWhen && <Text size="sm">Required when {requiredWhen}</Text>}
    </Stack>
  );
}
