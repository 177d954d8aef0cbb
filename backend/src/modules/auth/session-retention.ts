import { lt, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { magicTokens, sessions } from '../../db/schema/index.js';
import { addSeconds, DAY_SECONDS } from '../../lib/clock.js';
import { SESSION_IDLE_SECONDS } from './session-service.js';

/**
 * How long an ended session (expired or signed out) is kept: support answering "I was logged out"
 * or "was that me?" within a month still sees when and how the session ended. No sign-in reads it.
 */
export const ENDED_SESSION_RETENTION_SECONDS = 30 * DAY_SECONDS;

/**
 * How long a spent sign-in link (expired or used) is kept. A link lives 15 minutes and a dead one
 * answers the same as an unknown one, so a day only leaves room to look into a fresh complaint.
 */
export const SPENT_MAGIC_TOKEN_RETENTION_SECONDS = DAY_SECONDS;

/** Deletes sessions that ended (expired, revoked or left idle) longer ago than the retention. */
export async function deleteEndedSessions(db: DbOrTx, now: Date): Promise<void> {
  const cutoff = addSeconds(now, -ENDED_SESSION_RETENTION_SECONDS);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, cutoff),
        lt(sessions.revokedAt, cutoff),
        lt(sessions.lastUsedAt, addSeconds(cutoff, -SESSION_IDLE_SECONDS)),
      ),
    );
}

/** Deletes sign-in links that expired or were used longer ago than the retention. */
export async function deleteSpentMagicTokens(db: DbOrTx, now: Date): Promise<void> {
  const cutoff = addSeconds(now, -SPENT_MAGIC_TOKEN_RETENTION_SECONDS);
  await db.delete(magicTokens).where(or(lt(magicTokens.expiresAt, cutoff), lt(magicTokens.usedAt, cutoff)));
}
