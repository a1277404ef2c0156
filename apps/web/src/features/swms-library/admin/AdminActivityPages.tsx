import { Button, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../ui/notify';
import { LoadError } from '../../../ui/LoadError';
import { Page } from '../../../ui/Page';
import { PageLoader } from '../../../ui/PageLoader';
import { useGoBack } from '../../../ui/useGoBack';
import { blankLibraryActivity, libraryActivityToForm } from '../activity-editor-values';
import { useCreateWorkActivity, useScope, useUpdateWorkActivity, useWorkActivity } from '../library-api';
import { adminSwmsPaths } from './admin-swms-paths';
import { LibraryActivityForm } from './LibraryActivityForm';

function MissingParam({ title, what }: { title: string; what: string }) {
  const navigate = useNavigate();
  return (
    <Page title={title}>
      <Text>Open {what} from the SWMS Admin Panel.</Text>
      <Button variant="default" size="md" onClick={() => void navigate(adminSwmsPaths.home)} style={{ alignSelf: 'flex-start' }}>
        Back to the SWMS Admin Panel
      </Button>
    </Page>
  );
}

/** /admin-swms/add-wa?scopeId=: a new activity in a scope of the library. */
export function AdminAddActivityPage() {
  const [params] = useSearchParams();
  const scopeId = params.get('scopeId');
  const scope = useScope(scopeId);
  const create = useCreateWorkActivity();
  const navigate = useNavigate();
  const goBack = useGoBack();
  if (!scopeId) return <MissingParam title="Add a work activity" what="a scope of work" />;
  return (
    <Page title="Add a work activity">
      {scope.isPending && <PageLoader />}
      {scope.isError && <LoadError title="The scope of work did not load" error={scope.error} onRetry={() => void scope.refetch()} />}
      {scope.data && (
        <LibraryActivityForm
          initial={blankLibraryActivity()}
          scopeId={scope.data.id}
          place={`${scope.data.tradeName} · ${scope.data.name}`}
          save={create.mutateAsync}
          saveLabel="Add activity"
          busy={create.isPending}
          onCancel={goBack}
          onSaved={(activity) => {
            notifySuccess(`Added “${activity.name}”.`);
            void navigate(adminSwmsPaths.viewScope(activity.scopeId));
          }}
        />
      )}
    </Page>
  );
}

/** /admin-swms/edit-wa?id=: change a library activity and its hazards. */
export function AdminEditActivityPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const activity = useWorkActivity(id);
  const update = useUpdateWorkActivity(id ?? '');
  const goBack = useGoBack();
  if (!id) return <MissingParam title="Edit work activity" what="a work activity" />;
  return (
    <Page title="Edit work activity">
      {activity.isPending && <PageLoader />}
      {activity.isError && <LoadError title="The work activity did not load" error={activity.error} onRetry={() => void activity.refetch()} />}
      {activity.data && (
        <LibraryActivityForm
          key={activity.data.id}
          initial={libraryActivityToForm(activity.data)}
          scopeId={activity.data.scopeId}
          place={`${activity.data.tradeName} · ${activity.data.scopeName}${activity.data.isPublic ? '' : ' (a company’s private activity)'}`}
          save={update.mutateAsync}
          saveLabel="Save changes"
          busy={update.isPending}
          onCancel={goBack}
          onSaved={(saved) => {
            notifySuccess(`Saved “${saved.name}”.`);
            goBack();
          }}
        />
      )}
    </Page>
  );
}
