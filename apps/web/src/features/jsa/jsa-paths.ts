/** Where the JSA screens are (spec 2.2 /jsa-reports). */
export const JSA_REPORTS_PATH = '/jsa-reports';

export const NEW_JSA_PATH = `${JSA_REPORTS_PATH}/new`;

/** One JSA: its steps, hazards and controls, and the crew signing on. */
export const jsaPath = (jsaId: string) => `${JSA_REPORTS_PATH}/${jsaId}`;

/** The same form as a new JSA, filled with the JSA as saved; saving issues the next version. */
export const editJsaPath = (jsaId: string) => `${jsaPath(jsaId)}/edit`;

/** A new JSA with its job already chosen (from the job's page, or one job's list). */
export const newJsaForJobPath = (jobId: string) => `${NEW_JSA_PATH}?jobId=${encodeURIComponent(jobId)}`;

/** The JSAs of one job, newest change first. */
export const jobJsasPath = (jobId: string) => `${JSA_REPORTS_PATH}?jobId=${encodeURIComponent(jobId)}`;
