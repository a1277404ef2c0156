import type { TNotFound } from '../../ui/QueryGate';

export const JOB_NOT_FOUND: TNotFound = { title: 'Job not found', body: 'This job does not exist or belongs to another company.' };
