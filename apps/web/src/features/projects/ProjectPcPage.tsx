import { useNavigate } from 'react-router';
import { Page } from '../../ui/Page';
import { FormSection } from '../../ui/forms/FormSection';
import { notifySuccess } from '../../ui/notify';
import { PC_FIELDS, pcPayload, validatePc } from './project-form-values';
import { projectPath } from './project-paths';
import { saveProjectPc } from './projects-api';
import { PrincipalContractorFields } from './PrincipalContractorFields';
import { ProjectPartForm } from './ProjectPartForm';
import { ProjectSteps } from './ProjectSteps';
import { BackLink } from '../../ui/BackLink';
import { WithProject, useProjectRoute } from './ProjectGate';

/** /worksite/{worksiteId}/project/pc-details?projectId=: step 3, the principal contractor and its WHS person. */
export function ProjectPcPage() {
  const navigate = useNavigate();
  const { setup } = useProjectRoute();
  return (
    <WithProject title="Principal contractor">
      {(project, worksiteId) => {
        const next = projectPath(worksiteId, project.id);
        return (
          <Page title="Principal contractor" heading={`Principal contractor for ${project.name}`}>
            <BackLink to={next}>{project.name}</BackLink>
            {setup && <ProjectSteps active={2} />}
            <ProjectPartForm
              draft={{ form: 'project.principal-contractor', recordId: project.id }}
              project={project}
              label="Principal contractor details"
              submitLabel={setup ? 'Save and finish' : 'Save principal contractor'}
              fields={PC_FIELDS}
              validate={validatePc}
              save={(values) => saveProjectPc(project.id, { principalContractor: pcPayload(values) })}
              onSaved={(saved) => {
                notifySuccess(setup ? `${saved.name} is set up. Add its jobs from here.` : 'Principal contractor saved.');
                void navigate(next);
              }}
              secondary={{ label: setup ? 'Skip for now' : 'Cancel', to: next }}
            >
              {(form) => (
                <FormSection id="project-pc" title="Principal contractor">
                  <PrincipalContractorFields form={form} />
                </FormSection>
              )}
            </ProjectPartForm>
          </Page>
        );
      }}
    </WithProject>
  );
}
