import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { IconBan } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import type { TDashboardId, TDashboardLink, TDashboardLinkState } from '@hivis/contracts';
import { errorMessage } from '../../api/api-error';
import { notifyError, notifySuccess } from '../../ui/notify';
import { PaginatedTable } from '../../ui/PaginatedTable';
import type { TColumn } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { formatZoned } from '../jobs/zoned-time';
import { useCompanyTimeZone } from '../jobs/jobs-api';
import { revokeDashboardLink, useDashboardLinks, useRefreshDashboardLinks } from './dashboards-api';

const STATE_BADGES: Record<TDashboardLinkState, { label: string; color: string }> = {
  active: { label: 'Active', color: 'teal.9' },
  expired: { label: 'Expired', color: 'gray.7' },
  revoked: { label: 'Revoked', color: 'red.9' },
};

/** The dashboard's links, newest first, each revocable while it works. */
export function DashboardLinksTable({ dashboardId }: { dashboardId: TDashboardId }) {
  const paging = usePaging();
  const timeZone = useCompanyTimeZone();
  const links = useDashboardLinks(dashboardId, paging.page, paging.take);
  const refresh = useRefreshDashboardLinks();
  const revoke = useMutation({
    mutationFn: (link: TDashboardLink) => revokeDashboardLink(link.id),
    onSuccess: () => {
      notifySuccess('Link revoked. Screens showing it will say it is no longer valid.');
      void refresh();
    },
    onError: (error) => notifyError(`The link was not revoked: ${errorMessage(error)}`),
  });
  const nameOf = (link: TDashboardLink) => link.label ?? `Link made ${formatZoned(link.createdAt, timeZone)}`;
  const askRevoke = (link: TDashboardLink) =>
    modals.openConfirmModal({
      title: 'Revoke this link?',
      children: <Text>{`${nameOf(link)} will stop working at once, wherever it is shown.`}</Text>,
      labels: { confirm: 'Revoke link', cancel: 'Keep it' },
      confirmProps: { color: 'red', size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => revoke.mutate(link),
    });

  // Filled with dark shades: white text on them is easy to read (light badges were too faint).
  const badge = (link: TDashboardLink) => (
    <Badge color={STATE_BADGES[link.state].color} variant="filled" size="md">
      {STATE_BADGES[link.state].label}
    </Badge>
  );
  const madeBy = (link: TDashboardLink) => link.createdByName ?? 'Someone who has left';
  const actions: TColumn<TDashboardLink> = {
    key: 'actions',
    header: <span className="visually-hidden">Actions</span>,
    cell: (link) =>
      link.state === 'active' ? (
        <Button
          variant="default"
          c="red.9"
          size="md"
          leftSection={<IconBan size={18} aria-hidden />}
          aria-label={`Revoke ${nameOf(link)}`}
          onClick={() => askRevoke(link)}
        >
          Revoke
        </Button>
      ) : null,
  };
  const wide: TColumn<TDashboardLink>[] = [
    { key: 'label', header: 'Link', cell: (link) => <Text fw={600}>{nameOf(link)}</Text> },
    { key: 'state', header: 'State', cell: badge },
    { key: 'expires', header: 'Expires', cell: (link) => formatZoned(link.expiresAt, timeZone) },
    { key: 'by', header: 'Made by', cell: madeBy },
    actions,
  ];
  // On a phone: one column says it all, and Revoke sits beside it.
  const narrowColumns: TColumn<TDashboardLink>[] = [
    {
      key: 'link',
      header: 'Link',
      cell: (link) => (
        <Stack gap={4}>
          <Group gap="xs">
            <Text fw={600}>{nameOf(link)}</Text>
            {badge(link)}
          </Group>
          <Text size="sm">{`Expires ${formatZoned(link.expiresAt, timeZone)} · by ${madeBy(link)}`}</Text>
        </Stack>
      ),
    },
    actions,
  ];
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  return (
    <PaginatedTable
      caption="Links to this dashboard"
      columns={narrow ? narrowColumns : wide}
      rowKey={(link) => link.id}
      data={links.data}
      loading={links.isFetching}
      error={links.isError ? `The links did not load: ${errorMessage(links.error)}` : undefined}
      emptyText="No links yet. Create one above to show this dashboard on a screen."
      onPageChange={paging.setPage}
      // A phone has no room for the size choice inside this card; 5 a page suits it.
      onPageSizeChange={narrow ? undefined : paging.setTake}
      minWidth={narrow ? 300 : 640}
    />
  );
}
