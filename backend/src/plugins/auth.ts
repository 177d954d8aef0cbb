import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthorized } from '../lib/api-error.js';
import { findActiveSession } from '../modules/auth/session-service.js';

export type AuthContext = { userId: number; sessionId: number };

// Tokens are 43 base64url characters; the bounds only keep junk away from the database.
const BEARER = /^Bearer\s+([A-Za-z0-9_-]{16,256})\s*$/i;

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  return typeof header === 'string' ? (BEARER.exec(header)?.[1] ?? null) : null;
}

export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const session = await findActiveSession(app.deps.database.db, token, app.deps.clock.now());
    if (!session) throw unauthorized('The token is invalid, expired or revoked');
    request.auth = session;
  });
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
