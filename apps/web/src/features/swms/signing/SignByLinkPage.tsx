import { Alert, Text } from '@mantine/core';
import type { TSwmsSigningRequest } from '@hivis/contracts';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { LoadError } from '../../../ui/LoadError';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { PreparingNote } from './PreparingNote';
import { Section6Actions } from './Section6Actions';
import { SignOnRegister } from './SignOnRegister';
import { useSigningRequest } from './signing-api';
import { SwmsSummaryCard } from './SwmsSummaryCard';

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
export function SignByLinkPage() {
  const { signingRequestId = '' } = useParams();
  const query = useSigningRequest(signingRequestId);
  if (query.isPending) return <PageLoader label="Loading the SWMS…" />;
  if (query.isError) {
    const status = isApiError(query.error) ? query.error.status : 0;
    const expired = status === 410;
    const gone = expired || status === 404 || status === 400;
    return (
      <Page title={TITLE}>
        {gone ? (
          <Alert color="orange" title={expired ? 'This link has expired' : 'This link does not work'}>
            <Text size="sm">
              {expired ? query.error.message : 'This signing link is not valid. Please check the link in your email, or ask for a new one.'}
            </Text>
          </Alert>
        ) : (
          <LoadError title="The SWMS could not be loaded" error={query.error} onRetry={() => void query.refetch()} />
        )}
      </Page>
    );
  }
  const request = query.data;
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
      <Section6Actions
        file={request.file}
        mode="link"
        signTarget={{ mode: 'request', signingRequestId: request.id, swmsId: request.swmsId }}
        // A link signs once: after that, even a newer version is signed through the newer link.
        signDisabled={request.signedVersion !== null}
        askName={request.signerName === null}
        onSend={() => undefined}
      />
      <SignOnRegister signatures={request.signatures} currentVersion={request.version} />
    </Page>
  );
}
