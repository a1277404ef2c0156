import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';
import { isNotFound } from '../api/api-error';
import { LoadError } from './LoadError';
import { OfflineNotice } from './OfflineNotice';
import { PageLoader } from './PageLoader';

/** What the gate reads of a query: a TanStack Query result fits, and so does `allOf` of several. */
export type TGateQuery<T> = {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  /** TanStack Query's: 'paused' while it waits for a network the phone does not have. */
  fetchStatus?: 'fetching' | 'paused' | 'idle';
  refetch: () => unknown;
};

export type TNotFound = { title: string; body: ReactNode };

type TQueryGateProps<T> = {
  query: TGateQuery<T>;
  /** Heading of the load error, e.g. "The job did not load". */
  errorTitle: string;
  /** Shown while loading; a full-page loader unless the spot is small. */
  loading?: ReactNode;
  /** Given, a 404 (or an id the server cannot read) says this instead of offering a retry that cannot help. */
  notFound?: TNotFound;
  /** Puts a problem inside the page it belongs to (title, way back); the data screen brings its own. */
  frame?: (problem: ReactNode) => ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one way a screen waits for its data: loading, not found, a failed load with a retry that
 * asks again (weak signal on site), offline with nothing on the phone to show, then the screen
 * itself with the data.
 */
export function QueryGate<T>({ query, errorTitle, loading, notFound, frame = (problem) => problem, children }: TQueryGateProps<T>) {
  if (query.isError) {
    if (notFound && isNotFound(query.error)) return <>{frame(<NotFoundAlert {...notFound} />)}</>;
    return <>{frame(<LoadError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />)}</>;
  }
  if (query.data === undefined && query.fetchStatus === 'paused') return <>{frame(<OfflineNotice />)}</>;
  if (query.data === undefined) return <>{loading === undefined ? <PageLoader /> : loading}</>;
  return <>{children(query.data)}</>;
}

export function NotFoundAlert({ title, body }: TNotFound) {
  return (
    <Alert color="orange" title={title}>
      {body}
    </Alert>
  );
}

type TGateQueries<T extends readonly unknown[]> = { [K in keyof T]: TGateQuery<T[K]> };

/** Several queries as one gate: loaded when all are, failed when any fails; a retry asks the failed ones again. */
export function allOf<T extends readonly unknown[]>(...queries: TGateQueries<T>): TGateQuery<T> {
  const list: readonly TGateQuery<unknown>[] = queries;
  const failed = list.filter((query) => query.isError);
  const ready = list.every((query) => query.data !== undefined);
  return {
    data: ready && failed.length === 0 ? (list.map((query) => query.data) as unknown as T) : undefined,
    error: failed[0]?.error ?? null,
    isError: failed.length > 0,
    fetchStatus: list.some((query) => query.fetchStatus === 'paused') ? 'paused' : list.some((query) => query.fetchStatus === 'fetching') ? 'fetching' : 'idle',
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
