import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconStack2 } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { LoadError } from '../../../ui/LoadError';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { useDeleteWorkActivity, useScope, useTrade, useWorkActivities } from '../library-api';
import { AdminActivityCard } from './AdminActivityCard';
import { adminSwmsPaths } from './admin-swms-paths';
import { confirmDelete } from './confirm-delete';

/** /admin-swms/view-wa?tradeId= or ?scopeId=: the activities of a trade or of one scope, to check, edit or delete. */
export function AdminViewActivitiesPage() {
  const [params] = useSearchParams();
  const scopeId = params.get('scopeId');
  const tradeId = scopeId ? null : params.get('tradeId');
  const scope = useScope(scopeId);
  const trade = useTrade(tradeId);
  const activities = useWorkActivities({ scopeId: scopeId ?? undefined, tradeId: tradeId ?? undefined }, Boolean(scopeId ?? tradeId));
  const remove = useDeleteWorkActivity();
  const heading = scope.data ? `${scope.data.tradeName}: ${scope.data.name}` : (trade.data?.name ?? 'Work activities');
  const owner = scope.data ?? trade.data;
  const reviewTradeId = owner && !owner.isPublic ? (scope.data?.tradeId ?? trade.data?.id) : undefined;

  if (!scopeId && !tradeId) {
    return (
      <Page title="Work activities">
        <Text>Choose a trade or a scope of work on the SWMS Admin Panel first.</Text>
        <Button component={Link} to={adminSwmsPaths.home} variant="default" size="md" style={{ alignSelf: 'flex-start' }}>
          Back to the SWMS Admin Panel
        </Button>
      </Page>
    );
  }
  const failed = scope.isError ? scope : trade.isError ? trade : activities.isError ? activities : null;
  return (
    <Page title="Work activities" heading={heading} size="lg">
      <Group gap="sm">
        <Button component={Link} to={adminSwmsPaths.home} variant="default" size="md">
          Back to trades
        </Button>
        {scopeId && (
          <>
            <Button component={Link} to={adminSwmsPaths.addActivity(scopeId)} size="md" leftSection={<IconPlus size={20} aria-hidden />}>
              Add an activity
            </Button>
            <Button component={Link} to={adminSwmsPaths.bulkAddToScope(scopeId)} size="md" variant="light" leftSection={<IconStack2 size={20} aria-hidden />}>
              Bulk add
            </Button>
            <Button component={Link} to={adminSwmsPaths.editScope(scopeId)} size="md" variant="light">
              Edit scope
            </Button>
          </>
        )}
      </Group>
      {failed && <LoadError title="The activities did not load" error={failed.error} onRetry={() => void failed.refetch()} />}
      {activities.isPending && !failed && <PageLoader label="Loading activities…" />}
      {activities.data?.length === 0 && <Text c="dimmed">No work activities here yet.</Text>}
      <Stack gap="md">
        {activities.data?.map((activity) => (
          <AdminActivityCard
            key={activity.id}
            activity={activity}
            editTo={reviewTradeId ? adminSwmsPaths.customActivity(reviewTradeId, activity.id) : adminSwmsPaths.editActivity(activity.id)}
            editLabel={reviewTradeId ? 'Review' : 'Edit'}
            onDelete={() => confirmDelete('activity', activity.name, () => remove.mutate(activity.id))}
          />
        ))}
      </Stack>
    </Page>
  );
}
