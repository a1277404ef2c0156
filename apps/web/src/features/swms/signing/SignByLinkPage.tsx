import { Alert, Text } from '@mantine/core';
import type { TSwmsSigningRequest } from '@hivis/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { PreparingNote } from './PreparingNote';
import { QueuedSignatureNotice } from './QueuedSignatureNotice';
import { Section6Actions } from './Section6Actions';
import { SignOnRegister } from './SignOnRegister';
import { useSigningRequest } from './signing-api';
import type { TSignTarget } from './signing-api';
import { SwmsSummaryCard } from './SwmsSummaryCard';
import { QueryGate, NotFoundAlert } from '../../../ui/QueryGate';
import type { TNotFound } from '../../../ui/QueryGate';
import { useKeepDocumentOnPhone } from '../../../offline/keep-document';

const TITLE = 'Sign SWMS';

/** What the link holder is told above the actions: done, done on an older version, waiting for the PDF, or what signing means. */
function LinkStatus({ request }: { request: TSwmsSigningRequest }) {
  if (request.signed) {
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden />} title="Signed. Thank you.">
        Your signature is on version {request.version} of this SWMS. You can still view or download it. Follow it on site, and ask your supervisor if anything
        is unclear.
      </Alert>
    );
  }
  if (request.signedVersion !== null) {
    return (
      <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} title="A newer version has been issued">
        You signed version {request.signedVersion} with this link, but {request.companyName} has since issued version {request.version}, and your signature is
        not on it. Please sign it from the newest email you were sent about this SWMS, or ask {request.companyName} for a new link.
      </Alert>
    );
  }
  if (request.file === null) return <PreparingNote />;
  return (
    <Text>
      Read the SWMS with VIEW before you sign it{request.signerName ? `, ${request.signerName}` : ''}. Signing says you understand it and will follow it on
      site.
    </Text>
  );
}

/**
 * /swms/sign/:signingRequestId: Section 6 for someone with a mailed link, signed in or not. They
 * read the SWMS (VIEW, DOWNLOAD) and SIGN; sending belongs to the company, so SEND is disabled
 * and there is no Finish. A used link shows that it is done, or, once a newer version is issued,
 * that its signature is on an older one.
 */
const LINK_NOT_VALID: TNotFound = {
  title: 'This link does not work',
  body: <Text size="sm">This signing link is not valid. Please check the link in your email, or ask for a new one.</Text>,
};

function LinkSigning({ request }: { request: TSwmsSigningRequest }) {
  useKeepDocumentOnPhone(request.file?.inlineUrl);
  const signTarget = useMemo<TSignTarget>(
    () => ({ mode: 'request', signingRequestId: request.id, swmsId: request.swmsId, version: request.version, title: request.title }),
    [request.id, request.swmsId, request.version, request.title],
  );
  return (
    <Page title={TITLE} heading="Read and sign the SWMS">
      <SwmsSummaryCard
        title={request.title}
        companyName={request.companyName}
        jobTitle={request.job.title}
        jobNumber={request.job.jobNumber}
        projectName={request.job.projectName}
        worksiteName={request.job.worksiteName}
        worksiteAddress={request.job.worksiteAddress}
        version={request.version}
      />
      <LinkStatus request={request} />
      <QueuedSignatureNotice target={signTarget} />
      <Section6Actions
        file={request.file}
        mode="link"
        signTarget={signTarget}
        // A link signs once: after that, even a newer version is signed through the newer link.
        signDisabled={request.signedVersion !== null}
        askName={request.signerName === null}
        onSend={() => undefined}
      />
      <SignOnRegister signatures={request.signatures} currentVersion={request.version} />
    </Page>
  );
}

export function SignByLinkPage() {
  const { signingRequestId = '' } = useParams();
  const query = useSigningRequest(signingRequestId);
  if (query.isError && isApiError(query.error) && query.error.status === 410) {
    return (
      <Page title={TITLE}>
        <NotFoundAlert title="This link has expired" body={<Text size="sm">{query.error.message}</Text>} />
      </Page>
    );
  }
  return (
    <QueryGate
      query={query}
      loading={<PageLoader label="Loading the SWMS…" />}
      errorTitle="The SWMS could not be loaded"
      notFound={LINK_NOT_VALID}
      frame={(problem) => <Page title={TITLE}>{problem}</Page>}
    >
      {(request) => <LinkSigning request={request} />}
    </QueryGate>
  );
}
