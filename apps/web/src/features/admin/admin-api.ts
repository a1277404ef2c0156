import { ZAuthUserSchema } from '@hivis/contracts';
import type { TImpersonate } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

/** An admin acts as another user: the answer is that user's full login (spec 7). */
export const impersonate = (body: TImpersonate) => apiRequest('/api/v3/auth/impersonate', { method: 'POST', body, schema: ZAuthUserSchema });
