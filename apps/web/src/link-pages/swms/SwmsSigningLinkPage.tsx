import { PRODUCT_NAME_DEFAULT, ZSwmsSigningRequestSchema } from '@hivis/contracts';
import type { TSwmsSigningRequest } from '@hivis/contracts';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconEye, IconHourglass, IconSend, IconWifiOff } from '../ui/icons';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { jobName } from '../../features/jobs/job-name';
import type { TSignTarget } from '../../features/swms/signing/signature-command';
import { useKeepDocumentOnPhone } from '../../offline/keep-document';
import { markFirstScreenShown } from '../../ui/after-first-screen';
import { LinkAlert } from '../ui/LinkAlert';
import { LinkOutboxStrip } from '../LinkOutboxStrip';
import { useLinkPage } from '../use-link-page';
import { LinkSignFlow } from './LinkSignFlow';
import { LinkSignOnRegister } from './LinkSignOnRegister';

const TITLE = 'Sign SWMS';

/** Which SWMS this is: title, company, job and site, and the version people sign. */
function SummaryCard({ request }: { request: TSwmsSigningRequest }) {
  const { job } = request;
  return (
    <section className="lp-card lp-tight">
      <div className="lp-spread">
        <h2>{request.title}</h2>
        <span className="lp-badge lp-tone-orange">Version {request.version}</span>
      </div>
      <p>From {request.companyName}</p>
      <p className="lp-strong">{jobName(job)}</p>
      <p className="lp-small">
        {job.projectName}, {job.worksiteName}
        {job.worksiteAddress ? `, ${job.worksiteAddress}` : ''}
      </p>
    </section>
  );
}

/** What the link holder is told above the actions: done, done on an older version, waiting for the PDF, or what signing means. */
function LinkStatus({ request }: { request: TSwmsSigningRequest }) {
  if (request.signed) {
    return (
      <LinkAlert tone="green" icon={<IconCircleCheck />} title="Signed. Thank you.">
        Your signature is on version {request.version} of this SWMS. You can still view or download it. Follow it on site, and ask your supervisor if anything
        is unclear.
      </LinkAlert>
    );
  }
  if (request.signedVersion !== null) {
    return (
      <LinkAlert tone="orange" icon={<IconAlertTriangle />} title="A newer version has been issued">
        You signed version {request.signedVersion} with this link, but {request.companyName} has since issued version {request.version}, and your signature is
        not on it. Please sign it from the newest email you were sent about this SWMS, or ask {request.companyName} for a new link.
      </LinkAlert>
    );
  }
  if (request.file === null) {
    return (
      <LinkAlert tone="blue" icon={<IconHourglass />} title="The document is being prepared">
        VIEW, DOWNLOAD and SIGN open once the PDF is ready. Reload this page in a minute.
      </LinkAlert>
    );
  }
  return (
    <p>
      Read the SWMS with VIEW before you sign it{request.signerName ? `, ${request.signerName}` : ''}. Signing says you understand it and will follow it on
      site.
    </p>
  );
}

/** An action that opens the PDF: a link while there is one, a disabled look until then. */
function FileAction({ href, label, icon, download = false }: { href: string | undefined; label: string; icon: ReactNode; download?: boolean }) {
  if (!href) {
    return (
      <a className="lp-button" role="link" aria-disabled="true">
        {icon}
        {label}
      </a>
    );
  }
  return (
    <a className="lp-button" href={href} {...(download ? { download: true } : { target: '_blank', rel: 'noopener' })}>
      {icon}
      {label}
    </a>
  );
}

/**
 * The page of a mailed signing link: Section 6 for someone who may have no account. They read
 * the SWMS (VIEW, DOWNLOAD) and SIGN; sending belongs to the company, so SEND is disabled and
 * there is no Finish. A used link shows that it is done, or, once a newer version is issued, that
 * its signature is on an older one.
 */
function SigningPage({ request, shownAsOf, onSigned }: { request: TSwmsSigningRequest; shownAsOf: number | null; onSigned: (answer: unknown) => void }) {
  useKeepDocumentOnPhone(request.file?.inlineUrl);
  const target = useMemo<TSignTarget>(
    () => ({ mode: 'request', signingRequestId: request.id, swmsId: request.swmsId, version: request.version, title: request.title }),
    [request.id, request.swmsId, request.version, request.title],
  );
  const noFile = request.file === null;
  return (
    <>
      <LinkOutboxStrip shownAsOf={shownAsOf} />
      <div className="lp-stack">
        <h1>Read and sign the SWMS</h1>
        <SummaryCard request={request} />
        <LinkStatus request={request} />
        <LinkSignFlow
          target={target}
          // A link signs once: after that, even a newer version is signed through the newer link.
          disabled={request.signedVersion !== null || noFile}
          askName={request.signerName === null}
          onSigned={onSigned}
        >
          <FileAction href={request.file?.inlineUrl} label="VIEW" icon={<IconEye />} />
          <button type="button" className="lp-button" disabled title="Only the company can send this SWMS.">
            <IconSend />
            SEND
          </button>
          <FileAction href={request.file?.url} label="DOWNLOAD" icon={<IconDownload />} download />
        </LinkSignFlow>
        <LinkSignOnRegister signatures={request.signatures} currentVersion={request.version} />
      </div>
    </>
  );
}

/** A link that cannot show its SWMS: the page's heading and why, in words. */
function Problem({ title, tone, children }: { title: string; tone: 'red' | 'gray'; children: ReactNode }) {
  return (
    <div className="lp-stack">
      <h1>{TITLE}</h1>
      <LinkAlert tone={tone} title={title} role={tone === 'gray' ? 'status' : 'alert'} icon={tone === 'gray' ? <IconWifiOff /> : undefined}>
        <p className="lp-small">{children}</p>
      </LinkAlert>
    </div>
  );
}

/** /swms/sign/:signingRequestId */
export function SwmsSigningLinkPage({ signingRequestId }: { signingRequestId: string }) {
  const { state, show } = useLinkPage(`/api/v3/swms/request/${encodeURIComponent(signingRequestId)}`, ZSwmsSigningRequestSchema);
  useEffect(() => {
    // The app's form ('{title} | {product}', ui/page-title.ts), written here: that module is a file of its own for this page.
    document.title = `${TITLE} | ${PRODUCT_NAME_DEFAULT}`;
  }, []);
  useEffect(() => {
    if (state.kind !== 'loading') markFirstScreenShown();
  }, [state.kind]);
  switch (state.kind) {
    case 'loading':
      return (
        <p className="boot-status" role="status">
          Loading the SWMS…
        </p>
      );
    case 'ready':
      return <SigningPage request={state.data} shownAsOf={state.shownAsOf} onSigned={show} />;
    case 'not-found':
      return (
        <Problem tone="red" title="This link does not work">
          This signing link is not valid. Please check the link in your email, or ask for a new one.
        </Problem>
      );
    case 'ended':
      return (
        <Problem tone="red" title="This link has expired">
          {state.message}
        </Problem>
      );
    case 'failed':
      return (
        <Problem tone="red" title="The SWMS could not be loaded">
          {state.message}
        </Problem>
      );
    case 'offline':
      return (
        <Problem tone="gray" title="You're offline. This needs a connection.">
          It opens by itself when you are connected again.
        </Problem>
      );
  }
}
