import type { TPermissionRule, TRouteAccess, TRouteKey } from './rules.js';

/** Permissions of jobs: who may use them, the features they need, and whether they change anything. */
export const JOBS_PERMISSIONS = {
  /** The office's list of every job. */
  'jobs.list': { who: 'holder', write: false, area: 'jobs' },
  /** One job: any of the company's for the account holder, staff only those they are on (jobs.policy). */
  'jobs.read': { who: 'company', write: false, area: 'jobs' },
  /** Creating and changing jobs, their status and files. */
  'jobs.manage': { who: 'holder', write: true, area: 'jobs' },
  /** A note on a job: the office, or someone on the job. */
  'jobs.note': { who: 'company', write: true, area: 'jobs' },
} as const satisfies Record<string, TPermissionRule>;

/** Every jobs route and what it needs. */
export const JOBS_ROUTES = {
  'GET /api/v3/job': 'jobs.list',
  'POST /api/v3/job': 'jobs.manage',
  'GET /api/v3/job/:id': 'jobs.read',
  'PUT /api/v3/job/:id': 'jobs.manage',
  'PUT /api/v3/job/:id/status': 'jobs.manage',
  'POST /api/v3/job/:id/notes': 'jobs.note',
  'POST /api/v3/job/:id/files': 'jobs.manage',
  'DELETE /api/v3/job/:id/files/:fileId': 'jobs.manage',
} as const satisfies Record<TRouteKey, TRouteAccess<string>>;
