import type { TNotFound } from '../../ui/QueryGate';

export const WORKSITE_NOT_FOUND: TNotFound = { title: 'Worksite not found', body: 'This worksite does not exist or belongs to another company.' };
