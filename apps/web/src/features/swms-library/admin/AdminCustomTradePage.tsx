import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus, IconStack2, IconWorldUpload } from '@tabler/icons-react';
import type { TLibraryTradeReview } from '@hivis/contracts';
import { Link, useParams } from 'react-router';
import { formatDate } from '../../../ui/dates';
import { FormSection } from '../../../ui/forms/FormSection';
import { LoadError } from '../../../ui/LoadError';
import { notifySuccess } from '../../../ui/notify';
import { Page } from '../../../ui/Page';
import { useDeleteWorkActivity, useMakeTradePublic, useRenameTrade, useTrade, useWorkActivities } from '../library-api';
import { AdminActivityCard } from './AdminActivityCard';
import { adminSwmsPaths } from './admin-swms-paths';
import { confirmDelete } from './confirm-delete';
import { ScopeNameForm } from './ScopeNameForm';
import { QueryGate } from '../../../ui/QueryGate';

/**
 * /admin-swms/custom-trade/{tradeId}/edit: review a company's custom trade. Rename it, check its
 * scopes and activities (review or edit each), add scopes or activities, and make the whole trade
 * public for every company.
 */
export function AdminCustomTradePage() {
  const { tradeId = '' } = useParams();
  const trade = useTrade(tradeId);
  return (
    <Page title="Review custom trade" heading={trade.data ? `Review: ${trade.data.name}` : 'Review custom trade'} size="lg">
      <QueryGate query={trade} errorTitle="The trade did not load">
        {(found) => <CustomTrade trade={found} />}
      </QueryGate>
    </Page>
  );
}

function CustomTrade({ trade }: { trade: TLibraryTradeReview }) {
  const rename = useRenameTrade(trade.id);
  const publish = useMakeTradePublic();
  const activities = useWorkActivities({ tradeId: trade.id });
  const remove = useDeleteWorkActivity();
  const askPublish = () =>
    modals.openConfirmModal({
      title: 'Make this trade public?',
      children: (
        <Text>
          “{trade.name}”, its scopes and its activities join the public library: every company will see them, and {trade.companyName ?? 'the company'} can no
          longer change them.
        </Text>
      ),
      labels: { confirm: 'Make public', cancel: 'Not yet' },
      confirmProps: { size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => publish.mutate(trade.id, { onSuccess: (done) => notifySuccess(`“${done.name}” is now in the public library.`) }),
    });
  return (
    <Stack gap="lg">
      <Group gap="xs">
        {trade.isPublic ? <Badge color="green.9">Public</Badge> : <Badge color="gray.7">Private</Badge>}
        <Text c="dimmed">
          {trade.companyName ? `Written by ${trade.companyName}` : 'HiVis library'} · added {formatDate(trade.createdAt)}
        </Text>
      </Group>
      <Group gap="sm">
        {!trade.isPublic && (
          <Button size="md" leftSection={<IconWorldUpload size={20} aria-hidden />} onClick={askPublish} loading={publish.isPending}>
            Make trade public
          </Button>
        )}
        <Button component={Link} to={adminSwmsPaths.customAddScope(trade.id)} variant="light" size="md" leftSection={<IconPlus size={20} aria-hidden />}>
          Add a scope
        </Button>
        <Button component={Link} to={adminSwmsPaths.customExistingScope(trade.id)} variant="light" size="md" leftSection={<IconStack2 size={20} aria-hidden />}>
          Add activities to a scope
        </Button>
      </Group>
      <FormSection id="trade-name" title="Trade name">
        <ScopeNameForm
          key={trade.name}
          label="Trade"
          initial={trade.name}
          submitLabel="Save name"
          busy={rename.isPending}
          save={rename.mutateAsync}
          onSaved={() => notifySuccess('Trade renamed.')}
        />
      </FormSection>
      {activities.isError && <LoadError title="The activities did not load" error={activities.error} onRetry={() => void activities.refetch()} />}
      {trade.scopes.map((scope) => {
        const inScope = (activities.data ?? []).filter((activity) => activity.scopeId === scope.id);
        return (
          <Stack key={scope.id} gap="sm" component="section" aria-label={scope.name}>
            <Group justify="space-between" wrap="wrap">
              <Title order={2} fz="h3">
                {scope.name}
              </Title>
              <Button component={Link} to={adminSwmsPaths.editScope(scope.id)} variant="subtle" size="md">
                Edit scope
              </Button>
            </Group>
            {inScope.length === 0 && <Text c="dimmed">No activities in this scope.</Text>}
            {inScope.map((activity) => (
              <AdminActivityCard
                key={activity.id}
                activity={activity}
                editTo={adminSwmsPaths.customActivity(trade.id, activity.id)}
                editLabel="Review"
                onDelete={() => confirmDelete('activity', activity.name, () => remove.mutate(activity.id))}
              />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
