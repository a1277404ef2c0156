import { ActionIcon, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { InviteFriendModal } from './InviteFriendModal';

/**
 * The header's 'Send Invite' (spec 2.5, signed in): a labelled button from the sm breakpoint,
 * a 44 px icon button below it, both opening 'Invite a friend'.
 */
export function SendInviteButton() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button variant="default" onClick={open} leftSection={<IconUserPlus size={22} aria-hidden />} visibleFrom="sm" aria-haspopup="dialog">
        Send Invite
      </Button>
      <ActionIcon variant="default" size={44} onClick={open} aria-label="Send Invite" hiddenFrom="sm" aria-haspopup="dialog">
        <IconUserPlus size={26} aria-hidden />
      </ActionIcon>
      <InviteFriendModal opened={opened} onClose={close} />
    </>
  );
}
