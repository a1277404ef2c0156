import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconClipboardCheck, IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getStoredAuth } from '../../../api/auth-storage';
import { formatShownAsOf } from '../../../offline/shown-as-of-format';
import { REVIEW_AUDITS_PATH, doAuditPath } from '../audit-paths';
import type { TDoAuditState } from '../audit-paths';
import { TEMPLATES_IN_USE, useAuditTemplates } from '../audits-api';
import { AuditActions } from '../actions/AuditActions';
import { auditsInProgressOf, isKept } from './audit-in-progress-db';
import type { TAuditInProgress } from './audit-in-progress-db';

/**
 * A job's audits, on the job's page: its open actions from failed answers first (what to fix on
 * site, each with Mark done), then carry on with one started on this phone, or start one with
 * any of the company's templates. The templates are the ones the phone keeps for a day without
 * signal (keep-jobs-for-site), so this works on site with none.
 */
export function JobAudits({ jobId, jobTitle }: { jobId: string; jobTitle: string }) {
  const templates = useAuditTemplates(TEMPLATES_IN_USE);
  const [started, setStarted] = useState<TAuditInProgress[]>([]);
  useEffect(() => {
    let live = true;
    void auditsInProgressOf(getStoredAuth()?.id ?? '').then((audits) => {
      if (live) setStarted(audits.filter((audit) => audit.jobId === jobId && isKept(audit)));
    });
    return () => {
      live = false;
    };
  }, [jobId]);
  const startedIds = new Set(started.map((audit) => audit.templateId));
  const toStart = (templates.data?.items ?? []).filter((template) => !startedIds.has(template.id));

  return (
    <Stack gap="sm">
      <AuditActions filter={{ jobId, status: 'open' }} heading="Open actions" headingOrder={3} take={5} />
      {started.map((audit) => (
        <AuditButton key={audit.key} to={doAuditPath(audit.templateId, jobId)} jobTitle={jobTitle} carryOn>
          Carry on: {audit.templateName} (last changed {formatShownAsOf(audit.savedAt)})
        </AuditButton>
      ))}
      {toStart.map((template) => (
        <AuditButton key={template.id} to={doAuditPath(template.id, jobId)} jobTitle={jobTitle}>
          Start: {template.name}
        </AuditButton>
      ))}
      {templates.isSuccess && templates.data.items.length === 0 && <Text c="dimmed">Your company has no audit templates yet.</Text>}
      {templates.isError && started.length === 0 && <Text c="dimmed">The audit templates did not load. They load when you have signal.</Text>}
      <Anchor component={Link} to={REVIEW_AUDITS_PATH}>
        Audits done
      </Anchor>
    </Stack>
  );
}

/** A big, full-width way into an audit on this job, its words wrapping on a phone. */
function AuditButton({ to, jobTitle, carryOn = false, children }: { to: string; jobTitle: string; carryOn?: boolean; children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={to}
      state={{ jobTitle } satisfies TDoAuditState}
      size="lg"
      variant={carryOn ? 'filled' : 'default'}
      leftSection={carryOn ? <IconPlayerPlay size={22} aria-hidden /> : <IconClipboardCheck size={22} aria-hidden />}
      justify="flex-start"
      h="auto"
      py={8}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
    >
      {children}
    </Button>
  );
}
