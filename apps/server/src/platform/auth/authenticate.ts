import type { FastifyRequest } from 'fastify';
import { TOKEN_INVALID } from '@hivis/contracts';
import { unauthorized } from '../errors.js';
import type { AccessTokens, AuthContext } from './access-token.js';

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** onRequest hook for routes that need a signed-in user: verifies the access token, sets request.auth. */
export function requireAuth(accessTokens: AccessTokens) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in to continue.');
    request.auth = await accessTokens.verify(token);
  };
}

/** The verified caller of a route behind requireAuth. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(`${TOKEN_INVALID}: please sign in to continue.`);
  return request.auth;
}
