import type { FastifyInstance } from 'fastify';
import {
  callingCodeOf,
  isRegistrationComplete,
  MagicLoginRequestSchema,
  normalizePhone,
  OtpLoginSignupRequestSchema,
  OtpTokenRequestSchema,
  type AuthTokenResponse,
  type OtpLoginSignupResponse,
  type User,
} from '@venue/api';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.js';
import { ApiError, validationFailed } from '../../lib/api-error.js';
import { requestMessageLanguage } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { requireUser } from '../users/user-service.js';
import { redeemMagicToken } from './magic-token-service.js';
import { requestLoginCode, verifyLoginCode } from './phone-login.js';
import { createSession, revokeAllSessions, revokeSession } from './session-service.js';

/** The schema already proved the pair is a valid number; this only gets its E.164 form. */
function e164Of(body: { country_code: string; phone_number_without_country_code: string }): { phone: string; callingCode: string } {
  const phone = normalizePhone(body.country_code, body.phone_number_without_country_code);
  const callingCode = phone ? callingCodeOf(phone) : null;
  if (!phone || !callingCode) throw validationFailed({ phone_number_without_country_code: { key: 'validation.phone' } });
  return { phone, callingCode };
}

function tokenResponse(token: string, user: User): AuthTokenResponse {
  return { token, user, registration_required: !isRegistrationComplete(user) };
}

/** Phone login, magic links, the current user and logout, under the users base. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.post(
    '/auth/otp_login_signup',
    validated({ body: OtpLoginSignupRequestSchema }, async ({ body }, request): Promise<OtpLoginSignupResponse> => {
      const { phone } = e164Of(body);
      const sent = await requestLoginCode(deps, { phone, ip: request.ip }, requestMessageLanguage(request));
      return { resend_available_in: sent.resendAvailableIn, expires_in: sent.expiresIn };
    }),
  );

  app.post(
    '/auth/otp_token',
    validated({ body: OtpTokenRequestSchema }, async ({ body }, request): Promise<AuthTokenResponse> => {
      const { phone } = e164Of(body);
      const { userId, token } = await verifyLoginCode(deps, { phone, ip: request.ip }, body.code);
      return tokenResponse(token, await requireUser(deps.database.db, userId));
    }),
  );

  app.post(
    '/auth/magic_login',
    validated({ body: MagicLoginRequestSchema }, async ({ body }): Promise<AuthTokenResponse> => {
      const { db } = deps.database;
      const now = deps.clock.now();
      const token = await db.transaction(async (tx) => {
        const userId = await redeemMagicToken(tx, body.magic_token, now);
        if (userId === null) return null;
        const [account] = await tx.select({ isActive: users.isActive, isDeleted: users.isDeleted }).from(users).where(eq(users.id, userId));
        if (!account || !account.isActive || account.isDeleted) return { userId, session: null };
        return { userId, session: await createSession(tx, userId, now) };
      });
      if (!token) throw new ApiError(400, 'INVALID_CODE', 'The link is unknown, used or expired');
      if (!token.session) throw new ApiError(401, 'UNAUTHORIZED', 'This account is closed');
      return tokenResponse(token.session, await requireUser(db, token.userId));
    }),
  );

  app.get('/auth/me', { preHandler: app.authenticate }, async (request): Promise<User> =>
    requireUser(deps.database.db, authOf(request).userId),
  );

  app.post('/auth/logout', { preHandler: app.authenticate }, async (request, reply) => {
    await revokeSession(deps.database.db, authOf(request).sessionId, deps.clock.now());
    return reply.status(204).send();
  });

  app.post('/auth/logout_all', { preHandler: app.authenticate }, async (request, reply) => {
    await revokeAllSessions(deps.database.db, authOf(request).userId, deps.clock.now());
    return reply.status(204).send();
  });
}
