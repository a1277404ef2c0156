import { Button, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { INCIDENT_JURISDICTIONS, INCIDENT_MESSAGES } from '@hivis/contracts';
import type { TIncidentAssessment, TIncidentJurisdiction } from '@hivis/contracts';
import { useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { NotifiableAnswer } from './NotifiableAnswer';
import { assessmentOf, firstOpenStep, stepAt, stepCount, withJurisdiction, withReply } from './notification-wizard';
import type { TWizardAnswers } from './notification-wizard';
import { WizardChoices } from './WizardChoices';

/*
 * "Is it notifiable?" one screen at a time: where it happened (suggested from the worksite or the
 * company), then each question that place's law asks, in plain words, then the answer, worked out
 * on the phone. Used in the report form before Send, and on the incident's page to answer again.
 */

type TNotificationWizardProps = {
  answers: TWizardAnswers;
  onChange: (answers: TWizardAnswers) => void;
  /** The place to offer first; null asks. */
  suggested: TIncidentJurisdiction | null;
  /** Opens on this screen (0: where); by default the first not yet answered. */
  startAt?: number;
  /** The way out of the first screen (back to the report), when there is one. */
  leave?: { label: string; onLeave: () => void };
  /** What the answer's screen offers: Send report, Save answers. */
  finish: (assessment: TIncidentAssessment) => ReactNode;
  titleOrder: 2 | 3;
};

const NOT_ANSWERED = { death: 'Please answer Yes or No.', list: 'Please tick what happened, or None of these.' } as const;

export function NotificationWizard({ answers, onChange, suggested, startAt, leave, finish, titleOrder }: TNotificationWizardProps) {
  const [index, setIndex] = useState(() => startAt ?? firstOpenStep(answers));
  // The place as chosen here; until then the answers' own, else the suggestion (which may arrive after the wizard opens).
  const [picked, setPicked] = useState<TIncidentJurisdiction | null>(answers.jurisdiction);
  const chosen = picked ?? suggested ?? '';
  // Counted with the place on screen, before it is confirmed: its law decides how many questions.
  const count = stepCount(answers.jurisdiction ? answers : { jurisdiction: chosen || null, replies: {} });
  const [problem, setProblem] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const errorId = useId();
  const step = stepAt(answers, index);

  const goTo = (next: number) => {
    setProblem(null);
    setIndex(next);
    // Once the next screen is drawn, its heading takes the focus, as a new page's would.
    requestAnimationFrame(() => {
      const target = answerRef.current ?? headingRef.current;
      target?.scrollIntoView({ block: 'start' });
      target?.focus();
    });
  };
  const back = () => (index === 0 ? leave?.onLeave() : goTo(index - 1));
  const next = () => {
    if (step.kind === 'jurisdiction') {
      if (!chosen) return setProblem(INCIDENT_MESSAGES.jurisdiction);
      onChange(withJurisdiction(answers, chosen));
      return goTo(1);
    }
    if (step.kind === 'question' && answers.replies[step.question.key] === undefined) {
      return setProblem(step.question.key === 'death' ? NOT_ANSWERED.death : NOT_ANSWERED.list);
    }
    goTo(index + 1);
  };
  const assessment = step.kind === 'answer' ? assessmentOf(answers) : null;

  return (
    <Stack gap="md" data-testid="notification-wizard">
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          Is it notifiable? Step {Math.min(index, count - 1) + 1} of {count}
        </Text>
        <Progress value={((Math.min(index, count - 1) + 1) / count) * 100} size="md" aria-hidden />
      </Stack>
      {step.kind === 'jurisdiction' && (
        <>
          <Title order={titleOrder} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            Where did it happen?
          </Title>
          <Text>The law that decides, and who to tell, depend on the state or country.</Text>
          <NativeSelect
            label="State or country"
            description={suggested && chosen === suggested ? 'Suggested from the worksite or your company’s address.' : undefined}
            size="lg"
            value={chosen}
            data={[{ value: '', label: 'Choose…', disabled: true }, ...INCIDENT_JURISDICTIONS.map((item) => ({ value: item.code, label: item.name }))]}
            onChange={(event) => {
              setPicked(event.currentTarget.value as TIncidentJurisdiction);
              setProblem(null);
            }}
            error={problem}
          />
        </>
      )}
      {step.kind === 'question' && (
        <>
          <Title order={titleOrder} ref={headingRef} tabIndex={-1} id={labelId} style={{ outline: 'none' }}>
            {step.question.title}
          </Title>
          <WizardChoices
            question={step.question}
            reply={answers.replies[step.question.key]}
            onReply={(reply) => {
              setProblem(null);
              onChange(withReply(answers, step.question.key, reply));
            }}
            labelId={labelId}
            errorId={problem ? errorId : undefined}
          />
          {problem && (
            <Text id={errorId} size="sm" c="red.9" role="alert">
              {problem}
            </Text>
          )}
        </>
      )}
      {step.kind === 'answer' && assessment && (
        <div ref={answerRef} tabIndex={-1} style={{ outline: 'none' }}>
          <Stack gap="md">
            <NotifiableAnswer assessment={assessment} titleOrder={titleOrder} />
            {finish(assessment)}
          </Stack>
        </div>
      )}
      <Stack gap="xs">
        {step.kind !== 'answer' && (
          <Button size="lg" rightSection={<IconArrowRight size={22} aria-hidden />} onClick={next}>
            {step.kind === 'question' && step.number === step.of ? 'See the answer' : 'Next'}
          </Button>
        )}
        {(index > 0 || leave) && (
          <Button size="lg" variant="default" leftSection={<IconArrowLeft size={22} aria-hidden />} onClick={back}>
            {index === 0 && leave ? leave.label : 'Back'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
