import { Popover, Stack } from '@mantine/core';
import { useState } from 'react';
import type { ReactNode } from 'react';

type TActionPopoverProps = {
  /** The button that opens it, given its click handler and whether the list is open. */
  target: (toggle: { onClick: () => void; 'aria-expanded': boolean }) => ReactNode;
  /** The list's buttons, given a way to close it once one is chosen. */
  children: (close: () => void) => ReactNode;
  width?: number;
};

/**
 * A short list of actions under a button: a Popover rather than Mantine's Menu, whose hover
 * handling would otherwise ride in a chunk every signed-in page loads (docs/web.md, "The first
 * load"). Tab moves through it, escape closes it and focus goes back to the button.
 */
export function ActionPopover({ target, children, width = 260 }: TActionPopoverProps) {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={width} trapFocus returnFocus>
      <Popover.Target>{target({ onClick: () => setOpened((open) => !open), 'aria-expanded': opened })}</Popover.Target>
      {/* Named by its button (Mantine links the two), e.g. "More for question 1.2". */}
      <Popover.Dropdown p={4}>
        <Stack gap={2} mah={420} style={{ overflowY: 'auto' }}>
          {children(close)}
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
