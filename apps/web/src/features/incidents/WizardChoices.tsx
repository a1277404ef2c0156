import { Button, Group, Stack } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { TWizardQuestion } from './notification-wizard';
import { toggled } from './notification-wizard';

/*
 * How a wizard question is answered: Yes or No for a death, a checklist of the events for the
 * others, with "None of these" as an answer of its own. Big buttons the width of a phone, the one
 * chosen filled, as an audit's answers are, easy to hit in gloves and read in the sun.
 */

type TWizardChoicesProps = {
  question: TWizardQuestion;
  /** The events ticked; [] is "No" or "None of these"; undefined is not answered yet. */
  reply: string[] | undefined;
  onReply: (reply: string[]) => void;
  labelId: string;
  errorId: string | undefined;
};

const CHOICE_STYLE = { label: { whiteSpace: 'normal', textAlign: 'left' } } as const;

export function WizardChoices({ question, reply, onReply, labelId, errorId }: TWizardChoicesProps) {
  const group = { role: 'group', 'aria-labelledby': labelId, 'aria-describedby': errorId };
  // "Did anyone die?" asks about one event: it is a yes or a no.
  const only = question.criteria.length === 1 ? question.criteria[0] : undefined;
  if (only && question.key === 'death') {
    const yes = reply?.includes(only.code) === true;
    const no = reply !== undefined && !yes;
    return (
      <Group gap="sm" grow {...group}>
        <Button size="lg" variant={yes ? 'filled' : 'default'} color={yes ? 'red.9' : undefined} aria-pressed={yes} onClick={() => onReply([only.code])}>
          Yes
        </Button>
        <Button size="lg" variant={no ? 'filled' : 'default'} aria-pressed={no} onClick={() => onReply([])}>
          No
        </Button>
      </Group>
    );
  }
  const none = reply !== undefined && reply.length === 0;
  return (
    <Stack gap="xs" {...group}>
      {question.criteria.map((criterion) => {
        const ticked = reply?.includes(criterion.code) === true;
        return (
          <Button
            key={criterion.code}
            size="lg"
            variant={ticked ? 'filled' : 'default'}
            color={ticked ? 'red.9' : undefined}
            aria-pressed={ticked}
            onClick={() => onReply(toggled(reply, criterion.code))}
            leftSection={ticked ? <IconCheck size={20} aria-hidden /> : undefined}
            justify="flex-start"
            styles={CHOICE_STYLE}
            h="auto"
            mih={52}
            py={8}
          >
            {criterion.label}
          </Button>
        );
      })}
      <Button
        size="lg"
        variant={none ? 'filled' : 'default'}
        aria-pressed={none}
        onClick={() => onReply([])}
        leftSection={none ? <IconCheck size={20} aria-hidden /> : undefined}
        justify="flex-start"
        styles={CHOICE_STYLE}
        h="auto"
        mih={52}
        py={8}
      >
        None of these
      </Button>
    </Stack>
  );
}
