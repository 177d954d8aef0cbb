import { and, asc, desc, eq, gt, gte, isNull, lt, lte } from 'drizzle-orm';
import { DateTime } from 'luxon';
import {
  SERVICE_FEE_GROSZE,
  type KioskActivation,
  type KioskCheckIn,
  type KioskReservation,
  type KioskSession,
  type KioskStatus,
} from '@venue/api';
import type { Db } from '../../db/database.js';
import {
  checkIns,
  checkInTokenUses,
  kioskAttempts,
  kioskCodes,
  kiosks,
  reservations,
  sportObjects,
  users,
  venues,
} from '../../db/schema/index.js';
import { ApiError, notFound, rateLimited } from '../../lib/api-error.js';
import { ipLimitKey } from '../../lib/client-address.js';
import { addSeconds, secondsBetween } from '../../lib/clock.js';
import { randomToken, sameHex, sha256 } from '../../lib/crypto.js';
import { hasActiveVenueProfile } from '../users/venue-profiles.js';
import { demoKioskCode, hashKioskCode } from './kiosk-code.js';
import { readKioskSession, signKioskSession, type KioskSessionClaims } from './kiosk-session-token.js';
import { readCheckInToken } from './qr-token.js';

/**
 * Scans one kiosk may send in a minute, whatever their outcome: a queue at the desk is a player
 * every 10–20 s, so 20 is plenty, and it bounds how fast a stolen kiosk token can probe codes.
 */
export const KIOSK_SCANS_PER_MINUTE = 20;
/**
 * Wrong kiosk codes per source (`ipLimitKey`) in 15 minutes before its activations wait. Codes
 * have 60 random bits, so guessing is hopeless anyway; counting per venue let any 10 addresses
 * keep a venue's own kiosk from activating.
 */
export const KIOSK_ACTIVATION_FAILURES_PER_WINDOW = 10;
const ACTIVATION_WINDOW_SECONDS = 15 * 60;
/** How long a session's actions stay allowed; the kiosk's own countdown ends it far sooner. */
export const KIOSK_SESSION_TTL_SECONDS = 15 * 60;

export type KioskDeps = {
  db: Db;
  /** The check-in secret (`config.account.checkInSecret`): signs check-in codes and, derived, sessions. */
  secret: string;
  now: Date;
  /** In production the demo venues' published codes activate nothing. */
  production: boolean;
};

export type Kiosk = { id: number; venueId: number; venueName: string; venueTimezone: string; activatedAt: Date };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const codeInvalid = () => new ApiError(403, 'KIOSK_CODE_INVALID', 'The kiosk code is not valid for this venue');
const tokenInvalid = () => new ApiError(400, 'CHECKIN_TOKEN_INVALID', 'The check-in code is not valid');
const sessionOver = () => new ApiError(410, 'KIOSK_SESSION_EXPIRED', 'The kiosk session has ended; scan the code again');

/** The oldest of the last `max` rows in the window decides when one more is allowed. */
function refuseOverLimit(recent: { createdAt: Date }[], max: number, windowSeconds: number, now: Date, what: string): void {
  const oldest = recent.at(-1);
  if (recent.length < max || !oldest) return;
  throw rateLimited('RATE_LIMITED', what, secondsBetween(now, addSeconds(oldest.createdAt, windowSeconds)));
}

