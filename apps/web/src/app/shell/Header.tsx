import { ActionIcon, Burger, Button, Group } from '@mantine/core';
import { IconCalendarEvent, IconHelpCircle, IconUserCircle, IconUserPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useStoredAuth } from '../../features/auth/session';
import { usePublicConfig } from '../../features/contact/contact-api';
import { PRODUCT_NAME } from '../../ui/page-title';
import { useAccess } from '../../features/auth/access';
import { Logo } from './Logo';
import { InboxBell, SendInviteButton } from './parts-loaded-later';

type THeaderProps = {
  navOpened: boolean;
  onToggleNav: () => void;
  navId: string;
};

/*
 * Spec 2.5: 'Send Invite' (signed in to an open company account) and 'Join {domain}' (signed
 * out), plus shortcuts: FAQs for everyone, the work schedule for the account holder of an open
 * company (the only one who has it), and the account when signed in. On a phone each is a 44 px
 * icon button named for screen readers.
 */
export function Header({ navOpened, onToggleNav, navId }: THeaderProps) {
  const signedIn = useStoredAuth() !== null;
  const access = useAccess();
  // Invitations go out in a company's name, so only people of an open company account send them.
  const canInvite = (access.kind === 'company' || access.kind === 'staff') && !access.restricted;
  const hasSchedule = access.kind === 'company' && !access.restricted;
  // The server's public address names the domain; a local or IP address has none, so the name stands in.
  const joinLabel = `Join ${usePublicConfig().data?.productDomain ?? PRODUCT_NAME}`;
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
        {/* On a phone the notifications bell takes this place for company people; FAQs stay in the menu under Help. */}
        {!(signedIn && canInvite) && (
          <ActionIcon component={Link} to="/help/faqs" variant="default" size={44} aria-label="FAQs" hiddenFrom="sm">
            <IconHelpCircle size={26} aria-hidden />
          </ActionIcon>
        )}
        {!signedIn && (
          <>
            {/* Spec 2.5: 'Join' and the product's domain (or name), to the pricing page. */}
            <Button component={Link} to="/pricing" leftSection={<IconUserPlus size={22} aria-hidden />} visibleFrom="sm">
              {joinLabel}
            </Button>
            <Button component={Link} to="/pricing" px="sm" aria-label={joinLabel} hiddenFrom="sm">
              Join
            </Button>
          </>
        )}
        {signedIn && canInvite && <InboxBell />}
        {signedIn && canInvite && <SendInviteButton />}
        {signedIn && hasSchedule && (
          <>
            <Button component={Link} to="/schedule" variant="default" leftSection={<IconCalendarEvent size={22} aria-hidden />} visibleFrom="sm">
              Schedule
            </Button>
            {/* From 576 px: below that the header is full (bell, invite, account) and the menu has Work Schedule. */}
            <ActionIcon component={Link} to="/schedule" variant="default" size={44} aria-label="Schedule" hiddenFrom="sm" visibleFrom="xs">
              <IconCalendarEvent size={26} aria-hidden />
            </ActionIcon>
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
