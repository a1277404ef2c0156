import { Alert, Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCircleCheck, IconSend } from '@tabler/icons-react';
import { checkAuditAnswers, scoreAudit } from '@hivis/contracts';
import type { TAuditInProgress } from './audit-in-progress-db';
import type { TAuditProblem } from './audit-run';

/*
 * The last step before Submit: what is still missing, each a tap away from its question, or, when
 * nothing is, the result so far and the Submit button. The same check as the server's, so what
 * this says is what the office gets.
 */

type TAuditChecklistProps = {
  audit: TAuditInProgress;
  problems: TAuditProblem[];
  sectionTitle: (index: number) => string;
  onGoTo: (problem: TAuditProblem) => void;
  onSubmit: () => void;
  submitting: boolean;
  /** Why the last Submit did not go. */
  problem: string | null;
};

export function AuditChecklist({ audit, problems, sectionTitle, onGoTo, onSubmit, submitting, problem }: TAuditChecklistProps) {
  if (problems.length > 0) {
    return (
      <Stack gap="sm">
        <Alert color="orange" title={problems.length === 1 ? '1 thing to finish before submitting' : `${problems.length} things to finish before submitting`}>
          <Text size="sm">Tap one to go to its question.</Text>
        </Alert>
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {problems.map((problem) => (
            <li key={problem.path}>
              <UnstyledButton
                onClick={() => onGoTo(problem)}
                w="100%"
                p="sm"
                style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}
                data-testid="audit-problem"
              >
                <Text size="xs" c="dimmed">
                  {sectionTitle(problem.sectionIndex)}
                </Text>
                <Text fw={600}>{problem.prompt}</Text>
                <Text size="sm" c="red.9">
                  {problem.message}
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      </Stack>
    );
  }
  const score = scoreAudit(audit.sections, checkAuditAnswers(audit.sections, audit).answers);
  const failedCount = score.failedQuestionIds.length;
  return (
    <Stack gap="md">
      <Alert color={score.failed ? 'red' : 'teal'} icon={<IconCircleCheck aria-hidden />} title="Everything needed is answered">
        <Text size="sm">
          {score.failed ? 'This audit fails: an item that fails the whole audit failed. ' : ''}
          {score.percentage === null ? 'Nothing in it is scored.' : `Score ${score.percentage}% (${score.score} of ${score.max} points).`}{' '}
          {failedCount === 0 ? 'No failed items.' : failedCount === 1 ? '1 failed item.' : `${failedCount} failed items.`}
        </Text>
      </Alert>
      <Button size="xl" leftSection={<IconSend size={24} aria-hidden />} onClick={onSubmit} loading={submitting}>
        Submit audit
      </Button>
      {problem && (
        <Text size="sm" c="red.9" fw={500} role="alert">
          {problem}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        It is saved on this phone and sent as soon as there is signal.
      </Text>
    </Stack>
  );
}
