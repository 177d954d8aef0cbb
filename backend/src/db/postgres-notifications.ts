import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { NotificationListener } from './database.js';

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
/** A lost listening connection is opened again after this long (and again, until it works). */
const RECONNECT_MS = 1_000;
/** A delivery barrier that takes longer means the connection is unwell: drop it and reconnect. */
const BARRIER_TIMEOUT_MS = 2_000;

export type PostgresNotifications = {
  listen(channel: string, listener: NotificationListener): void;
  readonly pending: boolean;
  delivered(): Promise<void>;
  close(): Promise<void>;
};

/**
 * LISTEN/NOTIFY on PostgreSQL: one connection of its own per process (not from the pool: a pooled
 * connection goes back to other work, and LISTEN is session state), opened on the first `listen`
 * and reopened after it is lost; listeners hear `live(false)` meanwhile, since notifications sent
 * while it was down are gone.
 *
 * Delivery barrier: PostgreSQL hands notifications to listeners in commit order, and a session
 * that notifies itself gets that notification before its statement's answer. So a NOTIFY on a
 * channel only this connection listens to, sent after a write committed, comes back after the
 * write's own notifications: `delivered()` is that round trip. `pending` says whether one is needed:
 * the pool has released a connection (so maybe committed a write) since the last barrier.
 */
export function postgresNotifications(url: string, pool: pg.Pool): PostgresNotifications {
  const listeners = new Map<string, Set<NotificationListener>>();
  // Unique per process, so no other instance hears (or waits for) this one's barriers.
  const barrierChannel = `barrier_${process.pid}_${randomBytes(4).toString('hex')}`;
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let released = 0;
  let delivered = 0;
  let barrier: { upTo: number; done: Promise<void> } | null = null;

  pool.on('release', () => {
    released += 1;
  });

  const everyListener = () => [...listeners.values()].flatMap((set) => [...set]);

  function lost(broken: pg.Client) {
    if (client !== broken) return;
    client = null;
    live = false;
    barrier = null;
    for (const listener of everyListener()) listener.live(false);
    broken.removeAllListeners('notification');
    // Ending a broken connection may fail too; it is gone either way.
    broken.end().catch(() => undefined);
    if (!closed) {
      reconnectTimer = setTimeout(() => void connect(), RECONNECT_MS);
      reconnectTimer.unref();
    }
  }

  async function connect() {
    if (closed || client) return;
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    client = next;
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    next.on('notification', (notification) => {
      const set = listeners.get(notification.channel);
      if (!set) return;
      for (const listener of set) listener.message(notification.payload ?? '');
    });
    try {
      await next.connect();
      for (const channel of [...listeners.keys(), barrierChannel]) await next.query(`listen ${channel}`);
    } catch {
      lost(next);
      return;
    }
    if (client !== next || closed) return;
    live = true;
    // Nothing written before this moment is waiting for delivery any more: listeners start afresh.
    delivered = released;
    for (const listener of everyListener()) listener.live(true);
  }

  return {
    listen(channel, listener) {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Invalid channel name ${channel}`);
      const known = listeners.get(channel);
      if (known) known.add(listener);
      else listeners.set(channel, new Set([listener]));
      if (!client) {
        void connect();
        return;
      }
      if (!live) return;
      if (known) {
        listener.live(true);
        return;
      }
      const current = client;
      current.query(`listen ${channel}`).then(
        () => {
          if (client === current && live) listener.live(true);
        },
        () => lost(current),
      );
    },
    get pending() {
      return live && released !== delivered;
    },
    delivered() {
      const current = client;
      if (!current || !live) return Promise.resolve();
      const upTo = released;
      // Concurrent readers share one round trip when it covers what they wait for.
      if (barrier && barrier.upTo >= upTo) return barrier.done;
      let timer: NodeJS.Timeout | undefined;
      const roundTrip = current.query('select pg_notify($1, $2)', [barrierChannel, '']);
      const timeout = new Promise<void>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('notification barrier timed out')), BARRIER_TIMEOUT_MS);
      });
      const done = Promise.race([roundTrip, timeout]).then(
        () => {
          clearTimeout(timer);
          delivered = Math.max(delivered, upTo);
        },
        () => {
          clearTimeout(timer);
          // Listeners hear live(false) and stop trusting what they hold.
          lost(current);
        },
      );
      barrier = { upTo, done };
      void done.finally(() => {
        if (barrier?.done === done) barrier = null;
      });
      return done;
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      const current = client;
      client = null;
      live = false;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
