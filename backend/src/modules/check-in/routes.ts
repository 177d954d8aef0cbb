import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CheckInQrRequestSchema, CheckInVerifyRequestSchema, type CheckInQr, type CheckInVerifyResponse } from '@venue/api';
import { users } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { hasActiveVenueProfile } from '../users/venue-profiles.js';
import { readCheckInToken, signCheckInToken } from './qr-token.js';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

const invalidToken = () => new ApiError(400, 'CHECKIN_TOKEN_INVALID', 'The check-in code is not valid');

/** Issuing a check-in QR token (users base). */
export async function checkInRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps.database;

  app.post(
    '/user_venue_qrcode',
    { preHandler: app.authenticate },
    validated({ body: CheckInQrRequestSchema }, async ({ body }, request): Promise<CheckInQr> => {
      const { userId } = authOf(request);
      if (!(await hasActiveVenueProfile(db, userId, body.venue_id))) {
        throw new ApiError(403, 'NO_VENUE_PROFILE', 'The user has no profile at this venue; a first booking there creates it');
      }
      const ttl = deps.config.account.checkInTtlSeconds;
      const issuedAt = Math.floor(deps.clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ttl;
      const token = signCheckInToken(deps.config.account.checkInSecret, { userId, venueId: body.venue_id, issuedAt, expiresAt });
      return { token, venue_id: body.venue_id, issued_at: iso(issuedAt), expires_at: iso(expiresAt), ttl_seconds: ttl };
    }),
  );
}

/** Verifying a scanned token at a venue's kiosk (public base). */
export async function checkInVerifyRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps.database;

  app.post(
    '/checkin/verify',
    validated({ body: CheckInVerifyRequestSchema }, async ({ body }): Promise<CheckInVerifyResponse> => {
      const claims = readCheckInToken(deps.config.account.checkInSecret, body.token);
      if (!claims) throw invalidToken();
      if (claims.expiresAt * 1000 <= deps.clock.now().getTime())
        throw new ApiError(410, 'CHECKIN_TOKEN_EXPIRED', 'The check-in code has expired');
      if (claims.venueId !== body.venue_id) throw new ApiError(403, 'CHECKIN_WRONG_VENUE', 'The check-in code is for another venue');
      const [user] = await db
        .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(and(eq(users.id, claims.userId), eq(users.isDeleted, false), eq(users.isActive, true)));
      // A genuine token of an account closed since, or of a profile removed since, admits no one.
      if (!user || !(await hasActiveVenueProfile(db, claims.userId, claims.venueId))) throw invalidToken();
      return {
        valid: true,
        venue_id: claims.venueId,
        user: { id: user.id, first_name: user.firstName, last_name: user.lastName },
        issued_at: iso(claims.issuedAt),
        expires_at: iso(claims.expiresAt),
      };
    }),
  );
}
