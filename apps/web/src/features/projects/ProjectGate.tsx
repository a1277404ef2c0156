import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { BackLink } from '../../ui/BackLink';
import { Page } from '../../ui/Page';
import { NotFoundAlert, QueryGate } from '../../ui/QueryGate';
import { projectListPath } from './project-paths';
import { useProject } from './projects-api';

/** The worksite and project a screen is about: /{projectId} in the path, or ?projectId= on its sibling screens. */
export function useProjectRoute() {
  const { worksiteId = '', projectId: fromPath } = useParams();
  const [params] = useSearchParams();
  return { worksiteId, projectId: fromPath ?? params.get('projectId') ?? '', setup: params.get('setup') === '1' };
}

type TProjectGateProps = {
  title: string;
  projectId: string;
  /** Given, the project must be on this worksite (the address names it); a project elsewhere is not found. */
  worksiteId?: string;
  back: { to: string; label: string };
  notFoundText: string;
  children: (project: TProject) => ReactNode;
};

/**
 * The one gate of every screen under a project: loads it, or says plainly why it cannot (not
 * found, another company's or on another worksite; or a failed load with a retry).
 */
export function ProjectGate({ title, projectId, worksiteId, back, notFoundText, children }: TProjectGateProps) {
  const project = useProject(projectId);
  const notFound = { title: 'Project not found', body: notFoundText };
  const frame = (problem: ReactNode) => (
    <Page title={title}>
      <BackLink to={back.to}>{back.label}</BackLink>
      {problem}
    </Page>
  );
  if (!projectId) return frame(<NotFoundAlert {...notFound} />);
  return (
    <QueryGate query={project} errorTitle="The project did not load" notFound={notFound} frame={frame}>
      {(found) => (worksiteId === undefined || found.worksite.id === worksiteId ? children(found) : frame(<NotFoundAlert {...notFound} />))}
    </QueryGate>
  );
}

/** A project screen under /worksite/{worksiteId}: the project of the route, on that worksite. */
export function WithProject({ title, children }: { title: string; children: (project: TProject, worksiteId: string) => ReactNode }) {
  const { worksiteId, projectId } = useProjectRoute();
  return (
    <ProjectGate
      title={title}
      projectId={projectId}
      worksiteId={worksiteId}
      back={{ to: projectListPath(worksiteId), label: 'Projects at this worksite' }}
      notFoundText="This project does not exist, is on another worksite or belongs to another company."
    >
      {(project) => children(project, worksiteId)}
    </ProjectGate>
  );
}
