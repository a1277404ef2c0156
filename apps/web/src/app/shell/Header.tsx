import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconHelpCircle, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStoredAuth } from '../../features/auth/session';
import { Logo } from './Logo';

type THeaderProps = {
  navOpened: boolean;
  onToggleNav: () => void;
  navId: string;
};

/*
 * Spec 2.5 also puts 'Send Invite' (signed in) and 'Join {domain}' (signed out) here, plus a
 * shortcut to the schedule; they arrive with the referral, pricing and schedule screens. Until
 * then the shortcuts are FAQs (everyone) and the account (signed in). On a phone each is a
 * 44 px icon button named for screen readers.
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
      <Group gap="xs" wrap="nowrap">
        <Button component={Link} to="/help/faqs" variant="default" leftSection={<IconHelpCircle size={22} aria-hidden />} visibleFrom="sm">
          FAQs
        </Button>
        <ActionIcon component={Link} to="/help/faqs" variant="default" size={44} aria-label="FAQs" hiddenFrom="sm">
          <IconHelpCircle size={26} aria-hidden />
        </ActionIcon>
        {!signedIn && (
          <>
            {/* Spec 2.5: 'Join' and the product's domain, to the pricing page. */}
            <Button component={Link} to="/pricing" leftSection={<IconUserPlus size={22} aria-hidden />} visibleFrom="sm">
              Join {window.location.host}
            </Button>
            <Button component={Link} to="/pricing" px="sm" aria-label={`Join ${window.location.host}`} hiddenFrom="sm">
              Join
            </Button>
          </>
        )}
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
    </Group>
  );
}
