import type { Database } from '../../db/database.js';

/** Where migration 0024's triggers announce a venue whose availability inputs changed ('*': every venue). */
export const VENUE_AVAILABILITY_CHANNEL = 'venue_availability';
/** Entries kept per database; past this the cache starts again (a day has a few dozen popular venue-days). */
const MAX_ENTRIES = 2_000;

/** One booking, occurrence, course session or hold of the day: court, start and end in epoch milliseconds. */
export type BusyRow = { o: number; s: number; e: number };

type Entry = { version: number; epoch: number; at: number; rows: Promise<BusyRow[]> };

/**
 * What a venue-day's availability read returns (its busy rows), kept per database handle, so per
 * API instance, until a notification says the venue changed (docs/decisions/033-availability-cache.md):
 *
 * - Every write that changes what the read sees notifies (migration 0024's triggers), heard by every
 *   instance on its listening connection. A read that raced a change is not kept: an entry is
 *   stored with the venue's version from before its query and used only while that is current.
 * - This process's own writes are seen by its next read: `notificationsPending` makes the read wait
 *   for their delivery first (one round trip, shared by concurrent reads; nothing on PGlite).
 * - While the listener is down nothing is cached; `maxAgeMs` bounds an entry's life whatever the
 *   notifications say, as a safety net for a write that bypasses the triggers.
 *
 * Nothing time-dependent is kept here: the rows are bookings and holds; which of them are past is
 * decided from the clock by the caller on every request.
 */
export class BusyCache {
  private live = false;
  /** Bumped when every entry must go (listener lost or back, '*'). */
  private epoch = 0;
  private readonly versions = new Map<number, number>();
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly database: Database,
    /** Real time for the age limit (not the app clock, which tests move by days). */
    private readonly now: () => number = Date.now,
  ) {
    database.listen(VENUE_AVAILABILITY_CHANNEL, {
      message: (payload) => this.changed(payload),
      live: (live) => {
        this.live = live;
        this.dropAll();
      },
    });
  }

  private dropAll() {
    this.epoch += 1;
    this.entries.clear();
  }

  private changed(payload: string) {
    const venueId = Number(payload);
    if (!Number.isInteger(venueId)) {
      this.dropAll();
      return;
    }
    this.versions.set(venueId, (this.versions.get(venueId) ?? 0) + 1);
  }

  /** `load()`'s rows for `key` (which must include the venue), from memory while still current. */
  async read(venueId: number, key: string, maxAgeMs: number, load: () => Promise<BusyRow[]>): Promise<BusyRow[]> {
    if (!this.live || maxAgeMs <= 0) return load();
    if (this.database.notificationsPending) await this.database.notificationsDelivered();
    if (!this.live) return load();
    const version = this.versions.get(venueId) ?? 0;
    const { epoch } = this;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.epoch === epoch && now - hit.at < maxAgeMs) return hit.rows;
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    // Concurrent misses of one key share this query.
    const rows = load();
    const entry: Entry = { version, epoch, at: now, rows };
    this.entries.set(key, entry);
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    rows.then(() => {
      // A change heard while the query ran may or may not be in its rows: do not keep them.
      if ((this.versions.get(venueId) ?? 0) !== version || this.epoch !== epoch) forget();
    }, forget);
    return rows;
  }
}

const caches = new WeakMap<Database, BusyCache>();

/** The cache of one database handle (one per API instance), listening from the first call. */
export function busyCacheOf(database: Database): BusyCache {
  let cache = caches.get(database);
  if (!cache) {
    cache = new BusyCache(database);
    caches.set(database, cache);
  }
  return cache;
}
