import { Alert, Group, Stack } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import type { TWorksite } from '@hivis/contracts';
import { useNavigate, useParams } from 'react-router';
import { Page } from '../../ui/Page';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { PageLoader } from '../../ui/PageLoader';
import { FormSection } from '../../ui/forms/FormSection';
import { notifySuccess } from '../../ui/notify';
import { useCompany } from '../company/company-api';
import { ArchiveWorksite } from './ArchiveWorksite';
import { MapLink } from './MapLink';
import { worksiteEditPath } from './worksite-columns';
import { WorksiteForm } from './WorksiteForm';
import { WorksitePhotos } from './WorksitePhotos';
import { AuditActions } from '../audits/actions/AuditActions';
import { can, useAccess } from '../auth/access';
import { useStoreWorksite, createWorksite, saveWorksite, useWorksite } from './worksites-api';
import { QueryGate } from '../../ui/QueryGate';
import { WORKSITE_NOT_FOUND } from './worksite-not-found';
import { BackLink } from '../../ui/BackLink';

function BackToList() {
  return <BackLink to="/worksite/list">All worksites</BackLink>;
}

/** /worksite/create: a new site; once saved, its edit page takes the photos. */
export function WorksiteCreatePage() {
  const navigate = useNavigate();
  const storeWorksite = useStoreWorksite();
  const company = useCompany();
  const deviceId = useDeviceId();
  if (company.isPending) return <PageLoader />;
  const country = company.data?.country === 'NZ' ? 'New Zealand' : 'Australia';

  return (
    <Page title="Add worksite">
      <BackToList />
      <WorksiteForm
        worksite={null}
        country={country}
        submitLabel="Save worksite"
        deviceId={deviceId}
        onSubmit={(payload) => createWorksite({ ...payload, id: deviceId.id })}
        onSaved={(saved) => {
          storeWorksite(saved);
          notifySuccess(`${saved.name} saved. You can add photos now.`);
          void navigate(worksiteEditPath(saved.id), { replace: true });
        }}
      />
    </Page>
  );
}

/** /worksite/{worksiteId}/edit: the site's details, photos, and archive or restore. */
export function WorksiteEditPage() {
  const { worksiteId = '' } = useParams();
  const site = useWorksite(worksiteId);
  return (
    <QueryGate
      query={site}
      errorTitle="The worksite did not load"
      notFound={WORKSITE_NOT_FOUND}
      frame={(problem) => (
        <Page title="Worksite">
          <BackToList />
          {problem}
        </Page>
      )}
    >
      {(worksite) => <WorksiteEditor worksite={worksite} />}
    </QueryGate>
  );
}

function WorksiteEditor({ worksite }: { worksite: TWorksite }) {
  const storeWorksite = useStoreWorksite();
  const access = useAccess();
  const archived = worksite.archivedOn !== null;
  const changed = (saved: TWorksite) => {
    storeWorksite(saved);
  };

  return (
    <Page title="Edit worksite" heading={worksite.name}>
      <Group justify="space-between" gap="sm">
        <BackToList />
        {worksite.geo && <MapLink geo={worksite.geo} label="Open map" siteName={worksite.name} />}
      </Group>
      {archived && (
        <Alert color="gray" icon={<IconArchive aria-hidden />} title="Archived worksite">
          This worksite is read-only. Restore it at the bottom of the page to change it.
        </Alert>
      )}
      <Stack gap="lg">
        <WorksiteForm
          // A restore or another save brings new values: start the form again from them.
          key={`${worksite.updatedOn}-${archived}`}
          worksite={worksite}
          readOnly={archived}
          submitLabel="Save changes"
          onSubmit={(payload) => saveWorksite(worksite.id, payload)}
          onSaved={(saved) => {
            changed(saved);
            notifySuccess(`${saved.name} saved.`);
          }}
        />
        <FormSection id="worksite-photos" title="Photos">
          <WorksitePhotos worksite={worksite} readOnly={archived} onChanged={changed} />
        </FormSection>
        {/* What audits at the site found and left to fix: left out when there is none. */}
        {can(access, 'audits.actions.read') && <AuditActions filter={{ status: 'open', worksiteId: worksite.id }} heading="Open audit actions" take={5} />}
        <FormSection id="worksite-archive" title={archived ? 'Restore' : 'Archive'}>
          <ArchiveWorksite worksite={worksite} onChanged={changed} />
        </FormSection>
      </Stack>
    </Page>
  );
}
