import { useCallback, useState } from 'react';
import { normalisePageSize, TABLE_DEFAULT_PAGE_SIZE } from './pagination';

export type TPaging = {
  page: number;
  take: number;
  setPage: (page: number) => void;
  /** A new page size starts again at page 1, so the person is never past the end. */
  setTake: (take: number) => void;
};

/** The page and page size a screen sends to a paged endpoint (ZPageQuerySchema: page is 1-based). */
export function usePaging(options: { initialTake?: number; fixed?: boolean } = {}): TPaging {
  const [page, setPageState] = useState(1);
  const [take, setTakeState] = useState(() => normalisePageSize(options.initialTake ?? TABLE_DEFAULT_PAGE_SIZE, options.fixed));
  const setPage = useCallback((next: number) => setPageState(Math.max(1, Math.floor(next))), []);
  const setTake = useCallback((next: number) => {
    setTakeState(normalisePageSize(next));
    setPageState(1);
  }, []);
  return { page, take, setPage, setTake };
}
