import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { sessions, users } from '../../db/schema/index.js';
import { addSeconds } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

/** As long as the client keeps its auth cookie. */
export const SESSION_TTL_SECONDS = 730 * 24 * 3600;

export async function createSession(db: DbOrTx, userId: number, now: Date): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({ userId, tokenHash: sha256(token), createdAt: now, expiresAt: addSeconds(now, SESSION_TTL_SECONDS) });
  return token;
}

export type ActiveSession = { sessionId: number; userId: number };

/** The session behind a bearer token, if it is unrevoked, unexpired and its user may still sign in. */
export async function findActiveSession(db: DbOrTx, token: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: sessions.userId })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
        eq(users.isDeleted, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
