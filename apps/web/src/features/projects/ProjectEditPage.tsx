import { Alert } from '@mantine/core';
import { useNavigate } from 'react-router';
import { Page } from '../../ui/Page';
import { FormSection } from '../../ui/forms/FormSection';
import { notifySuccess } from '../../ui/notify';
import { CLIENT_FIELDS, DETAIL_FIELDS, PC_FIELDS, fullPayload, validateAll } from './project-form-values';
import { projectPath } from './project-paths';
import { saveProject } from './projects-api';
import { PrincipalContractorFields } from './PrincipalContractorFields';
import { ProjectClientFields } from './ProjectClientFields';
import { ProjectDetailsFields } from './ProjectDetailsFields';
import { ProjectPartForm } from './ProjectPartForm';
import { BackLink } from '../../ui/BackLink';
import { WithProject } from './ProjectGate';

/** /worksite/{worksiteId}/project/edit?projectId=: every detail of the project on one form. */
export function ProjectEditPage() {
  const navigate = useNavigate();
  return (
    <WithProject title="Edit project">
      {(project, worksiteId) => (
        <Page title="Edit project" heading={`Edit ${project.name}`}>
          <BackLink to={projectPath(worksiteId, project.id)}>{project.name}</BackLink>
          {project.archivedOn && (
            <Alert color="gray" title="Archived project">
              This project is read-only. Restore it on the project page to change it.
            </Alert>
          )}
          <ProjectPartForm
            draft={{ form: 'project.edit', recordId: project.id }}
            project={project}
            label="Edit project"
            submitLabel="Save changes"
            fields={[...DETAIL_FIELDS, ...CLIENT_FIELDS, ...PC_FIELDS]}
            validate={validateAll}
            save={(values, base) => saveProject(project.id, { ...fullPayload(values), ...base })}
            onSaved={(saved) => {
              notifySuccess(`${saved.name} saved.`);
              void navigate(projectPath(worksiteId, saved.id));
            }}
            secondary={{ label: 'Cancel', to: projectPath(worksiteId, project.id) }}
          >
            {(form) => (
              <>
                <FormSection id="project-details" title="Project details">
                  <ProjectDetailsFields form={form} />
                </FormSection>
                <FormSection id="project-client" title="Client">
                  <ProjectClientFields form={form} />
                </FormSection>
                <FormSection id="project-pc" title="Principal contractor">
                  <PrincipalContractorFields form={form} />
                </FormSection>
              </>
            )}
          </ProjectPartForm>
        </Page>
      )}
    </WithProject>
  );
}
