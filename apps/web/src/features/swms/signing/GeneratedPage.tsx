import { Alert, Anchor, Text } from '@mantine/core';
import type { TSwms } from '@hivis/contracts';
import { useMemo, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { useStoredAuth } from '../../auth/session';
import { swmsPath, useSwms } from '../swms-api';
import { PreparingNote } from './PreparingNote';
import { QueuedSignatureNotice } from './QueuedSignatureNotice';
import { Section6Actions } from './Section6Actions';
import { SendSwmsModal } from './SendSwmsModal';
import { SignOnRegister } from './SignOnRegister';
import { useSigningOverview } from './signing-api';
import type { TSignTarget } from './signing-api';
import { SwmsSummaryCard } from './SwmsSummaryCard';
import { QueryGate } from '../../../ui/QueryGate';
import { useKeepDocumentOnPhone } from '../../../offline/keep-document';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TITLE = 'Generate SWMS - Section 6';

/** The SWMS to show: from navigation state { jobId, swmsId } (the review screen), else ?swmsId= (a reload). */
function useSection6SwmsId(): string {
  const location = useLocation();
  const [search] = useSearchParams();
  const state: unknown = location.state;
  const fromState = typeof state === 'object' && state !== null && 'swmsId' in state && typeof state.swmsId === 'string' ? state.swmsId : '';
  const id = fromState || (search.get('swmsId') ?? '');
  return UUID.test(id) ? id : '';
}

function Section6({ swms }: { swms: TSwms }) {
  const auth = useStoredAuth();
  const overview = useSigningOverview(swms.id);
  const [sending, setSending] = useState(false);
  const issued = swms.status === 'issued' && swms.currentVersion > 0;
  const signedByMe = swms.signatures.some((signature) => signature.current && signature.userId === auth?.id);
  useKeepDocumentOnPhone(swms.file?.inlineUrl);
  const signTarget = useMemo<TSignTarget>(
    () => ({ mode: 'user', swmsId: swms.id, version: swms.currentVersion, title: swms.title }),
    [swms.id, swms.currentVersion, swms.title],
  );
  return (
    <Page title={TITLE} heading="Sign and send the SWMS">
      <SwmsSummaryCard
        title={swms.title}
        jobTitle={swms.job.title}
        jobNumber={swms.job.jobNumber}
        projectName={swms.job.projectName}
        worksiteName={swms.job.worksiteName}
        worksiteAddress={swms.job.worksiteAddress}
        version={swms.currentVersion}
        changedSinceIssue={issued && swms.editedSinceIssue}
      />
      {!issued && (
        <Alert color="orange" title="Not generated yet">
          <Text size="sm">
            Generate the SWMS first, then it can be viewed, sent and signed.{' '}
            <Anchor component={Link} to={swmsPath('generate-swms', swms.id)}>
              Review and generate
            </Anchor>
          </Text>
        </Alert>
      )}
      {issued && !signedByMe && (
        <Text>
          Check the PDF with VIEW. SEND it to each worker on the job so they read and sign it before work starts, and SIGN it yourself if you work on site.
        </Text>
      )}
      {signedByMe && (
        <Alert color="green" title="You have signed this version">
          Version {swms.currentVersion} carries your signature. Send it to your crew so each of them signs before work starts.
        </Alert>
      )}
      {issued && swms.file === null && <PreparingNote />}
      <QueuedSignatureNotice target={signTarget} />
      <Section6Actions file={swms.file} signTarget={signTarget} jobId={swms.job.id} signDisabled={!issued || signedByMe} onSend={() => setSending(true)} />
      {overview.isError && <LoadError title="The links sent could not be loaded" error={overview.error} onRetry={() => void overview.refetch()} />}
      <SignOnRegister signatures={swms.signatures} currentVersion={swms.currentVersion} invites={overview.data?.invites ?? []} />
      <SendSwmsModal swmsId={swms.id} opened={sending} onClose={() => setSending(false)} />
    </Page>
  );
}

/** /swms/generated: Section 6 for signed-in people. Without a SWMS it starts the builder again. */
export function GeneratedPage() {
  const swmsId = useSection6SwmsId();
  const query = useSwms(swmsId);
  if (swmsId === '') return <Navigate to="/swms/select-job" replace />;
  return (
    <QueryGate
      query={query}
      loading={<PageLoader label="Loading the SWMS…" />}
      errorTitle="The SWMS could not be loaded"
      frame={(problem) => <Page title={TITLE}>{problem}</Page>}
    >
      {(swms) => <Section6 swms={swms} />}
    </QueryGate>
  );
}
