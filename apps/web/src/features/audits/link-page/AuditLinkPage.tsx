import { Alert, Text, Title } from '@mantine/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { auditLinkSuccessPath } from '@hivis/contracts';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../ui/LoadError';
import { OfflineNotice } from '../../../ui/OfflineNotice';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/page-title';
import { linkAuditOwner } from '../do/audit-run';
import { DoAuditForm } from '../do/DoAuditForm';
import { occurrenceFrom } from '../do/audits-due-api';
import type { TLinkAuditSent } from './link-audit-sent';
import { LinkPageFrame } from './LinkPageFrame';
import { useAuditLinkPage } from './link-page-api';

/*
 * /audits/link/{Audituuid} (spec 2.1): an audit answered in the browser by someone with no HiVis
 * account, a visitor, a client or a subcontractor, from a link the company sent or put up on
 * site. The same screen as in the app, one section at a time, kept on the device as it is
 * answered and sent through the device outbox, so a weak signal loses nothing.
 */

/** Why the page cannot show the audit: unknown (404), switched off, expired or resting (410, the server says which). */
function Closed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (isApiError(error) && error.status === 404)
    return (
      <Alert color="orange" title="This audit link was not found">
        Check that the whole link was copied, or ask the company that sent it for a new one.
      </Alert>
    );
  if (isApiError(error) && error.status === 410)
    return (
      <Alert color="orange" title="This audit is not taking answers">
        {error.message}
      </Alert>
    );
  return <LoadError title="The audit did not load" error={error} onRetry={onRetry} />;
}

export function AuditLinkPage() {
  const { uuid = '' } = useParams();
  const navigate = useNavigate();
  // A reminder's link names the assignment's occurrence it is for.
  const [search] = useSearchParams();
  const occurrence = occurrenceFrom(search);
  const page = useAuditLinkPage(uuid);
  usePageTitle(page.data?.template.name ?? 'Audit');
  const loaded = page.data;

  return (
    <LinkPageFrame page={loaded}>
      {page.isError && !loaded ? (
        <Closed error={page.error} onRetry={() => void page.refetch()} />
      ) : !loaded ? (
        page.fetchStatus === 'paused' ? (
          <OfflineNotice />
        ) : (
          <PageLoader />
        )
      ) : (
        <>
          <Title order={1} mb="xs">
            {loaded.template.name}
          </Title>
          {loaded.template.description && (
            <Text c="dimmed" mb="lg">
              {loaded.template.description}
            </Text>
          )}
          <DoAuditForm
            userId={linkAuditOwner(uuid)}
            template={loaded.template}
            jobId={null}
            link={{ uuid, formToken: loaded.formToken }}
            occurrence={occurrence}
            onSubmitted={(audit) => {
              const state: TLinkAuditSent = { responseId: audit.id, templateName: audit.templateName };
              void navigate(auditLinkSuccessPath(uuid), { state, replace: true });
            }}
          />
        </>
      )}
    </LinkPageFrame>
  );
}
