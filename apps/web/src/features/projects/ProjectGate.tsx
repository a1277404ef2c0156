import { Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '../../ui/Page';
import { projectListPath } from './project-paths';
import { useProject } from './projects-api';
import { QueryGate, NotFoundAlert } from '../../ui/QueryGate';
import type { TNotFound } from '../../ui/QueryGate';

export const backLinkStyle = { display: 'inline-flex', alignItems: 'center', gap: 4, minHeight: 44 } as const;

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} style={backLinkStyle}>
      <IconArrowLeft size={18} aria-hidden />
      {children}
    </Anchor>
  );
}

/** The worksite and project a screen is about: /{projectId} in the path, or ?projectId= on its sibling screens. */
export function useProjectRoute() {
  const { worksiteId = '', projectId: fromPath } = useParams();
  const [params] = useSearchParams();
  return { worksiteId, projectId: fromPath ?? params.get('projectId') ?? '', setup: params.get('setup') === '1' };
}

const PROJECT_NOT_FOUND: TNotFound = {
  title: 'Project not found',
  body: 'This project does not exist, is on another worksite or belongs to another company.',
};

/**
 * Loads the project of the route and hands it on, or says plainly why it cannot: not found (or
 * another company's, or on another worksite than the address says), or a failed load with a retry.
 */
export function WithProject({ title, children }: { title: string; children: (project: TProject, worksiteId: string) => ReactNode }) {
  const { worksiteId, projectId } = useProjectRoute();
  const project = useProject(projectId);
  const frame = (problem: ReactNode) => (
    <Page title={title}>
      <BackLink to={projectListPath(worksiteId)}>Projects at this worksite</BackLink>
      {problem}
    </Page>
  );
  // No id, or a project on another worksite than the address says: the same answer as a missing one.
  if (!projectId) return frame(<NotFoundAlert {...PROJECT_NOT_FOUND} />);
  return (
    <QueryGate query={project} errorTitle="The project did not load" notFound={PROJECT_NOT_FOUND} frame={frame}>
      {(found) => (found.worksite.id === worksiteId ? children(found, worksiteId) : frame(<NotFoundAlert {...PROJECT_NOT_FOUND} />))}
    </QueryGate>
  );
}
