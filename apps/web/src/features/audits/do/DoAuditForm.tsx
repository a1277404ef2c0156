import { Alert, Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconDeviceMobile } from '@tabler/icons-react';
import type { TAuditOccurrenceRef } from '@hivis/contracts';
import { useRef, useState } from 'react';
import { formatShownAsOf } from '../../../offline/shown-as-of-format';
import { AuditChecklist } from './AuditChecklist';
import type { TAuditInProgress, TAuditLinkRef } from './audit-in-progress-db';
import { auditProblems, auditProgress, liveStates, respondentProblems, shownSections } from './audit-run';
import type { TAuditProblem, TAuditToDo } from './audit-run';
import { RESPONDENT_NAME_ID, RespondentFields } from './RespondentFields';
import { DoQuestion } from './DoQuestion';
import type { TQuestionProblems } from './DoQuestion';
import { useAuditInProgress } from './use-audit-in-progress';

/*
 * Doing an audit, one section at a time: a progress bar, the section's questions (those its logic
 * shows, as the answers change), Back and Next with big buttons at the bottom, and a last step that
 * lists what is missing or submits. Every answer is on the phone the moment it is given.
 */

type TDoAuditFormProps = {
  /** Whose audit on this phone: the person's id, or linkAuditOwner for a web link's. */
  userId: string;
  template: TAuditToDo;
  jobId: string | null;
  /** Answered through a web link: the last step asks who is answering. */
  link?: TAuditLinkRef;
  /** Done for an assignment's occurrence. */
  occurrence?: TAuditOccurrenceRef | null;
  onSubmitted: (audit: TAuditInProgress) => void;
};

/** Each question's problems, by the path the check gives ('answers.q', 'notes.q', 'evidence.q'). */
function problemsOf(problems: TAuditProblem[], questionId: string): TQuestionProblems {
  const found: TQuestionProblems = {};
  for (const problem of problems) {
    if (problem.questionId !== questionId) continue;
    const kind = problem.path.slice(0, problem.path.indexOf('.'));
    if (kind === 'answers') found.answer = problem.message;
    if (kind === 'notes') found.note = problem.message;
    if (kind === 'evidence') found.evidence = problem.message;
  }
  return found;
}

