import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './SkipLink';

/**
 * Pages shown inside another site (an embedded dashboard), and an audit web link's pages (they
 * draw the company's own header): the page alone, no header, menu or footer of the app.
 */
const BARE_PATHS = new Set(['/embed-dashboard']);
const BARE_PREFIXES = ['/audits/link/'];

export function isBarePath(pathname: string): boolean {
  return BARE_PATHS.has(pathname) || BARE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} p="md">
      {children}
    </Box>
  );
}
