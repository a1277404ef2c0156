import { useNavigate } from 'react-router';
import { Page } from '../../ui/Page';
import { FormSection } from '../../ui/forms/FormSection';
import { notifySuccess } from '../../ui/notify';
import { CLIENT_FIELDS, clientPayload, validateClient } from './project-form-values';
import { projectPath, projectScreenPath } from './project-paths';
import { saveProjectClient } from './projects-api';
import { ProjectClientFields } from './ProjectClientFields';
import { ProjectPartForm } from './ProjectPartForm';
import { ProjectSteps } from './ProjectSteps';
import { BackLink } from '../../ui/BackLink';
import { WithProject, useProjectRoute } from './ProjectGate';

/** /worksite/{worksiteId}/project/client-details?projectId=: step 2, the client and their contact. */
export function ProjectClientPage() {
  const navigate = useNavigate();
  const { setup } = useProjectRoute();
  return (
    <WithProject title="Client details">
      {(project, worksiteId) => {
        const next = setup ? projectScreenPath(worksiteId, project.id, 'pc-details', { setup: true }) : projectPath(worksiteId, project.id);
        return (
          <Page title="Client details" heading={`Client for ${project.name}`}>
            <BackLink to={projectPath(worksiteId, project.id)}>{project.name}</BackLink>
            {setup && <ProjectSteps active={1} />}
            <ProjectPartForm
              draft={{ form: 'project.client', recordId: project.id }}
              project={project}
              label="Client details"
              submitLabel={setup ? 'Save and continue' : 'Save client'}
              fields={CLIENT_FIELDS}
              validate={validateClient}
              save={(values) => saveProjectClient(project.id, clientPayload(values))}
              onSaved={(saved) => {
                notifySuccess(saved.client ? `Client ${saved.client.name} saved.` : 'Client details saved.');
                void navigate(next);
              }}
              secondary={{ label: setup ? 'Skip for now' : 'Cancel', to: next }}
            >
              {(form) => (
                <FormSection id="project-client" title="Client">
                  <ProjectClientFields form={form} />
                </FormSection>
              )}
            </ProjectPartForm>
          </Page>
        );
      }}
    </WithProject>
  );
}
