import { Alert, Text } from '@mantine/core';
import { PROJECT_MESSAGES } from '@hivis/contracts';
import { useNavigate } from 'react-router';
import { Page } from '../../ui/Page';
import { useDeviceId } from '../../ui/forms/useDeviceId';
import { FormSection } from '../../ui/forms/FormSection';
import { notifySuccess } from '../../ui/notify';
import { DETAIL_FIELDS, detailsPayload, validateDetails } from './project-form-values';
import { projectListPath, projectScreenPath } from './project-paths';
import { createProject } from './projects-api';
import { ProjectDetailsFields } from './ProjectDetailsFields';
import { ProjectPartForm } from './ProjectPartForm';
import { ProjectSteps } from './ProjectSteps';
import { BackLink } from '../../ui/BackLink';
import { WorksiteGate } from './WorksiteGate';

/** /worksite/{worksiteId}/project/create: step 1, the project's own details; saved before the client step. */
export function ProjectCreatePage() {
  return (
    <WorksiteGate title="Create project">
      {(worksite) =>
        worksite.archivedOn ? (
          <Page title="Create project">
            <BackLink to={projectListPath(worksite.id)}>Projects at {worksite.name}</BackLink>
            <Alert color="gray" title="Archived worksite">
              {PROJECT_MESSAGES.worksiteArchived}
            </Alert>
          </Page>
        ) : (
          <ProjectCreate worksiteId={worksite.id} siteName={worksite.name} />
        )
      }
    </WorksiteGate>
  );
}

function ProjectCreate({ worksiteId, siteName }: { worksiteId: string; siteName: string }) {
  const navigate = useNavigate();
  const deviceId = useDeviceId();

  return (
    <Page title="Create project">
      <BackLink to={projectListPath(worksiteId)}>Projects at {siteName}</BackLink>
      <ProjectSteps active={0} />
      <Text>
        At worksite: <strong>{siteName}</strong>
      </Text>
      <ProjectPartForm
        draft={{ form: 'project.details', recordId: `new-at-${worksiteId}`, deviceId }}
        project={null}
        label="Project details"
        submitLabel="Save and continue"
        // A worksite problem has no field here: it goes in the form's alert.
        fields={DETAIL_FIELDS}
        validate={validateDetails}
        save={(values) => createProject({ worksiteId, ...detailsPayload(values), id: deviceId.id })}
        onSaved={(saved) => {
          notifySuccess(`${saved.name} saved. Now choose the client.`);
          void navigate(projectScreenPath(worksiteId, saved.id, 'client-details', { setup: true }), { replace: true });
        }}
      >
        {(form) => (
          <FormSection id="project-details" title="Project details">
            <ProjectDetailsFields form={form} />
          </FormSection>
        )}
      </ProjectPartForm>
    </Page>
  );
}
