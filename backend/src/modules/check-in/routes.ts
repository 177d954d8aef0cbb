import type { FastifyInstance } from 'fastify';
import {
  CheckInQrRequestSchema,
  KioskActivateRequestSchema,
  KioskCheckInRequestSchema,
  KioskSessionRequestSchema,
  KioskSessionViewRequestSchema,
  KioskStatusRequestSchema,
  type CheckInQr,
  type KioskActivation,
  type KioskCheckIn,
  type KioskSession,
  type KioskStatus,
} from '@venue/api';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import {
  activateKiosk,
  checkInAtKiosk,
  kioskOf,
  kioskStatus,
  openKioskSession,
  viewKioskSession,
  type KioskDeps,
} from './kiosk-service.js';
import { assertMayCheckIn } from './check-in-eligibility.js';
import { signCheckInToken } from './qr-token.js';

const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** Issuing a check-in QR token (users base). */
export async function checkInRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps.database;

  app.post(
    '/user_venue_qrcode',
    { preHandler: app.authenticate },
    validated({ body: CheckInQrRequestSchema }, async ({ body }, request): Promise<CheckInQr> => {
      const { userId } = authOf(request);
      await assertMayCheckIn(db, userId, body.venue_id);
      const ttl = deps.config.account.checkInTtlSeconds;
      const issuedAt = Math.floor(deps.clock.now().getTime() / 1000);
      const expiresAt = issuedAt + ttl;
      const token = signCheckInToken(deps.config.account.checkInSecret, { userId, venueId: body.venue_id, issuedAt, expiresAt });
      return { token, venue_id: body.venue_id, issued_at: iso(issuedAt), expires_at: iso(expiresAt), ttl_seconds: ttl };
    }),
  );
}

/**
 * The kiosk at a venue (public base; the kiosk's token travels in the body, never in a URL):
 * activation with the venue's kiosk code, its status, a scan that opens a session, the session
 * again, and the check-in. Verifying a check-in code needs an activated kiosk, so a player
 * cannot check themselves in from home.
 */
export async function checkInVerifyRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps.database;
  const kioskDeps = (): KioskDeps => ({
    db,
    secret: deps.config.account.checkInSecret,
    now: deps.clock.now(),
    production: deps.config.appEnv === 'production',
  });

  app.post(
    '/kiosk/activate',
    validated({ body: KioskActivateRequestSchema }, async ({ body }, request, reply): Promise<KioskActivation> => {
      const activation = await activateKiosk(kioskDeps(), body.venue_id, body.code, request.ip);
      reply.status(201);
      return activation;
    }),
  );

  app.post(
    '/kiosk/status',
    validated({ body: KioskStatusRequestSchema }, async ({ body }): Promise<KioskStatus> =>
      kioskStatus(await kioskOf(db, body.kiosk_token), deps.config.account.appUrl),
    ),
  );

  app.post(
    '/kiosk/session',
    validated({ body: KioskSessionRequestSchema }, async ({ body }): Promise<KioskSession> => {
      const kiosk = await kioskOf(db, body.kiosk_token);
      return openKioskSession(kioskDeps(), kiosk, body.code);
    }),
  );

  app.post(
    '/kiosk/session/view',
    validated({ body: KioskSessionViewRequestSchema }, async ({ body }): Promise<KioskSession> => {
      const kiosk = await kioskOf(db, body.kiosk_token);
      return viewKioskSession(kioskDeps(), kiosk, body.session_token);
    }),
  );

  app.post(
    '/kiosk/check_in',
    validated({ body: KioskCheckInRequestSchema }, async ({ body }): Promise<KioskCheckIn> => {
      const kiosk = await kioskOf(db, body.kiosk_token);
      return checkInAtKiosk(kioskDeps(), kiosk, body.session_token, body.reservation_id);
    }),
  );
}
