import { describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { ApiError } from '../api/api-error';
import { LoadError } from './LoadError';
import { OfflineNotice } from './OfflineNotice';
import { PageLoader } from './PageLoader';
import { allOf, NotFoundAlert, QueryGate } from './QueryGate';
import type { TGateQuery } from './QueryGate';

/* The gate's choice of what to show, read off the element it returns (no DOM needed). */

type TShown = ReactElement<{ children: ReactElement<Record<string, unknown>> }>;

const query = <T>(over: Partial<TGateQuery<T>>): TGateQuery<T> => ({ data: undefined, error: null, isError: false, refetch: vi.fn(), ...over });
const shown = (element: unknown) => (element as TShown).props.children;
const notFound = { title: 'Job not found', body: 'Gone.' };

describe('QueryGate', () => {
  it('waits with the page loader, then hands the data on', () => {
    const children = vi.fn((job: { title: string }) => job.title);
    expect(shown(QueryGate({ query: query<{ title: string }>({}), errorTitle: 'x', children })).type).toBe(PageLoader);
    expect(shown(QueryGate({ query: query({ data: { title: 'Tiles' } }), errorTitle: 'x', children }))).toBe('Tiles');
  });

  it('says in words that a screen needs a connection while its query waits for one', () => {
    const children = vi.fn(() => null);
    expect(shown(QueryGate({ query: query({ fetchStatus: 'paused' }), errorTitle: 'x', children })).type).toBe(OfflineNotice);
    // Data already on the phone is shown offline as it is.
    expect(shown(QueryGate({ query: query({ data: 'kept', fetchStatus: 'paused' }), errorTitle: 'x', children: (data: string) => data }))).toBe('kept');
    expect(allOf(query({ data: 1 }), query({ fetchStatus: 'paused' })).fetchStatus).toBe('paused');
  });

  it('says not found for a 404 or an unreadable id, and offers a retry that refetches for anything else', () => {
    const missing = shown(
      QueryGate({ query: query({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'No') }), errorTitle: 'x', notFound, children: () => null }),
    );
    expect(missing.type).toBe(NotFoundAlert);
    const badId = shown(QueryGate({ query: query({ isError: true, error: new ApiError(400, 'BAD', 'No') }), errorTitle: 'x', notFound, children: () => null }));
    expect(badId.type).toBe(NotFoundAlert);

    const failed = query({ isError: true, error: new ApiError(0, 'TIMEOUT', 'Timed out') });
    const problem = shown(QueryGate({ query: failed, errorTitle: 'The job did not load', notFound, children: () => null }));
    expect(problem.type).toBe(LoadError);
    expect(problem.props.title).toBe('The job did not load');
    (problem.props.onRetry as () => void)();
    expect(failed.refetch).toHaveBeenCalledOnce();
  });

  it('treats a 404 as a load error when the screen names no not-found state', () => {
    const problem = shown(QueryGate({ query: query({ isError: true, error: new ApiError(404, 'NOT_FOUND', 'No') }), errorTitle: 'x', children: () => null }));
    expect(problem.type).toBe(LoadError);
  });
});

describe('allOf', () => {
  it('is loaded when every query is, failed when any is, and retries only the failed ones', () => {
    const a = query({ data: 1 });
    const b = query<string>({});
    expect(allOf(a, b).data).toBeUndefined();
    expect(allOf(a, query({ data: 'two' })).data).toEqual([1, 'two']);

    const broken = query<string>({ isError: true, error: new Error('down') });
    const both = allOf(a, broken);
    expect(both.isError).toBe(true);
    expect(both.error).toEqual(new Error('down'));
    void both.refetch();
    expect(broken.refetch).toHaveBeenCalledOnce();
    expect(a.refetch).not.toHaveBeenCalled();
  });
});
