import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { getStoredAuth } from '../../../api/auth-storage';
import { BackLink } from '../../../ui/BackLink';
import { Page } from '../../../ui/Page';
import { QueryGate } from '../../../ui/QueryGate';
import { AUDITS_PATH } from '../audit-paths';
import { useAuditTemplate } from '../audits-api';
import type { TAuditInProgress } from './audit-in-progress-db';
import { AuditSubmitted } from './AuditSubmitted';
import { DoAuditForm } from './DoAuditForm';
import { occurrenceFrom } from './audits-due-api';

/*
 * /audits/do/{auditId}[?jobId=]: doing an audit, on a phone on site or at a desk. The template
 * comes from the phone's copy when there is no signal (device cache); the answers are kept on the
 * phone as they are given and sent through the device outbox on Submit.
 */

const NOT_FOUND = { title: 'Audit not found', body: 'This audit template does not exist, or is not one of your company’s.' };

function jobTitleOf(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'jobTitle' in state && typeof state.jobTitle === 'string' ? state.jobTitle : null;
}

export function DoAuditPage() {
  const { auditId = '' } = useParams();
  const [search] = useSearchParams();
  const jobId = search.get('jobId');
  const occurrence = occurrenceFrom(search);
  // Kept by the browser with the page, so a reload still says which job.
  const jobTitle = jobTitleOf(useLocation().state);
  const userId = getStoredAuth()?.id ?? '';
  const template = useAuditTemplate(auditId);
  const [submitted, setSubmitted] = useState<TAuditInProgress | null>(null);
  const name = template.data?.name ?? 'Audit';

  return (
    <Page title={submitted ? `${submitted.templateName}: submitted` : name} size="sm">
      <BackLink to={AUDITS_PATH}>Audit Tool</BackLink>
      {jobId && jobTitle && (
        <Text c="dimmed" mt={-12}>
          On {jobTitle}
        </Text>
      )}
      {submitted ? (
        <AuditSubmitted audit={submitted} />
      ) : (
        // An audit open on the phone stays on screen when a later refetch fails on a weak signal.
        <QueryGate query={template.data ? { ...template, isError: false } : template} errorTitle="The audit did not load" notFound={NOT_FOUND}>
          {(loaded) =>
            loaded.auditType === 'starter' || loaded.archivedOn ? (
              <Alert color="orange" title="This template cannot be used for an audit">
                {loaded.archivedOn
                  ? 'It was archived. Ask the office to restore it, or choose another.'
                  : 'It is one of HiVis’s starter templates. Your office makes a copy to use it.'}
              </Alert>
            ) : (
              <DoAuditForm userId={userId} template={loaded} jobId={jobId} occurrence={occurrence} onSubmitted={setSubmitted} />
            )
          }
        </QueryGate>
      )}
    </Page>
  );
}
