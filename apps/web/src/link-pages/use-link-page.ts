import { useCallback, useEffect, useState } from 'react';
import { takeEarlyAnswer } from './early-answers';
import { NETWORK_ERROR_MESSAGE } from '../api/api-error';
import { keepCopy, keptCopy } from './kept-copy';

/** Any schema with a safeParse: the link pages' schemas are zod/mini (contracts' swms-link-page.ts). */
type TSchema<T> = { safeParse: (data: unknown) => { success: true; data: T } | { success: false } };

/**
 * What a link's page shows: its data (with `shownAsOf` when it is the phone's copy, read with no
 * signal), or why not: the link is unknown (404), has ended (410, with the server's words), the
 * server could not answer, or there is no signal and no copy.
 */
export type TLinkPageState<T> =
  | { kind: 'loading' }
  | { kind: 'ready'; data: T; shownAsOf: number | null }
  | { kind: 'not-found' }
  | { kind: 'ended'; message: string }
  | { kind: 'failed'; message: string }
  | { kind: 'offline' };

async function answerOf(path: string): Promise<Response> {
  // index.html's inline script may have asked already, beside the page's code (docs/web.md).
  const early = takeEarlyAnswer(path);
  if (early) {
    try {
      return await early;
    } catch {
      // The early request failed (the signal dropped): ask once more below.
    }
  }
  return fetch(path, { headers: { Accept: 'application/json' } });
}

async function load<T>(path: string, schema: TSchema<T>): Promise<TLinkPageState<T>> {
  let response: Response;
  try {
    response = await answerOf(path);
  } catch {
    const copy = keptCopy(path);
    const parsed = copy ? schema.safeParse(copy.body) : null;
    return copy && parsed?.success ? { kind: 'ready', data: parsed.data, shownAsOf: copy.at } : { kind: 'offline' };
  }
  const body: unknown = await response.json().catch(() => null);
  const message = (body as { message?: unknown } | null)?.message;
  if (response.status === 404) return { kind: 'not-found' };
  if (response.status === 410) return { kind: 'ended', message: typeof message === 'string' ? message : 'This link has ended.' };
  if (!response.ok) return { kind: 'failed', message: typeof message === 'string' ? message : NETWORK_ERROR_MESSAGE };
  const parsed = schema.safeParse(body);
  if (!parsed.success) return { kind: 'failed', message: 'The answer from HiVis could not be read. Please reload the page.' };
  keepCopy(path, body);
  return { kind: 'ready', data: parsed.data, shownAsOf: null };
}

/**
 * GET `path` without a sign-in (a link's page), kept on the phone for reading offline and asked
 * again when the signal returns while the phone's copy is shown. `show` puts a newer answer on
 * screen (the answer to the page's own action, such as a signature sent from the outbox).
 */
export function useLinkPage<T>(path: string, schema: TSchema<T>) {
  const [state, setState] = useState<TLinkPageState<T>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    const refresh = () => void load(path, schema).then((next) => live && setState(next));
    refresh();
    window.addEventListener('online', refresh);
    return () => {
      live = false;
      window.removeEventListener('online', refresh);
    };
  }, [path, schema]);
  const show = useCallback(
    (answer: unknown) => {
      const parsed = schema.safeParse(answer);
      if (!parsed.success) return;
      keepCopy(path, answer);
      setState({ kind: 'ready', data: parsed.data, shownAsOf: null });
    },
    [path, schema],
  );
  return { state, show };
}
