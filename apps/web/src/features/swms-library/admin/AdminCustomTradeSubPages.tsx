import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconWorldUpload } from '@tabler/icons-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormSection } from '../../../ui/forms/FormSection';
import { LoadError } from '../../../ui/LoadError';
import { notifySuccess } from '../../../ui/notify';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { useAddScope, useMakeActivityPublic, useTrade, useWorkActivity } from '../library-api';
import { AdminActivityCard } from './AdminActivityCard';
import { ScopePicker } from './AdminBulkAddPages';
import { adminSwmsPaths } from './admin-swms-paths';
import { ScopeNameForm } from './ScopeNameForm';
import { QueryGate } from '../../../ui/QueryGate';

/** /admin-swms/custom-trade/{tradeId}/add-scope: a new scope in the custom trade (it stays the company's until published). */
export function AdminCustomAddScopePage() {
  const { tradeId = '' } = useParams();
  const trade = useTrade(tradeId);
  const add = useAddScope(tradeId);
  const navigate = useNavigate();
  return (
    <Page title="Add a scope of work">
      <QueryGate query={trade} errorTitle="The trade did not load">
        {(found) => (
          <FormSection id="new-scope" title={`New scope for ${found.name}`}>
            <ScopeNameForm
              label="Scope of work"
              initial=""
              submitLabel="Add scope"
              busy={add.isPending}
              save={add.mutateAsync}
              onSaved={() => {
                notifySuccess('Scope added.');
                void navigate(adminSwmsPaths.customTrade(tradeId));
              }}
            />
          </FormSection>
        )}
      </QueryGate>
    </Page>
  );
}

/** /admin-swms/custom-trade/{tradeId}/existing-scope: choose one of the trade's scopes to bulk-add activities to. */
export function AdminCustomExistingScopePage() {
  const { tradeId = '' } = useParams();
  const trade = useTrade(tradeId);
  return (
    <Page title="Add activities to a scope">
      <QueryGate query={trade} errorTitle="The trade did not load">
        {(found) => (
          <>
            <Text>Choose the scope of {found.name} the new activities go into.</Text>
            <ScopePicker fixedTrade={found} />
          </>
        )}
      </QueryGate>
    </Page>
  );
}

/** /admin-swms/custom-trade/{tradeId}/work-activity?id=: review one activity of a company and make it public. */
export function AdminCustomActivityPage() {
  const { tradeId = '' } = useParams();
  const [params] = useSearchParams();
  const activity = useWorkActivity(params.get('id'));
  const publish = useMakeActivityPublic();
  const askPublish = (name: string, id: string) =>
    modals.openConfirmModal({
      title: 'Make this activity public?',
      children: <Text>“{name}” and its hazards join the public library (with its scope and trade, if they are private). Every company will see it.</Text>,
      labels: { confirm: 'Make public', cancel: 'Not yet' },
      confirmProps: { size: 'md' },
      cancelProps: { size: 'md' },
      onConfirm: () => publish.mutate(id, { onSuccess: (done) => notifySuccess(`“${done.name}” is now in the public library.`) }),
    });
  return (
    <Page title="Review work activity">
      {activity.isPending && params.get('id') && <PageLoader />}
      {!params.get('id') && <Text>Open an activity from its trade’s review page.</Text>}
      {activity.isError && <LoadError title="The work activity did not load" error={activity.error} onRetry={() => void activity.refetch()} />}
      <Group gap="sm">
        <Button component={Link} to={adminSwmsPaths.customTrade(tradeId)} variant="default" size="md">
          Back to the trade
        </Button>
        {activity.data && !activity.data.isPublic && (
          <Button
            size="md"
            leftSection={<IconWorldUpload size={20} aria-hidden />}
            loading={publish.isPending}
            onClick={() => askPublish(activity.data.name, activity.data.id)}
          >
            Make public
          </Button>
        )}
      </Group>
      {activity.data && (
        <AdminActivityCard activity={activity.data} editTo={adminSwmsPaths.editActivity(activity.data.id)} editLabel="Edit before publishing" expanded />
      )}
    </Page>
  );
}
