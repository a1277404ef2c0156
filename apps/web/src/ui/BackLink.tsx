import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The way back up, big enough for a gloved thumb. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} style={{ display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 }}>
      <IconArrowLeft size={18} aria-hidden />
      {children}
    </Anchor>
  );
}