/** Activates a kiosk with the venue's code; `ip` is the caller's address, whose wrong codes are counted. */
export async function activateKiosk(deps: KioskDeps, venueId: number, code: string, ip: string): Promise<KioskActivation> {
  const { db, now } = deps;
  const source = ipLimitKey(ip);
  const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, venueId));
  if (!venue) throw codeInvalid();
  const failures = await db
    .select({ createdAt: kioskAttempts.createdAt })
    .from(kioskAttempts)
    .where(
      and(
        eq(kioskAttempts.ip, source),
        eq(kioskAttempts.kind, 'activation_failed'),
        gt(kioskAttempts.createdAt, addSeconds(now, -ACTIVATION_WINDOW_SECONDS)),
      ),
    )
    .orderBy(desc(kioskAttempts.createdAt))
    .limit(KIOSK_ACTIVATION_FAILURES_PER_WINDOW);
  refuseOverLimit(
    failures,
    KIOSK_ACTIVATION_FAILURES_PER_WINDOW,
    ACTIVATION_WINDOW_SECONDS,
    now,
    `At most ${KIOSK_ACTIVATION_FAILURES_PER_WINDOW} wrong kiosk codes from one address in 15 minutes`,
  );

  const given = hashKioskCode(code);
  const [stored] = await db.select({ codeHash: kioskCodes.codeHash }).from(kioskCodes).where(eq(kioskCodes.venueId, venueId));
  const demoInProduction = deps.production && given === hashKioskCode(demoKioskCode(venueId));
  if (!stored || demoInProduction || !sameHex(stored.codeHash, given)) {
    await db.insert(kioskAttempts).values({ kind: 'activation_failed', venueId, ip: source, createdAt: now });
    throw codeInvalid();
  }
  const token = randomToken();
  const [kiosk] = await db
    .insert(kiosks)
    .values({ venueId, tokenHash: sha256(token), activatedAt: now })
    .returning({ id: kiosks.id });
  if (!kiosk) throw new Error('kiosk insert returned nothing');
  return { kiosk_token: token, kiosk_id: kiosk.id, venue_id: venueId, activated_at: now.toISOString() };
}

/** The kiosk a token belongs to, unless revoked since; anything else is 401 and the kiosk asks to be activated. */
export async function kioskOf(db: Db, token: string): Promise<Kiosk> {
  const [kiosk] = await db
    .select({
      id: kiosks.id,
      venueId: kiosks.venueId,
      venueName: venues.name,
      venueTimezone: venues.timezone,
      activatedAt: kiosks.activatedAt,
    })
    .from(kiosks)
    .innerJoin(venues, eq(venues.id, kiosks.venueId))
    .where(and(eq(kiosks.tokenHash, sha256(token)), isNull(kiosks.revokedAt)));
  if (!kiosk) throw new ApiError(401, 'KIOSK_NOT_ACTIVATED', 'This kiosk is not activated (or was revoked)');
  return kiosk;
}

export function kioskStatus(kiosk: Kiosk, appUrl: string): KioskStatus {
  return {
    app_url: appUrl,
    kiosk_id: kiosk.id,
    venue_id: kiosk.venueId,
    venue_name: kiosk.venueName,
    venue_timezone: kiosk.venueTimezone,
    activated_at: kiosk.activatedAt.toISOString(),
  };
}

async function activeFirstName(db: Db, userId: number): Promise<string | null> {
  const [user] = await db
    .select({ firstName: users.firstName })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false), eq(users.isActive, true)));
  return user ? user.firstName : null;
}

/** Counts the scan (every outcome counts), refusing past the kiosk's limit; old rows of the kiosk go. */
async function countScan(deps: KioskDeps, kiosk: Kiosk): Promise<void> {
  const { db, now } = deps;
  const since = addSeconds(now, -60);
  const recent = await db
    .select({ createdAt: kioskAttempts.createdAt })
    .from(kioskAttempts)
    .where(and(eq(kioskAttempts.kioskId, kiosk.id), eq(kioskAttempts.kind, 'scan'), gt(kioskAttempts.createdAt, since)))
    .orderBy(desc(kioskAttempts.createdAt))
    .limit(KIOSK_SCANS_PER_MINUTE);
  refuseOverLimit(recent, KIOSK_SCANS_PER_MINUTE, 60, now, `At most ${KIOSK_SCANS_PER_MINUTE} scans a minute per kiosk`);
  await db.insert(kioskAttempts).values({ kind: 'scan', venueId: kiosk.venueId, kioskId: kiosk.id, createdAt: now });
  // The limit looks one minute back; an hour of rows is kept for whoever investigates a burst.
  await db.delete(kioskAttempts).where(and(eq(kioskAttempts.kioskId, kiosk.id), lt(kioskAttempts.createdAt, addSeconds(now, -3600))));
}

