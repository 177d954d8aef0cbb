import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle } from 'drizzle-orm/pglite';
import { acquireDataDirLock } from './data-dir-lock.js';
import type { Database, Db } from './database.js';
import * as schema from './schema/index.js';

export type PgliteOptions = {
  /** Folder for the data; `null` keeps everything in memory (tests). */
  dataDir: string | null;
  /** A `dumpDataDir()` tarball to start from instead of running initdb (tests). */
  loadDataDir?: Blob;
};

/**
 * PGlite is one PostgreSQL backend in this process: it runs one query at a time and an open
 * transaction holds every other query back (its own mutex queues them). Services therefore keep
 * transactions short and never wait on the network inside one.
 */
export async function openPglite(options: PgliteOptions): Promise<Database & { client: PGlite }> {
  const lock = options.dataDir ? acquireDataDirLock(options.dataDir) : null;
  let client: PGlite;
  try {
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite({
      // The reservations' exclusion constraint mixes `=` on an integer with `&&` on a range.
      extensions: { btree_gist },
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db: Db = drizzle({ client, schema });
  let closed = false;
  return {
    db,
    kind: 'pglite',
    client,
    async rawQuery<Row>(text: string, params: unknown[]) {
      return (await client.query<Row>(text, params)).rows;
    },
    get closed() {
      return closed;
    },
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
