import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './database.js';
import { postgresNotifications } from './postgres-notifications.js';
import * as schema from './schema/index.js';

export type PostgresOptions = {
  url: string;
  poolMax: number;
  /**
   * How long a query waits for a free pool connection (or a new one to open) before it fails;
   * the error handler answers that failure 503 SERVICE_BUSY with Retry-After.
   */
  connectionTimeoutMs?: number;
};

const DEFAULT_CONNECTION_TIMEOUT_MS = 10_000;

export async function openPostgres(options: PostgresOptions): Promise<Database & { pool: pg.Pool }> {
  const connectionTimeoutMillis = options.connectionTimeoutMs ?? DEFAULT_CONNECTION_TIMEOUT_MS;
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax, connectionTimeoutMillis });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Fail at start, with the server's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db: Db = drizzle({ client: pool, schema });
  /**
   * Named statements (the hot, index-backed reads of rawQuery) run on connections of their own with
   * `plan_cache_mode = force_generic_plan`. Their one plan is right for every parameter, but
   * PostgreSQL's generic estimate for a parameterised time range is pessimistic, so by default it
   * re-plans them with the values on every execution (measured: custom plans every time, about
   * 0.15 ms of server CPU per availability request). Other queries keep the default. Opened lazily.
   */
  let statementPool: pg.Pool | undefined;
  const namedStatements = () => {
    if (!statementPool) {
      statementPool = new pg.Pool({
        connectionString: options.url,
        max: options.poolMax,
        connectionTimeoutMillis,
        options: '-c plan_cache_mode=force_generic_plan',
      });
      statementPool.on('error', () => undefined);
    }
    return statementPool;
  };
  const notifications = postgresNotifications(options.url, pool);
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    async rawQuery<Row>(text: string, params: unknown[], name?: string) {
      if (!name) return (await pool.query(text, params)).rows as Row[];
      return (await namedStatements().query({ name, text, values: params })).rows as Row[];
    },
    listen: notifications.listen,
    get notificationsPending() {
      return notifications.pending;
    },
    notificationsDelivered: notifications.delivered,
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), statementPool?.end(), notifications.close()]);
    },
  };
}
