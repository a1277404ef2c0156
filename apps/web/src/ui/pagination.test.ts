import { describe, expect, it } from 'vitest';
import { hasNextPage, hasPreviousPage, isEmptyList, normalisePageSize, pageCount, pageLabel, pageSizeLabel, showingLabel } from './pagination';

describe('pagination labels', () => {
  it('counts pages, with at least one even when empty', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(201, 200)).toBe(2);
  });

  it('writes the spec texts', () => {
    expect(pageSizeLabel(20)).toBe('Show 20');
    expect(showingLabel({ total: 42, page: 2, take: 5, shown: 5 })).toBe('Showing 5 of ~42 results');
    expect(pageLabel({ total: 42, page: 2, take: 5 })).toBe('Page 2 of 9');
    expect(pageLabel({ total: 0, page: 1, take: 5 })).toBe('Page 1 of 1');
  });

  it('keeps the page label inside the real range', () => {
    expect(pageLabel({ total: 10, page: 7, take: 5 })).toBe('Page 2 of 2');
  });

  it('enables previous and next only where there is a page', () => {
    expect(hasPreviousPage({ page: 1 })).toBe(false);
    expect(hasPreviousPage({ page: 2 })).toBe(true);
    expect(hasNextPage({ total: 10, page: 1, take: 5 })).toBe(true);
    expect(hasNextPage({ total: 10, page: 2, take: 5 })).toBe(false);
  });

  it('accepts only the offered page sizes, or 200 when fixed', () => {
    expect(normalisePageSize(10)).toBe(10);
    expect(normalisePageSize(7)).toBe(5);
    expect(normalisePageSize(10, true)).toBe(200);
  });
});

describe('isEmptyList: when a table gives way to its empty state', () => {
  it('is an answer with no rows at all', () => {
    expect(isEmptyList({ total: 0, items: [] })).toBe(true);
  });

  it('is not a list still loading, one with rows, or a page past the end of a list that has rows', () => {
    expect(isEmptyList(undefined)).toBe(false);
    expect(isEmptyList({ total: 1, items: [{}] })).toBe(false);
    expect(isEmptyList({ total: 6, items: [] })).toBe(false);
  });
});
