import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorPage } from '../features/errors/ErrorPage';
import { PageLoader } from '../ui/PageLoader';
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';
import { reportError } from '../ui/report-error';

type TProps = {
  children: ReactNode;
  /** A new value (the next page) clears a shown error. */
  resetKey: string;
};

type TState = { failed: boolean; reloading: boolean };

/**
 * Catches render errors of a screen so the shell stays usable. A failed chunk load (after a
 * deploy) reloads the page once; anything else shows the error page and is reported.
 */
export class ErrorBoundary extends Component<TProps, TState> {
  override state: TState = { failed: false, reloading: false };

  static getDerivedStateFromError(): Partial<TState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (isChunkLoadError(error) && reloadOnceForChunkError()) {
      this.setState({ reloading: true });
      return;
    }
    reportError({ event: 'render-error', level: 'error', message: error.message, error: { error, componentStack: info.componentStack } });
  }

  override componentDidUpdate(previous: TProps): void {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) {
      this.setState({ failed: false, reloading: false });
    }
  }

  override render(): ReactNode {
    if (this.state.reloading) return <PageLoader label="Updating HiVis…" />;
    if (this.state.failed) return <ErrorPage />;
    return this.props.children;
  }
}
