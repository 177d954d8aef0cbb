/**
 * Hits per key in a sliding minute, kept in memory: the one limiter for routes whose abuse costs
 * an outside service's quota or a flood of its objects (registry lookups, payments started by
 * link). Per instance, which is enough for that purpose; limits that guard an account's security
 * (codes, kiosk activation) count rows in the database instead.
 */
export class MinuteLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly maxKeys = 10_000,
  ) {}

  /** Seconds to wait, or 0 and the hit is counted. */
  take(key: string, now: Date): number {
    const windowStart = now.getTime() - 60_000;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > windowStart);
    if (recent.length >= this.perMinute) {
      this.hits.set(key, recent);
      return ((recent[0] ?? now.getTime()) - windowStart) / 1000;
    }
    recent.push(now.getTime());
    if (!this.hits.has(key) && this.hits.size >= this.maxKeys) this.hits.clear();
    this.hits.set(key, recent);
    return 0;
  }
}
