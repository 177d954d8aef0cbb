import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import type { CreateReservationResponse, TermNotification } from '@venue/api';
import type { Database } from '../db/database.js';
import { userVenueProfiles } from '../db/schema/index.js';
import { bearer, phone, signIn } from './auth-helpers.js';
import { bookingRequest } from './booking-helpers.js';
import { call, type TestApp } from './test-app.js';

export const TERM_NOTIFICATION_URL = '/api/users/reservation/term_notification';

export type WishAnswer = TermNotification & { code?: string; max?: number; fieldErrors?: Record<string, unknown> };

export type Player = { token: string; userId: number; profileId: number; phone: string };

let counter = 0;

/**
 * A signed-in player; with `accountAt` they first booked (and cancelled, so no court stays taken)
 * an hour at that venue, which opens their account there, as a real first booking does.
 */
export async function wishPlayer(t: TestApp, database: Database, accountAt: number | null = 1): Promise<Player> {
  counter += 1;
  const national = phone(700 + counter);
  const { token, user } = await signIn(t, national);
  if (accountAt === null) return { token, userId: user.id, profileId: 1, phone: `+48${national}` };
  const booked = await call<CreateReservationResponse>(
    t.app,
    'POST',
    '/api/users/reservation',
    await bookingRequest(t, accountAt, '2030-06-20T06:00:00Z', 60, { courtIndex: counter % 3 }),
    bearer(token),
  );
  assert.equal(booked.status, 201, JSON.stringify(booked.body));
  const first = booked.body.reservations[0];
  assert.ok(first);
  assert.equal((await call(t.app, 'DELETE', `/api/users/reservation/${first.id}`, undefined, bearer(token))).status, 200);
  const [profile] = await database.db
    .select({ id: userVenueProfiles.id })
    .from(userVenueProfiles)
    .where(and(eq(userVenueProfiles.userId, user.id), eq(userVenueProfiles.venueId, accountAt)));
  assert.ok(profile);
  return { token, userId: user.id, profileId: profile.id, phone: `+48${national}` };
}

export function askToBeTold(t: TestApp, player: Player, body: Record<string, unknown>) {
  return call<WishAnswer>(
    t.app,
    'POST',
    TERM_NOTIFICATION_URL,
    { venue_id: 1, user_venue_profile_id: player.profileId, ...body },
    bearer(player.token),
  );
}
