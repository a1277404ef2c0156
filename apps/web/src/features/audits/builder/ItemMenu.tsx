import { ActionIcon, Button, Divider, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsExchange, IconCopy, IconDots, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ActionPopover } from './ActionPopover';

type TItemMenuProps = {
  /** 'question 2.3' or 'section 2', for the button's name. */
  name: string;
  onDuplicate: () => void;
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onDelete?: () => void;
  /** Other sections a question can move to, by name. */
  moveTo?: { label: string; onClick: () => void }[];
};

function Action({ icon, children, onClick, danger = false }: { icon: ReactNode; children: ReactNode; onClick?: () => void; danger?: boolean }) {
  return (
    <Button variant="subtle" color={danger ? 'red.8' : 'dark'} justify="flex-start" leftSection={icon} onClick={onClick} disabled={!onClick} fullWidth>
      {children}
    </Button>
  );
}

/** A section's or question's actions: duplicate, move up or down (the keyboard's way besides dragging), delete. */
export function ItemMenu({ name, onDuplicate, onMoveUp, onMoveDown, onDelete, moveTo = [] }: TItemMenuProps) {
  const then = (close: () => void, action?: () => void) =>
    action
      ? () => {
          close();
          action();
        }
      : undefined;
  return (
    <ActionPopover
      target={(toggle) => (
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={`More for ${name}`} {...toggle}>
          <IconDots aria-hidden size={22} />
        </ActionIcon>
      )}
    >
      {(close) => (
        <>
          <Action icon={<IconCopy aria-hidden size={16} />} onClick={then(close, onDuplicate)}>
            Duplicate
          </Action>
          <Action icon={<IconArrowUp aria-hidden size={16} />} onClick={then(close, onMoveUp)}>
            Move up
          </Action>
          <Action icon={<IconArrowDown aria-hidden size={16} />} onClick={then(close, onMoveDown)}>
            Move down
          </Action>
          {moveTo.length > 0 && (
            <>
              <Divider />
              <Text size="xs" c="dimmed" px="sm" pt={4}>
                Move to section
              </Text>
              {moveTo.map((target) => (
                <Action key={target.label} icon={<IconArrowsExchange aria-hidden size={16} />} onClick={then(close, target.onClick)}>
                  {target.label}
                </Action>
              ))}
            </>
          )}
          <Divider />
          <Action icon={<IconTrash aria-hidden size={16} />} onClick={then(close, onDelete)} danger>
            Delete
          </Action>
        </>
      )}
    </ActionPopover>
  );
}
