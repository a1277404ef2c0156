import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { checkAuditAnswers, scoreAudit } from '@hivis/contracts';
import { RefusedAction } from '../../../offline/RefusedAction';
import { useOutbox } from '../../../offline/outbox/use-outbox';
import { AUDITS_PATH, auditResponsePath } from '../audit-paths';
import type { TAuditInProgress } from './audit-in-progress-db';

/**
 * After Submit: the result, and where the audit is: saved on this phone until there is signal,
 * sent (with a link to it as the office sees it), or refused by the server with its reason.
 */
export function AuditSubmitted({ audit }: { audit: TAuditInProgress }) {
  const outbox = useOutbox(audit.userId);
  const mine = (command: { meta?: Record<string, string> }) => command.meta?.responseId === audit.id;
  const refused = outbox.needsAttention.find(mine);
  const waiting = outbox.waiting.some(mine);
  const score = scoreAudit(audit.sections, checkAuditAnswers(audit.sections, audit).answers);
  return (
    <Stack gap="md">
      <Text size="lg" fw={600} data-testid="audit-result">
        {score.failed ? 'Failed' : 'Passed'}
        {score.percentage === null ? '' : `: ${score.percentage}%`}
        {score.failedQuestionIds.length > 0 ? ` with ${score.failedQuestionIds.length} failed item${score.failedQuestionIds.length === 1 ? '' : 's'}` : ''}
      </Text>
      {!outbox.loaded ? null : refused ? (
        <RefusedAction command={refused} title="This audit was not recorded" />
      ) : waiting ? (
        <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Saved on this phone" data-testid="audit-pending">
          It is sent when you have signal. You can close HiVis: it waits on this phone.
        </Alert>
      ) : (
        <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="Sent" data-testid="audit-sent">
          The office can see it now.
        </Alert>
      )}
      <Group gap="sm" grow>
        {outbox.loaded && !waiting && !refused && (
          <Button component={Link} to={auditResponsePath(audit.id)} size="lg">
            See the audit
          </Button>
        )}
        <Button component={Link} to={AUDITS_PATH} size="lg" variant="default">
          Back to audits
        </Button>
      </Group>
    </Stack>
  );
}
