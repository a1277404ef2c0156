import { Badge, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { TAuditQuestion, TQuestionState } from '@hivis/contracts';
import type { TAuditFileStore } from './answers/answer-props';
import { ChoiceAnswer } from './answers/ChoiceAnswer';
import { FilesAnswer } from './answers/FilesAnswer';
import { LocationAnswer, ShowFileAnswer } from './answers/ShowAnswers';
import { SignatureAnswer } from './answers/SignatureAnswer';
import { TypedAnswer } from './answers/TypedAnswer';

/*
 * One question as the person doing the audit sees it: the question in large type, "(optional)"
 * when it may be left, its help, the answer control for its type, and, when the answer fails, what
 * the failure asks for (a note saying what is wrong, a photo of it).
 */

/** How many photos a failed answer takes as evidence (the server's limit). */
const MAX_EVIDENCE_PHOTOS = 10;
const DEFAULT_MAX_FILES = { audio: 1, photo: 5, file: 3 } as const;

export type TQuestionProblems = { answer?: string; note?: string; evidence?: string };

type TDoQuestionProps = {
  question: TAuditQuestion;
  state: TQuestionState;
  answer: unknown;
  note: string;
  evidence: readonly string[];
  problems: TQuestionProblems;
  onAnswer: (answer: unknown) => void;
  /** Changes the answer from the audit's latest, for answers changed after a wait (a photo made smaller). */
  onAnswerWith: (change: (answer: unknown) => unknown) => void;
  onNote: (note: string) => void;
  onEvidenceWith: (change: (ids: readonly string[]) => string[]) => void;
  store: TAuditFileStore;
};

const ids = (answer: unknown): string[] => (Array.isArray(answer) ? answer.filter((id) => typeof id === 'string') : []);

function AnswerControl({
  question,
  answer,
  onAnswer,
  onAnswerWith,
  store,
  labelId,
  errorId,
}: TDoQuestionProps & { labelId: string; errorId: string | undefined }) {
  const props = { question, answer, onAnswer, labelId, errorId };
  switch (question.type) {
    case 'boolean':
    case 'multi_radio':
    case 'multi_checklist':
    case 'multi_select':
      return <ChoiceAnswer {...props} />;
    case 'signature':
      return <SignatureAnswer {...props} store={store} />;
    case 'photo':
    case 'audio':
    case 'file':
      return (
        <FilesAnswer
          kind={question.type}
          ids={ids(answer)}
          onChange={(change) =>
            onAnswerWith((latest) => {
              const next = change(ids(latest));
              return next.length > 0 ? next : undefined;
            })
          }
          max={question.constraints.maxFiles ?? DEFAULT_MAX_FILES[question.type]}
          store={store}
          labelId={labelId}
          errorId={errorId}
        />
      );
    case 'show_file':
      return <ShowFileAnswer {...props} />;
    case 'show_location':
      return <LocationAnswer {...props} />;
    default:
      return <TypedAnswer {...props} />;
  }
}

export function DoQuestion(props: TDoQuestionProps) {
  const { question, state, note, evidence, problems, onNote, onEvidenceWith, store } = props;
  const labelId = `prompt-${question.id}`;
  const errorId = problems.answer ? `problem-${question.id}` : undefined;
  const urgent = question.priority === 'high' || question.priority === 'urgent';
  return (
    <Paper
      id={`question-${question.id}`}
      withBorder
      radius="md"
      p="md"
      style={state.failed ? { borderColor: 'var(--mantine-color-red-9)', borderWidth: 2 } : undefined}
      data-testid="audit-question"
    >
      <Stack gap="sm">
        <Stack gap={4}>
          {urgent && (
            <Badge color={question.priority === 'urgent' ? 'red.9' : 'orange.9'} variant="filled" size="sm">
              {question.priority === 'urgent' ? 'Urgent' : 'High priority'}
            </Badge>
          )}
          <Text id={labelId} fw={600} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {question.prompt}
            {!state.required && question.type !== 'show_file' && (
              <Text span c="dimmed" fw={400} size="md">
                {' '}
                (optional)
              </Text>
            )}
          </Text>
          {question.helpText && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
              {question.helpText}
            </Text>
          )}
        </Stack>
        <AnswerControl {...props} labelId={labelId} errorId={errorId} />
        {problems.answer && (
          <Text id={errorId} size="sm" c="red.9" fw={500} role="alert">
            {problems.answer}
          </Text>
        )}
        {state.failed && (
          <Stack gap="sm" p="sm" bg="red.0" style={{ borderRadius: 8 }} data-testid="failed-answer">
            <Group gap={6} wrap="nowrap">
              <IconAlertTriangle size={20} color="var(--mantine-color-red-9)" aria-hidden />
              <Text fw={600} c="red.9">
                {question.failsAudit ? 'This fails the whole audit.' : 'This answer fails the check.'}
              </Text>
            </Group>
            <Textarea
              label={question.onFail?.requireNote ? 'What is wrong?' : 'What is wrong? (optional)'}
              size="md"
              autosize
              minRows={2}
              maxLength={2000}
              value={note}
              onChange={(event) => onNote(event.currentTarget.value)}
              error={problems.note}
              withAsterisk={false}
            />
            <Stack gap={4}>
              <Text id={`evidence-${question.id}`} size="sm" fw={500}>
                {question.onFail?.requirePhoto ? 'Photo of the problem' : 'Photo of the problem (optional)'}
              </Text>
              <FilesAnswer
                kind="photo"
                ids={evidence}
                onChange={onEvidenceWith}
                max={MAX_EVIDENCE_PHOTOS}
                store={store}
                labelId={`evidence-${question.id}`}
                errorId={problems.evidence ? `evidence-problem-${question.id}` : undefined}
              />
              {problems.evidence && (
                <Text id={`evidence-problem-${question.id}`} size="sm" c="red.9" fw={500} role="alert">
                  {problems.evidence}
                </Text>
              )}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
