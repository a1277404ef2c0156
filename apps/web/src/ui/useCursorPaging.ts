import { useCallback, useState } from 'react';
import { usePaging } from './usePaging';
import type { TPaging } from './usePaging';

export type TCursorPaging = TPaging & {
  /** Send as `after`: where the current page starts; undefined on page 1. */
  after: string | undefined;
  /** Moves to a page; pass the shown page's nextCursor so the next page reads on from there. */
  goToPage: (page: number, nextCursor: string | null | undefined) => void;
};

/**
 * Paging for very long lists (jobs): the table still moves one page back or on, and each page
 * remembers where it started, so the server reads on along its index instead of skipping every
 * earlier row. Without a remembered start the server falls back to the page number.
 */
export function useCursorPaging(): TCursorPaging {
  const paging = usePaging();
  const [starts, setStarts] = useState<Record<number, string>>({});
  const { page, setPage } = paging;
  const goToPage = useCallback(
    (next: number, nextCursor: string | null | undefined) => {
      // Written fresh on every step forward, so a start from before a new search is never used.
      if (next === page + 1 && nextCursor) setStarts((known) => ({ ...known, [next]: nextCursor }));
      setPage(next);
    },
    [page, setPage],
  );
  return { ...paging, after: page > 1 ? starts[page] : undefined, goToPage };
}
