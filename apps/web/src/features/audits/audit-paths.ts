/** Where the audit screens are (spec 2.2 /audits and its sub-routes). */
export const AUDITS_PATH = '/audits';
export const MANAGE_AUDITS_PATH = '/audits/manage';
export const CREATE_AUDIT_PATH = '/audits/create';

/** A template's page: the builder for the company's own, a read-only view otherwise. */
export const auditDetailsPath = (templateId: string) => `/audits/details/${templateId}`;

/** The builder, starting from a copy of another template (derivedFromAuditTemplateId). */
export const copyAuditPath = (templateId: string) => `${CREATE_AUDIT_PATH}?from=${templateId}`;

export const REVIEW_AUDITS_PATH = '/audits/review';

/** A template's results: its audits' weeks, average and most-failed questions. */
export const auditResultsPath = (templateId: string) => `/audits/manage/review/${templateId}`;

/** A submitted audit's page. */
export const auditResponsePath = (responseId: string) => `/audits/review/${responseId}`;

/** Doing an audit with a template, on a job when one is given. */
export const doAuditPath = (templateId: string, jobId?: string | null) => `/audits/do/${templateId}${jobId ? `?jobId=${jobId}` : ''}`;

/** What the job's page passes along when it starts an audit: the job's name, to show on the audit. */
export type TDoAuditState = { jobTitle?: string };

/** The account holders' web links (spec 2.2 /audits/web-link): audits answered in a browser, without an account. */
export const AUDIT_WEB_LINKS_PATH = '/audits/web-link';

/** The web links, with the form for a new one open on this template. */
export const auditWebLinksPath = (templateId: string) => `${AUDIT_WEB_LINKS_PATH}?template=${encodeURIComponent(templateId)}`;

/** The account holders' assignments (spec 2.2 /audits/assign): templates given to sites, people, contractors and emails. */
export const AUDIT_ASSIGN_PATH = '/audits/assign';

/** One template's assignments, with the form to assign it. */
export const assignAuditPath = (templateId: string) => `${AUDIT_ASSIGN_PATH}/${templateId}`;

/** The form to assign a template, with a site chosen as the target. */
export const assignToSitePath = (templateId: string) => `${AUDIT_ASSIGN_PATH}/${templateId}/new-site`;

/** A template's site assignments. */
export const siteAssignmentsPath = (templateId: string) => `${AUDIT_ASSIGN_PATH}/${templateId}/manage-site`;

/** One assignment, whatever it is assigned to (the spec's path says site). */
export const assignmentPath = (assignmentId: string) => `${AUDIT_ASSIGN_PATH}/site/${assignmentId}`;
