import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/database.js';
import { rateLimitHits } from '../../db/schema/index.js';

/** Namespace of the per-key transaction-level advisory lock (the second key is the key's hash). */
export const RATE_LIMIT_LOCK_NAMESPACE = 7_412_200;

const WINDOW_MS = 60_000;

/**
 * Hits per key in a sliding minute, counted in the database: the limiter for routes whose abuse
 * costs an outside service's quota or a flood of its objects (registry lookups, payments started
 * by link). Every API instance counts the same rows, so two instances do not let twice the limit
 * through; a lock per key makes the count and the new hit one step, so a burst split across
 * instances cannot slip past it either. Limits that guard an account's security (codes, kiosk
 * activation) count their own rows (`confirmation-codes`).
 */
export class SharedMinuteLimiter {
  constructor(
    private readonly db: Db,
    /** Names the limit in its keys: `registry`, `pay-by-link:source`. */
    private readonly name: string,
    private readonly perMinute: number,
  ) {}

  /** Seconds to wait, or 0 and the hit is counted. */
  async take(key: string, now: Date): Promise<number> {
    const fullKey = `${this.name}:${key}`;
    const windowStart = new Date(now.getTime() - WINDOW_MS);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${RATE_LIMIT_LOCK_NAMESPACE}, hashtext(${fullKey}))`);
      // This key's hits that count no more; other keys' are left to housekeeping.
      await tx.delete(rateLimitHits).where(and(eq(rateLimitHits.key, fullKey), lte(rateLimitHits.hitAt, windowStart)));
      const recent = await tx
        .select({ hitAt: rateLimitHits.hitAt })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, fullKey), gt(rateLimitHits.hitAt, windowStart)))
        .orderBy(asc(rateLimitHits.hitAt))
        .limit(this.perMinute);
      if (recent.length >= this.perMinute) {
        // The oldest counted hit has to age out of the window.
        const oldest = recent[0]?.hitAt.getTime() ?? now.getTime();
        return Math.max(oldest - windowStart.getTime(), 1) / 1000;
      }
      await tx.insert(rateLimitHits).values({ key: fullKey, hitAt: now });
      return 0;
    });
  }
}

/** Deletes hits older than the window, of keys never asked about again (housekeeping). */
export async function deleteStaleRateLimitHits(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lte(rateLimitHits.hitAt, new Date(now.getTime() - WINDOW_MS)));
}
