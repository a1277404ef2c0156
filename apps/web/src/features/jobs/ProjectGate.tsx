import { Alert } from '@mantine/core';
import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { LoadError } from '../../ui/LoadError';
import { Page } from '../../ui/Page';
import { PageLoader } from '../../ui/PageLoader';
import { BackLink } from './BackLink';
import { COMPANY_JOBS_PATH } from './job-paths';
import { useJobProject } from './jobs-api';

export type TProjectPlace = { worksiteId: string; projectId: string };

/**
 * The project a job screen sits under, loaded once: its name heads the page and its worksite
 * makes the links. A wrong or foreign id in the address gets a plain 'not found'.
 */
export function ProjectGate({ title, children }: { title: string; children: (project: TProject, place: TProjectPlace) => ReactNode }) {
  const { projectId = '' } = useParams();
  const project = useJobProject(projectId);
  if (project.isPending) return <PageLoader />;
  if (project.isError) {
    const missing = isApiError(project.error) && (project.error.status === 404 || project.error.status === 400);
    return (
      <Page title={title}>
        <BackLink to={COMPANY_JOBS_PATH}>All jobs</BackLink>
        {missing ? (
          <Alert color="orange" title="Project not found">
            This project does not exist or belongs to another company.
          </Alert>
        ) : (
          <LoadError title="The project did not load" error={project.error} onRetry={() => void project.refetch()} />
        )}
      </Page>
    );
  }
  // The project's own worksite, not the one in the address: a stale link still lands right.
  return children(project.data, { worksiteId: project.data.worksite.id, projectId: project.data.id });
}
