import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { MAIN_CONTENT_ID } from './SkipLink';

/** Pages shown inside another site (an embedded dashboard): the page alone, no header, menu or footer. */
export const BARE_PATHS = new Set(['/embed-dashboard']);

export function BareLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} p="md">
      {children}
    </Box>
  );
}