export function DoAuditForm({ userId, template, jobId, link, occurrence, onSubmitted }: TDoAuditFormProps) {
  const { audit, resumed, store, update, startAgain, submit } = useAuditInProgress(userId, template, { jobId, link, occurrence });
  // Problems show on the questions once the person has reached the last step: not while they first answer.
  const [checked, setChecked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // Start again throws away every answer and photo: it asks first.
  const [confirmingStart, setConfirmingStart] = useState(false);
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  // Through a link, who is answering: their name is asked for once they tap Submit without it.
  const [askedWho, setAskedWho] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  if (!audit) return null;

  const states = liveStates(audit.sections, audit.answers);
  const sections = shownSections(audit.sections, states);
  const step = Math.min(audit.sectionIndex, sections.length);
  const onChecklist = step === sections.length;
  const section = sections[step];
  const progress = auditProgress(audit.sections, audit.answers, states);
  const problems = checked || onChecklist ? auditProblems(audit) : [];
  const sectionTitle = (index: number) => sections[index]?.title || `Section ${index + 1}`;

  const goTo = (index: number, questionId?: string) => {
    update((before) => ({ ...before, sectionIndex: index }));
    // After the new section renders: its heading (or the question) gets the focus, as a new page would.
    requestAnimationFrame(() => {
      const target = questionId ? document.getElementById(`question-${questionId}`) : headingRef.current;
      target?.scrollIntoView({ block: 'start' });
      (questionId ? target?.querySelector<HTMLElement>('button, input, textarea, [role="slider"]') : headingRef.current)?.focus();
    });
  };
  const toChecklist = () => {
    setChecked(true);
    goTo(sections.length);
  };
  const whoProblems = askedWho ? respondentProblems(audit) : {};
  const send = async () => {
    if (Object.keys(respondentProblems(audit)).length > 0) {
      setAskedWho(true);
      document.getElementById(RESPONDENT_NAME_ID)?.focus();
      return;
    }
    setSubmitting(true);
    setSubmitProblem(null);
    try {
      onSubmitted(await submit());
    } catch {
      // The phone could not keep it (storage full, a private window): the answers are still here.
      setSubmitProblem('The audit could not be saved on this phone. Free some space on the phone, then tap Submit audit again.');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Stack gap="md">
      {resumed && (
        <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Carrying on where you left off">
          <Text size="sm" mb="xs">
            Your answers, last changed {formatShownAsOf(audit.savedAt)}, are kept on this phone.
          </Text>
          {confirmingStart ? (
            <Group gap="xs">
              <Button size="sm" color="red.9" onClick={() => void startAgain().then(() => setConfirmingStart(false))}>
                Yes, throw my answers away
              </Button>
              <Button size="sm" variant="default" onClick={() => setConfirmingStart(false)}>
                Keep them
              </Button>
            </Group>
          ) : (
            <Button size="sm" variant="default" onClick={() => setConfirmingStart(true)}>
              Start again
            </Button>
          )}
        </Alert>
      )}
      <Stack gap={4}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500}>
            {onChecklist ? 'Check and submit' : `Section ${step + 1} of ${sections.length}`}
          </Text>
          <Text size="sm" c="dimmed" data-testid="audit-progress">
            {progress.answered} of {progress.total} answered
          </Text>
        </Group>
        <Progress
          value={progress.total === 0 ? 100 : (progress.answered / progress.total) * 100}
          size="lg"
          aria-label={`${progress.answered} of ${progress.total} answered`}
        />
      </Stack>
      <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
        {onChecklist ? 'Check and submit' : sectionTitle(step)}
      </Title>
      {onChecklist && audit.respondent && problems.length === 0 && (
        <RespondentFields respondent={audit.respondent} problems={whoProblems} onChange={(respondent) => update((before) => ({ ...before, respondent }))} />
      )}
      {onChecklist || !section ? (
        <AuditChecklist
          audit={audit}
          problems={problems}
          sectionTitle={sectionTitle}
          onGoTo={(problem) => goTo(problem.sectionIndex, problem.questionId)}
          onSubmit={() => void send()}
          submitting={submitting}
          problem={submitProblem}
        />
      ) : (
        section.elements
          .filter((question) => states.get(question.id)?.visible)
          .map((question) => (
            <DoQuestion
              key={question.id}
              question={question}
              state={states.get(question.id) ?? { visible: true, required: question.required, failed: false }}
              answer={audit.answers[question.id]}
              note={audit.notes[question.id] ?? ''}
              evidence={audit.evidence[question.id] ?? []}
              problems={problemsOf(problems, question.id)}
              onAnswer={(answer) => update((before) => ({ ...before, answers: { ...before.answers, [question.id]: answer } }))}
              onAnswerWith={(change) => update((before) => ({ ...before, answers: { ...before.answers, [question.id]: change(before.answers[question.id]) } }))}
              onNote={(note) => update((before) => ({ ...before, notes: { ...before.notes, [question.id]: note } }))}
              onEvidenceWith={(change) =>
                update((before) => ({ ...before, evidence: { ...before.evidence, [question.id]: change(before.evidence[question.id] ?? []) } }))
              }
              store={store}
            />
          ))
      )}
      {/* The way on above the way back, each the full width: "Check and submit" does not fit half a phone. */}
      <Stack gap="xs">
        {!onChecklist && (
          <Button
            size="lg"
            rightSection={<IconArrowRight size={22} aria-hidden />}
            onClick={() => (step + 1 === sections.length ? toChecklist() : goTo(step + 1))}
          >
            {step + 1 === sections.length ? 'Check and submit' : 'Next'}
          </Button>
        )}
        {step > 0 && (
          <Button size="lg" variant="default" leftSection={<IconArrowLeft size={22} aria-hidden />} onClick={() => goTo(step - 1)}>
            Back
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
