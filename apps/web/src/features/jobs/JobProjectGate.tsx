import type { TProject } from '@hivis/contracts';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ProjectGate } from '../projects/ProjectGate';
import { COMPANY_JOBS_PATH } from './job-paths';

export type TProjectPlace = { worksiteId: string; projectId: string };

/**
 * The project a job screen sits under, loaded once: its name heads the page and its worksite
 * makes the links. Its own worksite counts, not the one in the address: a stale link still lands right.
 */
export function JobProjectGate({ title, children }: { title: string; children: (project: TProject, place: TProjectPlace) => ReactNode }) {
  const { projectId = '' } = useParams();
  return (
    <ProjectGate
      title={title}
      projectId={projectId}
      back={{ to: COMPANY_JOBS_PATH, label: 'All jobs' }}
      notFoundText="This project does not exist or belongs to another company."
    >
      {(project) => children(project, { worksiteId: project.worksite.id, projectId: project.id })}
    </ProjectGate>
  );
}
