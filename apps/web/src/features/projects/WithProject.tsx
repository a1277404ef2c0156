import { Alert, Anchor } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { projectListPath } from './project-paths';
import { useProject } from './projects-api';

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

/**
 * Loads the project of the route and hands it on, or says plainly why it cannot: not found (or
 * another company's, or on another worksite than the address says), or a failed load with a retry.
 */
export function WithProject({ title, children }: { title: string; children: (project: TProject, worksiteId: string) => ReactNode }) {
  const { worksiteId, projectId } = useProjectRoute();
  const project = useProject(projectId);
  if (projectId && project.isPending) return <PageLoader />;
  const missing =
    !projectId ||
    (project.isError && isApiError(project.error) && (project.error.status === 404 || project.error.status === 400)) ||
    (project.data && project.data.worksite.id !== worksiteId);
  if (missing || project.isError || !project.data) {
    return (
      <Page title={title}>
        <BackLink to={projectListPath(worksiteId)}>Projects at this worksite</BackLink>
        {missing || !project.isError ? (
          <Alert color="orange" title="Project not found">
            This project does not exist, is on another worksite or belongs to another company.
          </Alert>
        ) : (
          <LoadError title="The project did not load" error={project.error} onRetry={() => void project.refetch()} />
        )}
      </Page>
    );
  }
  return <>{children(project.data, worksiteId)}</>;
}
