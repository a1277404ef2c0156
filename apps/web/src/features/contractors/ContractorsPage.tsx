import { Button, Group, Text } from '@mantine/core';
import { IconClipboardList, IconPlugConnected, IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Page } from '../../ui/Page';
import { BackLink } from '../../ui/BackLink';
import { CONNECT_CONTRACTOR_PATH, CONTRACTORS_PATH, MANAGE_CONTRACTORS_PATH, REVIEW_CONTRACTS_PATH } from './contractor-paths';
import { ConnectionsTable } from './ConnectionsTable';

/** /staff/contractors: the companies connected (or asked) to do this company's jobs. */
export function ContractorsPage() {
  return (
    <Page title="Contractors" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>
          Companies you contract jobs to. Connect one by email or ABN: they accept, then you can send them jobs, and they see only the jobs you contract to
          them.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={REVIEW_CONTRACTS_PATH} variant="default" size="md" leftSection={<IconClipboardList size={20} aria-hidden />}>
            Review contracts
          </Button>
          <Button component={Link} to={MANAGE_CONTRACTORS_PATH} variant="default" size="md" leftSection={<IconSettings size={20} aria-hidden />}>
            Manage
          </Button>
          <Button component={Link} to={CONNECT_CONTRACTOR_PATH} size="md" leftSection={<IconPlugConnected size={20} aria-hidden />}>
            Connect a contractor
          </Button>
        </Group>
      </Group>
      <ConnectionsTable />
    </Page>
  );
}

/** /staff/contractors/manage: the same list, with resend and remove on each row. */
export function ManageContractorsPage() {
  return (
    <Page title="Manage contractors" size="xl">
      <BackLink to={CONTRACTORS_PATH}>All contractors</BackLink>
      <Text maw={640}>
        Send a waiting invitation again, or remove a contractor. A contractor with jobs offered or accepted cannot be removed until you withdraw those
        contracts.
      </Text>
      <ConnectionsTable manage />
    </Page>
  );
}
