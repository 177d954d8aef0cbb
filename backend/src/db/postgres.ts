import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database, Db } from './database.js';
import * as schema from './schema/index.js';

export type PostgresOptions = { url: string; poolMax: number };

export async function openPostgres(options: PostgresOptions): Promise<Database & { pool: pg.Pool }> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.poolMax, connectionTimeoutMillis: 10_000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  // Fail at start, with the server's message, rather than on the first request.
  const probe = await pool.connect();
  probe.release();
  const db: Db = drizzle({ client: pool, schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    pool,
    async rawQuery<Row>(text: string, params: unknown[], name?: string) {
      return (await pool.query(name ? { name, text, values: params } : { text, values: params })).rows as Row[];
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
