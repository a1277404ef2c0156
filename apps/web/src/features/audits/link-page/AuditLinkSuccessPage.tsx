import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobile } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { auditLinkPagePath } from '@hivis/contracts';
import { RefusedAction } from '../../../offline/RefusedAction';
import { useOutbox } from '../../../offline/outbox/use-outbox';
import { usePageTitle } from '../../../ui/page-title';
import { linkAuditSentOf } from './link-audit-sent';
import { LinkPageFrame } from './LinkPageFrame';
import { useAuditLinkPage } from './link-page-api';

/*
 * /audits/link/{Audituuid}/response-success (spec 2.5 "Audit response submitted"): 'Submission
 * Successful', and the page can be closed. With no signal the audit is still on the device: the
 * page says so, and says it plainly when it has gone.
 */
export function AuditLinkSuccessPage() {
  const { uuid = '' } = useParams();
  const page = useAuditLinkPage(uuid);
  const sent = linkAuditSentOf(useLocation().state);
  // A link's audit is sent with no sign-in: its commands are nobody's.
  const outbox = useOutbox(null);
  const mine = (command: { meta?: Record<string, string> }) => sent !== null && command.meta?.responseId === sent.responseId;
  const refused = outbox.needsAttention.find(mine);
  const waiting = outbox.waiting.some(mine);
  usePageTitle(waiting ? 'Saved on this device' : 'Submission Successful');

  return (
    <LinkPageFrame page={page.data}>
      <Stack gap="lg">
        {!outbox.loaded ? null : refused ? (
          <RefusedAction command={refused} title="Your answers were not accepted" />
        ) : waiting ? (
          <>
            <Title order={1}>Saved on this device</Title>
            <Alert color="blue" icon={<IconDeviceMobile aria-hidden />} title="Waiting for signal" data-testid="link-audit-pending">
              <Text size="sm">Your answers are sent as soon as this device is connected. Keep this page open until it says Submission Successful.</Text>
            </Alert>
          </>
        ) : (
          <>
            <Title order={1}>Submission Successful</Title>
            <Alert color="teal" icon={<IconCircleCheck aria-hidden />} title="Thank you" data-testid="link-audit-sent">
              <Text size="sm">
                {sent ? `Your answers to ${sent.templateName} have been received.` : 'Your answers have been received.'} You can close this page now.
              </Text>
            </Alert>
          </>
        )}
        <Button component={Link} to={auditLinkPagePath(uuid)} variant="default" size="md" replace>
          Answer again
        </Button>
      </Stack>
    </LinkPageFrame>
  );
}
