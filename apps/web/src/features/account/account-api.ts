import { ZCurrentUserSchema } from '@hivis/contracts';
import type { TUpdateProfile } from '@hivis/contracts';
import { apiRequest } from '../../api/client';

/** The signed-in person's own name and phone; answers the updated current user. */
export const updateProfile = (body: TUpdateProfile) => apiRequest('/api/v3/user/details', { method: 'PUT', body, schema: ZCurrentUserSchema });
