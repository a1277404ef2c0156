import { linkPageId } from '@hivis/contracts';
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { reportError } from '../ui/report-error';
import { LinkPageShell } from './LinkPageShell';
import { SwmsSigningLinkPage } from './swms/SwmsSigningLinkPage';
import { LinkAlert } from './ui/LinkAlert';

/** A page that failed to draw: said in words and reported, as the app's error page does. */
class LinkErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    reportError({ event: 'render-error', level: 'error', message: error.message, error: { error, componentStack: info.componentStack } });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <LinkAlert tone="red" role="alert" title="Something went wrong">
        <p className="lp-small">Please reload the page. If it happens again, ask the person who sent you the link.</p>
      </LinkAlert>
    );
  }
}

function PageFor({ pathname }: { pathname: string }) {
  // The pages opened from a link, by address (contracts' link-pages.ts); link.html is served for these.
  const signingRequestId = linkPageId('swmsSigning', pathname);
  if (signingRequestId) return <SwmsSigningLinkPage signingRequestId={signingRequestId} />;
  return (
    <div className="lp-stack">
      <h1>This link does not work</h1>
      <p>Please check the link in your email, or ask the person who sent it for a new one.</p>
    </div>
  );
}

export function LinkPages({ pathname }: { pathname: string }) {
  return (
    <LinkPageShell>
      <LinkErrorBoundary>
        <PageFor pathname={pathname} />
      </LinkErrorBoundary>
    </LinkPageShell>
  );
}
