import { Button, Group, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { answerFails, answerWords } from '@hivis/contracts';
import type { TAuditQuestion } from '@hivis/contracts';
import type { TAnswerProps } from './answer-props';

/*
 * Answers chosen with a tap: Yes / No / N/A (or Safe / At risk / N/A), one option, or several.
 * Big buttons, the whole width of a phone, easy to hit in gloves and to read in the sun; the one
 * chosen is filled, and a chosen answer that fails the question is dark red, so the person sees
 * at once that it asks for more.
 */

type TChoice = { id: string; label: string };

function choicesOf(question: TAuditQuestion): TChoice[] {
  if (question.type !== 'boolean') return question.options.map((option) => ({ id: option.id, label: option.value }));
  const answers = question.constraints.allowNa === true ? ['yes', 'no', 'na'] : ['yes', 'no'];
  return answers.map((id) => ({ id, label: answerWords(question, id) ?? id }));
}

const chosenOf = (answer: unknown): string[] =>
  Array.isArray(answer) ? answer.filter((id) => typeof id === 'string') : typeof answer === 'string' ? [answer] : [];

export function ChoiceAnswer({ question, answer, onAnswer, labelId, errorId }: TAnswerProps) {
  const many = question.type === 'multi_checklist' || question.type === 'multi_select';
  const chosen = chosenOf(answer);
  const choices = choicesOf(question);
  const choose = (id: string) => {
    if (!many) onAnswer(chosen.includes(id) ? undefined : id);
    else onAnswer(chosen.includes(id) ? chosen.filter((each) => each !== id) : [...chosen, id]);
  };
  const buttons = choices.map((choice) => {
    const selected = chosen.includes(choice.id);
    const fails = selected && answerFails(question, many ? [choice.id] : choice.id);
    return (
      <Button
        key={choice.id}
        size="lg"
        variant={selected ? 'filled' : 'default'}
        color={fails ? 'red.9' : undefined}
        aria-pressed={selected}
        onClick={() => choose(choice.id)}
        leftSection={many && selected ? <IconCheck size={20} aria-hidden /> : undefined}
        justify={question.type === 'boolean' ? 'center' : 'flex-start'}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
        h="auto"
        mih={52}
        py={8}
      >
        {choice.label}
      </Button>
    );
  });
  const props = { role: 'group', 'aria-labelledby': labelId, 'aria-describedby': errorId };
  return question.type === 'boolean' ? (
    <Group gap="sm" grow {...props}>
      {buttons}
    </Group>
  ) : (
    <Stack gap="xs" {...props}>
      {buttons}
    </Stack>
  );
}
