import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../auth/session';
import { statusLabel } from '../../ui/status-label';

/**
 * The 'Company Details' modal (spec 2.4): a suspended or inactive account's menu still lists the
 * tools, but opening one explains why it is closed and where to go instead.
 */
export function SuspendedAccountModal({ tool, onClose }: { tool: string | null; onClose: () => void }) {
  const { data: user } = useCurrentUser();
  const status = user ? statusLabel(user.status).toLowerCase() : 'suspended';
  const companyName = user?.company?.name ?? 'Your company';
  return (
    <Modal opened={tool !== null} onClose={onClose} centered title="Company Details">
      <Stack gap="md">
        <Text>
          <strong>{companyName}</strong>’s HiVis account is {status}, so {tool ?? 'this tool'} cannot be opened right now.
        </Text>
        <Text size="sm">
          The account holder can see why, and what to do about it, on My Account. If you think this is a mistake, contact us and we will sort it out.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to="/contact" variant="default" onClick={onClose}>
            Contact Us
          </Button>
          <Button onClick={onClose} data-autofocus>
            OKAY
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
