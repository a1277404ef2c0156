import { Box, NavLink, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useAccess } from '../../features/auth/access';
import { isMenuItemActive, menuFor } from './menu-config';
import type { TMenuSection } from './menu-config';
import { SuspendedAccountModal } from './parts-loaded-later';

type TSideMenuProps = {
  /** Closes the drawer on phones once a destination is chosen. */
  onNavigate: () => void;
};

export function SideMenu({ onNavigate }: TSideMenuProps) {
  const access = useAccess();
  const sections = menuFor(access);
  const [lockedTool, setLockedTool] = useState<string | null>(null);
  return (
    <Box py="sm">
      {sections.map((section, index) => (
        <MenuSection key={section.label ?? `section-${index}`} section={section} onNavigate={onNavigate} onLocked={setLockedTool} />
      ))}
      {/* Only a suspended or inactive account has locked items to choose. */}
      {access.restricted && <SuspendedAccountModal tool={lockedTool} onClose={() => setLockedTool(null)} />}
    </Box>
  );
}

type TMenuSectionProps = {
  section: TMenuSection;
  onNavigate: () => void;
  /** A locked item (suspended account) was chosen: names it for the 'Company Details' modal. */
  onLocked: (label: string) => void;
};

function MenuSection({ section, onNavigate, onLocked }: TMenuSectionProps) {
  const headingId = useId();
  const { pathname } = useLocation();
  return (
    <Box mb="sm">
      {section.label && (
        <Text id={headingId} size="sm" fw={700} tt="uppercase" c="dimmed" px="md" pt="sm" pb={4}>
          {section.label}
        </Text>
      )}
      <Box component="ul" aria-labelledby={section.label ? headingId : undefined} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {section.items.map((item) => {
          if (item.locked) {
            return (
              <li key={item.to}>
                <NavLink
                  component="button"
                  type="button"
                  label={item.label}
                  leftSection={<item.icon size={24} stroke={1.8} aria-hidden />}
                  rightSection={<IconLock size={18} aria-label="locked" />}
                  c="dimmed"
                  onClick={() => onLocked(item.label)}
                />
              </li>
            );
          }
          const active = isMenuItemActive(item.to, pathname);
          return (
            <li key={item.to}>
              <NavLink
                component={Link}
                to={item.to}
                label={item.label}
                leftSection={<item.icon size={24} stroke={1.8} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
              />
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
