/*
 * Screens of jobs (spec 2.2): under /worksite/{w}/project/{p}/job are list, create-job-option,
 * create, /{jobId}, confirm-edit-job (beside the job), assign-staff and time-sheet (people and
 * hours, built with assignments and time sheets). The company's jobs across projects are at
 * /home/job, with /home/job/first-job guiding a first-time owner.
 */
type TJobPlace = { worksiteId: string; projectId: string };

export const jobsBase = ({ worksiteId, projectId }: TJobPlace) => `/worksite/${worksiteId}/project/${projectId}/job`;
export const jobListPath = (place: TJobPlace) => `${jobsBase(place)}/list`;
export const jobCreateOptionPath = (place: TJobPlace) => `${jobsBase(place)}/create-job-option`;
/** The job form; with a job id it edits that job (then the confirm page saves it). */
export const jobFormPath = (place: TJobPlace, options: { jobId?: string; assign?: boolean } = {}) => {
  const params = new URLSearchParams();
  if (options.jobId) params.set('jobId', options.jobId);
  if (options.assign) params.set('then', 'assign');
  const query = params.toString();
  return `${jobsBase(place)}/create${query ? `?${query}` : ''}`;
};
export const jobPath = (place: TJobPlace, jobId: string) => `${jobsBase(place)}/${jobId}`;
export const jobConfirmEditPath = (place: TJobPlace, jobId: string) => `${jobsBase(place)}/${jobId}/confirm-edit-job`;
export const jobAssignStaffPath = (place: TJobPlace, jobId: string) => `${jobsBase(place)}/${jobId}/assign-staff`;
export const jobTimeSheetPath = (place: TJobPlace, jobId: string) => `${jobsBase(place)}/${jobId}/time-sheet`;
export const projectPagePath = ({ worksiteId, projectId }: TJobPlace) => `/worksite/${worksiteId}/project/${projectId}`;

export const COMPANY_JOBS_PATH = '/home/job';
export const FIRST_JOB_PATH = '/home/job/first-job';