/** Who a scanned code names: a single-use check-in token of this venue, or a reservation here by its uuid. */
async function playerOfCode(deps: KioskDeps, kiosk: Kiosk, code: string): Promise<{ userId: number; reservationId: number | null }> {
  const { db, now } = deps;
  if (UUID.test(code)) {
    const [reservation] = await db
      .select({ id: reservations.id, userId: reservations.userId, venueId: reservations.venueId })
      .from(reservations)
      .where(eq(reservations.uuid, code.toLowerCase()));
    if (!reservation) throw tokenInvalid();
    if (reservation.venueId !== kiosk.venueId) throw new ApiError(403, 'CHECKIN_WRONG_VENUE', 'The reservation is at another venue');
    if ((await activeFirstName(db, reservation.userId)) === null) throw tokenInvalid();
    return { userId: reservation.userId, reservationId: reservation.id };
  }
  const claims = readCheckInToken(deps.secret, code);
  if (!claims) throw tokenInvalid();
  if (claims.expiresAt * 1000 <= now.getTime()) throw new ApiError(410, 'CHECKIN_TOKEN_EXPIRED', 'The check-in code has expired');
  if (claims.venueId !== kiosk.venueId) throw new ApiError(403, 'CHECKIN_WRONG_VENUE', 'The check-in code is for another venue');
  // A genuine token of an account closed since, or of a profile removed since, admits no one.
  if ((await activeFirstName(db, claims.userId)) === null || !(await hasActiveVenueProfile(db, claims.userId, claims.venueId))) {
    throw tokenInvalid();
  }
  // The primary key makes the first scan win, also when two kiosks read one screenshot at once.
  const [used] = await db
    .insert(checkInTokenUses)
    .values({
      tokenId: claims.tokenId,
      userId: claims.userId,
      kioskId: kiosk.id,
      usedAt: now,
      expiresAt: new Date(claims.expiresAt * 1000),
    })
    .onConflictDoNothing()
    .returning({ tokenId: checkInTokenUses.tokenId });
  if (!used) throw new ApiError(409, 'CHECKIN_TOKEN_USED', 'The check-in code was used already; show a new one');
  // An expired token is refused before this table is read, so its row has no more use.
  await db.delete(checkInTokenUses).where(lte(checkInTokenUses.expiresAt, now));
  return { userId: claims.userId, reservationId: null };
}

/**
 * Late in the evening a player may come for a booking just after midnight (a venue open round the
 * clock): the kiosk's "today" then reaches this far past now.
 */
export const KIOSK_ARRIVAL_WINDOW_HOURS = 3;

/**
 * The player's bookings today (the venue's day, or up to the arrival window past now when that is
 * later) at the kiosk's venue; only the scanned one for a reservation QR.
 */
async function todaysReservations(deps: KioskDeps, kiosk: Kiosk, claims: KioskSessionClaims): Promise<KioskReservation[]> {
  const { db, now } = deps;
  const dayStart = DateTime.fromJSDate(now, { zone: kiosk.venueTimezone }).startOf('day');
  const dayEnd = dayStart.plus({ days: 1 }).toJSDate();
  const arrivalEnd = new Date(now.getTime() + KIOSK_ARRIVAL_WINDOW_HOURS * 3_600_000);
  const rows = await db
    .select({
      reservation: reservations,
      objectName: sportObjects.name,
      sportTypeId: sportObjects.sportTypeId,
      checkedInAt: checkIns.checkedInAt,
    })
    .from(reservations)
    .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .leftJoin(checkIns, eq(checkIns.reservationId, reservations.id))
    .where(
      and(
        eq(reservations.userId, claims.userId),
        eq(reservations.venueId, kiosk.venueId),
        eq(reservations.state, 'active'),
        gte(reservations.startTime, dayStart.toJSDate()),
        lt(reservations.startTime, arrivalEnd > dayEnd ? arrivalEnd : dayEnd),
        claims.reservationId === null ? undefined : eq(reservations.id, claims.reservationId),
      ),
    )
    .orderBy(asc(reservations.startTime), asc(reservations.id));
  return rows.map(({ reservation: r, objectName, sportTypeId, checkedInAt }) => {
    const price = r.basePriceGrosze - r.discountGrosze;
    const total = price + (r.paymentMethod === 'online' ? SERVICE_FEE_GROSZE : 0);
    return {
      id: r.id,
      reservation_uuid: r.uuid,
      start_time: r.startTime.toISOString(),
      end_time: r.endTime.toISOString(),
      sport_object_name: objectName,
      sport_type_id: sportTypeId,
      payment_method: r.paymentMethod,
      payment_status: r.paymentStatus,
      total,
      // What `payment/create` accepts: not paid yet, not started, something to pay.
      payable: (r.paymentStatus === 'unpaid' || r.paymentStatus === 'pending_online') && r.startTime > now && price > 0,
      checked_in_at: checkedInAt ? checkedInAt.toISOString() : null,
    };
  });
}

