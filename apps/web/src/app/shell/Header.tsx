import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStoredAuth } from '../../features/auth/session';
import { Logo } from './Logo';

type THeaderProps = {
  navOpened: boolean;
  onToggleNav: () => void;
  navId: string;
};

/*
 * Spec 2.5 also puts 'Send Invite' (signed in) and 'Join {domain}' (signed out) here, plus
 * shortcuts to FAQs and the schedule; they arrive with the referral, pricing, help and schedule
 * screens. Until then only the account shortcut, whose screen exists, is shown.
 */
export function Header({ navOpened, onToggleNav, navId }: THeaderProps) {
  const signedIn = useStoredAuth() !== null;
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="md"
          size="md"
          aria-label={navOpened ? 'Close main menu' : 'Open main menu'}
          aria-expanded={navOpened}
          aria-controls={navId}
          style={{ minWidth: 44, minHeight: 44 }}
        />
        <Logo />
      </Group>
      {signedIn && (
        <>
          <Button component={Link} to="/user/details" variant="default" leftSection={<IconUserCircle size={22} aria-hidden />} visibleFrom="sm">
            My Account
          </Button>
          <ActionIcon component={Link} to="/user/details" variant="default" size={44} aria-label="My Account" hiddenFrom="sm">
            <IconUserCircle size={26} aria-hidden />
          </ActionIcon>
        </>
      )}
    </Group>
  );
}
