import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import type { KioskActivation, KioskSession } from '@venue/api';
import type { Database } from '../../db/database.js';
import { userVenueProfiles, users, venues } from '../../db/schema/index.js';
import { seedDemoKioskCodes } from '../../db/seed/seed-kiosk-codes.js';
import { phone, signIn } from '../../testing/auth-helpers.js';
import { call, type TestApp } from '../../testing/test-app.js';
import { demoKioskCode } from './kiosk-code.js';

/**
 * The kiosk tables are not among the test database's emptied ones (kiosks belong to venues, which
 * stay), so each kiosk test starts from activated-nothing and the demo codes.
 */
export async function resetKiosks(database: Database): Promise<void> {
  await database.db.execute(
    sql.raw('truncate table check_ins, check_in_token_uses, kiosk_attempts, kiosks, kiosk_codes restart identity cascade'),
  );
  const rows = await database.db.select({ id: venues.id }).from(venues);
  await seedDemoKioskCodes(
    database.db,
    rows.map((row) => row.id),
    new Date('2030-01-01T00:00:00Z'),
  );
}

export async function activateKiosk(t: TestApp, venueId: number): Promise<string> {
  const response = await call<KioskActivation>(t.app, 'POST', '/api/public/kiosk/activate', {
    venue_id: venueId,
    code: demoKioskCode(venueId),
  });
  assert.equal(response.status, 201);
  return response.body.kiosk_token;
}

/** A signed-in player named Anna with a profile at the venue (so a check-in code can be issued there). */
export async function playerAt(t: TestApp, database: Database, n: number, venueId: number) {
  const signed = await signIn(t, phone(n));
  await database.db.update(users).set({ firstName: 'Anna', lastName: 'Nowak' }).where(eq(users.id, signed.user.id));
  await database.db.insert(userVenueProfiles).values({ userId: signed.user.id, venueId }).onConflictDoNothing();
  return signed;
}

export const scan = (t: TestApp, kioskToken: string, code: string) =>
  call<KioskSession>(t.app, 'POST', '/api/public/kiosk/session', { kiosk_token: kioskToken, code });
