import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../ui/Page';
import { BackLink } from './BackLink';
import { COMPANY_JOBS_PATH } from './job-paths';
import { useJobProject } from './jobs-api';
import { QueryGate } from '../../ui/QueryGate';

export type TProjectPlace = { worksiteId: string; projectId: string };

/**
 * The project a job screen sits under, loaded once: its name heads the page and its worksite
 * makes the links. A wrong or foreign id in the address gets a plain 'not found'.
 */
export function ProjectGate({ title, children }: { title: string; children: (project: TProject, place: TProjectPlace) => ReactNode }) {
  const { projectId = '' } = useParams();
  const project = useJobProject(projectId);
  return (
    <QueryGate
      query={project}
      errorTitle="The project did not load"
      notFound={{ title: 'Project not found', body: 'This project does not exist or belongs to another company.' }}
      frame={(problem) => (
        <Page title={title}>
          <BackLink to={COMPANY_JOBS_PATH}>All jobs</BackLink>
          {problem}
        </Page>
      )}
    >
      {(found) => {
        // The project's own worksite, not the one in the address: a stale link still lands right.
        return children(found, { worksiteId: found.worksite.id, projectId: found.id });
      }}
    </QueryGate>
  );
}
