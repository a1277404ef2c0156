import { Button, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../../ui/notify';
import { Page } from '../../../ui/Page';
import { useGoBack } from '../../../ui/useGoBack';
import { blankLibraryActivity, libraryActivityToForm } from '../activity-editor-values';
import { useCreateWorkActivity, useScope, useUpdateWorkActivity, useWorkActivity } from '../library-api';
import { adminSwmsPaths } from './admin-swms-paths';
import { LibraryActivityForm } from './LibraryActivityForm';
import { QueryGate } from '../../../ui/QueryGate';

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
      <QueryGate query={scope} errorTitle="The scope of work did not load">
        {(found) => (
          <LibraryActivityForm
            initial={blankLibraryActivity()}
            scopeId={found.id}
            place={`${found.tradeName} · ${found.name}`}
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
      </QueryGate>
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
      <QueryGate query={activity} errorTitle="The work activity did not load">
        {(found) => (
          <LibraryActivityForm
            key={found.id}
            initial={libraryActivityToForm(found)}
            scopeId={found.scopeId}
            place={`${found.tradeName} · ${found.scopeName}${found.isPublic ? '' : ' (a company’s private activity)'}`}
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
      </QueryGate>
    </Page>
  );
}