async function sessionView(deps: KioskDeps, kiosk: Kiosk, claims: KioskSessionClaims, token: string): Promise<KioskSession> {
  const firstName = await activeFirstName(deps.db, claims.userId);
  if (firstName === null) throw sessionOver();
  return {
    session_token: token,
    expires_at: new Date(claims.expiresAt * 1000).toISOString(),
    source: claims.reservationId === null ? 'check_in_code' : 'reservation',
    player: { first_name: firstName },
    reservations: await todaysReservations(deps, kiosk, claims),
  };
}

/** A scan: counts against the kiosk's limit, consumes a check-in code, and opens a session. */
export async function openKioskSession(deps: KioskDeps, kiosk: Kiosk, code: string): Promise<KioskSession> {
  await countScan(deps, kiosk);
  const player = await playerOfCode(deps, kiosk, code);
  const claims: KioskSessionClaims = {
    kioskId: kiosk.id,
    userId: player.userId,
    reservationId: player.reservationId,
    expiresAt: Math.floor(deps.now.getTime() / 1000) + KIOSK_SESSION_TTL_SECONDS,
  };
  return sessionView(deps, kiosk, claims, signKioskSession(deps.secret, claims));
}

function sessionClaims(deps: KioskDeps, kiosk: Kiosk, token: string): KioskSessionClaims {
  const claims = readKioskSession(deps.secret, token);
  // Another kiosk's session (or a forged one) is no session here.
  if (!claims || claims.kioskId !== kiosk.id || claims.expiresAt * 1000 <= deps.now.getTime()) throw sessionOver();
  return claims;
}

export async function viewKioskSession(deps: KioskDeps, kiosk: Kiosk, token: string): Promise<KioskSession> {
  return sessionView(deps, kiosk, sessionClaims(deps, kiosk, token), token);
}

/** Records the arrival once per reservation; a repeat answers the first record. */
export async function checkInAtKiosk(deps: KioskDeps, kiosk: Kiosk, token: string, reservationId: number): Promise<KioskCheckIn> {
  const { db, now } = deps;
  const claims = sessionClaims(deps, kiosk, token);
  if ((await activeFirstName(db, claims.userId)) === null) throw sessionOver();
  const today = await todaysReservations(deps, kiosk, claims);
  const reservation = today.find((r) => r.id === reservationId);
  if (!reservation) throw notFound('No such reservation today in this session');
  const [recorded] = await db
    .insert(checkIns)
    .values({ reservationId, userId: claims.userId, venueId: kiosk.venueId, kioskId: kiosk.id, checkedInAt: now })
    .onConflictDoNothing()
    .returning({ checkedInAt: checkIns.checkedInAt });
  if (recorded) return { reservation_id: reservationId, checked_in_at: recorded.checkedInAt.toISOString(), recorded_now: true };
  const [first] = await db.select({ checkedInAt: checkIns.checkedInAt }).from(checkIns).where(eq(checkIns.reservationId, reservationId));
  return { reservation_id: reservationId, checked_in_at: (first?.checkedInAt ?? now).toISOString(), recorded_now: false };
}

/** Staff: a new kiosk code for the venue (printed once); optionally every kiosk of the venue must activate again. */
export async function rotateKioskCode(db: Db, venueId: number, code: string, now: Date, revokeKiosks: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(kioskCodes)
      .values({ venueId, codeHash: hashKioskCode(code), rotatedAt: now })
      .onConflictDoUpdate({ target: kioskCodes.venueId, set: { codeHash: hashKioskCode(code), rotatedAt: now } });
    if (revokeKiosks) {
      await tx
        .update(kiosks)
        .set({ revokedAt: now })
        .where(and(eq(kiosks.venueId, venueId), isNull(kiosks.revokedAt)));
    }
  });
}
