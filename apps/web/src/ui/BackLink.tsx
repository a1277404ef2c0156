import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Big enough for a gloved thumb. */
export const BACK_LINK_STYLE = { display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 } as const;

/** The way back up. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} style={BACK_LINK_STYLE}>
      <IconArrowLeft size={18} aria-hidden />
      {children}
    </Anchor>
  );
}
