import { PRODUCT_NAME_DEFAULT } from '@hivis/contracts';
import { useEffect } from 'react';

export const PRODUCT_NAME = PRODUCT_NAME_DEFAULT;

/** '{page title} | HiVis', or just the product name (spec 1). Pure, so it can be tested. */
export function pageTitle(title?: string | null): string {
  const trimmed = title?.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
