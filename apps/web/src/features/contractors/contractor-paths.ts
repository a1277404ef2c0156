/*
 * Screens of contractors (spec 2.2): /staff/contractors (/manage, /connect, /{contractorId},
 * /{contractorId}/view, /accept-contractor/{companyId}); /home/contractor (and /connect) for the
 * contractor's own side; contract-job and contractor-onsite under a project's job;
 * /worksite/review-contracts. {contractorId} is the connection's id.
 */
type TJobPlace = { worksiteId: string; projectId: string };

export const CONTRACTORS_PATH = '/staff/contractors';
export const MANAGE_CONTRACTORS_PATH = '/staff/contractors/manage';
export const CONNECT_CONTRACTOR_PATH = '/staff/contractors/connect';
export const CONTRACTOR_HOME_PATH = '/home/contractor';
export const REVIEW_CONTRACTS_PATH = '/worksite/review-contracts';
export const contractorPath = (connectionId: string) => `${CONTRACTORS_PATH}/${connectionId}`;
export const contractorViewPath = (connectionId: string) => `${CONTRACTORS_PATH}/${connectionId}/view`;
export const acceptContractorPath = (companyId: string) => `${CONTRACTORS_PATH}/accept-contractor/${companyId}`;

const jobBase = ({ worksiteId, projectId }: TJobPlace, jobId: string) => `/worksite/${worksiteId}/project/${projectId}/job/${jobId}`;
export const contractJobPath = (place: TJobPlace, jobId: string) => `${jobBase(place, jobId)}/contract-job`;
export const contractorOnsitePath = (place: TJobPlace, jobId: string) => `${jobBase(place, jobId)}/contractor-onsite`;
export const jobPagePath = (place: TJobPlace, jobId: string) => jobBase(place, jobId);
