import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { sessions, users } from '../../db/schema/index.js';
import { addSeconds } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

/** As long as the client keeps its auth cookie. */
export const SESSION_TTL_SECONDS = 730 * 24 * 3600;
/**
 * A session unused this long stops working, whatever its cookie says: a lost or sold phone, or a
 * token copied off a shared computer, does not stay a way into the account for two years.
 */
export const SESSION_IDLE_SECONDS = 90 * 24 * 3600;
/** `last_used_at` is written at most this often per session, not on every request. */
const LAST_USED_PRECISION_SECONDS = 3600;

export async function createSession(db: DbOrTx, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .insert(sessions)
    .values({ userId, tokenHash: sha256(token), createdAt: now, lastUsedAt: now, expiresAt: addSeconds(now, SESSION_TTL_SECONDS) });
  return token;
}

export type ActiveSession = { sessionId: number; userId: number };

/**
 * The session behind a bearer token, if it is unrevoked, unexpired, used within
 * `SESSION_IDLE_SECONDS` and its user may still sign in; marks it used.
 */
export async function findActiveSession(db: DbOrTx, token: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, addSeconds(now, -SESSION_IDLE_SECONDS)),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (row.lastUsedAt.getTime() <= addSeconds(now, -LAST_USED_PRECISION_SECONDS).getTime()) {
    await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { sessionId: row.sessionId, userId: row.userId };
}

/** Ends every session of the user ("sign out on all devices"), the one asking included. */
export async function revokeAllSessions(db: DbOrTx, userId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
