/*
 * Screens of projects (spec 2.2): under /worksite/{worksiteId}/project are intro, create, list,
 * /{projectId}, edit, view, pc-details and client-details. edit, view and the two detail steps are
 * siblings of /{projectId} in the spec, so they name their project in ?projectId=, which survives
 * a reload on weak data; ?setup=1 marks the steps of creating a new project.
 */
export const projectsBase = (worksiteId: string) => `/worksite/${worksiteId}/project`;
export const projectListPath = (worksiteId: string) => `${projectsBase(worksiteId)}/list`;
export const projectIntroPath = (worksiteId: string) => `${projectsBase(worksiteId)}/intro`;
export const projectCreatePath = (worksiteId: string) => `${projectsBase(worksiteId)}/create`;
export const projectPath = (worksiteId: string, projectId: string) => `${projectsBase(worksiteId)}/${projectId}`;

export type TProjectScreen = 'edit' | 'view' | 'client-details' | 'pc-details';
export function projectScreenPath(worksiteId: string, projectId: string, screen: TProjectScreen, options: { setup?: boolean } = {}): string {
  const params = new URLSearchParams({ projectId });
  if (options.setup) params.set('setup', '1');
  return `${projectsBase(worksiteId)}/${screen}?${params.toString()}`;
}

/** The job screens of a project (built with the jobs). */
export const projectJobsPath = (worksiteId: string, projectId: string) => `${projectPath(worksiteId, projectId)}/job/list`;
export const projectCreateJobPath = (worksiteId: string, projectId: string) => `${projectPath(worksiteId, projectId)}/job/create-job-option`;
