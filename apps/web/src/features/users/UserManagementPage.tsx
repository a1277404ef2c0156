import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconToggleRight } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { USER_STATUS_FILTERS } from '@hivis/contracts';
import type { TAssignableRole, TCompanyUser } from '@hivis/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-error';
import { Page } from '../../ui/Page';
import { PaginatedTable } from '../../ui/PaginatedTable';
import { usePaging } from '../../ui/usePaging';
import { statusLabel } from '../../ui/status-label';
import { useStoredAuth } from '../auth/session';
import { AccessChangeModal } from './AccessChangeModal';
import type { TAccessChange } from './AccessChangeModal';
import { SeatSummary } from './SeatSummary';
import { narrowColumns, wideColumns } from './user-columns';
import { changeUserRole, deactivateUser, reactivateUser, useCompanyUsers, useRefreshUsersAndSeats } from './users-api';
import { FilterSelect, SearchField, useSearchText } from '../../ui/ListControls';

type TUserFilter = (typeof USER_STATUS_FILTERS)[number];
type TChange = { user: TCompanyUser; role?: TAssignableRole; action?: 'deactivate' | 'reactivate' };

/** /user/manage: the company's people, their roles, deactivate and reactivate, within the plan's seats. */
export function UserManagementPage() {
  const selfId = useStoredAuth()?.id ?? null;
  const refreshUsersAndSeats = useRefreshUsersAndSeats();
  const paging = usePaging();
  const { search, setSearch, debounced: debouncedSearch } = useSearchText();
  const [status, setStatus] = useState<TUserFilter>('all');
  const [asking, setAsking] = useState<TAccessChange | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;

  const users = useCompanyUsers({ page: paging.page, take: paging.take, search: debouncedSearch || undefined, status });

  const change = useMutation({
    mutationFn: ({ user, role, action }: TChange) => {
      if (role) return changeUserRole(user.id, role);
      return action === 'reactivate' ? reactivateUser(user.id) : deactivateUser(user.id);
    },
    onMutate: () => setProblem(null),
    onSuccess: () => {
      setAsking(null);
      refreshUsersAndSeats();
    },
    // Shown on the page, not in a 3-second toast: a seat limit needs reading and a next step.
    onError: (error) => {
      setAsking(null);
      setProblem(errorMessage(error));
    },
  });

  const actions = {
    selfId,
    busyUserId: change.isPending ? (change.variables?.user.id ?? null) : null,
    onRole: (user: TCompanyUser, role: TAssignableRole) => change.mutate({ user, role }),
    onAccess: (user: TCompanyUser, action: 'deactivate' | 'reactivate') => setAsking({ user, action }),
  };

  return (
    <Page title="User Account Management" size="xl">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text maw={640}>
          Everyone in your company with a HiVis login. Change what each person can do, or deactivate someone who has left: they are signed out at once and their
          seat becomes free.
        </Text>
        <Button component={Link} to="/manage-features" variant="default" leftSection={<IconToggleRight aria-hidden />}>
          Manage Features
        </Button>
      </Group>

      <SeatSummary />

      {problem && (
        <Alert
          color="red"
          icon={<IconAlertTriangle aria-hidden />}
          title="That change was not made"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setProblem(null)}
          role="alert"
        >
          <Text size="sm">{problem}</Text>
          {problem.includes('seat') && (
            <Anchor component={Link} to="/user/account" size="sm">
              Add seats on My Account
            </Anchor>
          )}
        </Alert>
      )}

      <Group gap="sm" align="flex-end" wrap="wrap">
        <SearchField
          hint="Name or email"
          value={search}
          onChange={(next) => {
            setSearch(next);
            paging.setPage(1);
          }}
          w={{ base: '100%', xs: 280 }}
        />
        <FilterSelect
          label="Status"
          value={status}
          data={USER_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? 'Everyone' : statusLabel(value) }))}
          onChange={(next) => {
            setStatus(next);
            paging.setPage(1);
          }}
          width={220}
        />
      </Group>

      <PaginatedTable
        caption="People in your company"
        columns={narrow ? narrowColumns(actions) : wideColumns(actions)}
        rowKey={(user) => user.id}
        data={users.data}
        loading={users.isFetching}
        error={users.isError ? `The list did not load: ${errorMessage(users.error)}` : undefined}
        emptyText={debouncedSearch || status !== 'all' ? 'Nobody matches that search.' : 'Nobody here yet.'}
        onPageChange={paging.setPage}
        onPageSizeChange={paging.setTake}
        minWidth={narrow ? 300 : 900}
      />

      <AccessChangeModal
        change={asking}
        busy={change.isPending}
        onClose={() => setAsking(null)}
        onConfirm={({ user, action }) => change.mutate({ user, action })}
      />
    </Page>
  );
}
