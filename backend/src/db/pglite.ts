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

const STATEMENT_NAME = /^[a-z_][a-z0-9_]*$/;

/** A parameter written into SQL text, for EXECUTE, which takes no bind parameters. */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a finite number: ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return `'${value.toISOString()}'`;
  if (typeof value === 'string') {
    // standard_conforming_strings is on (the default since PostgreSQL 9.1): only quotes need doubling.
    if (value.includes('\0')) throw new Error('NUL in a string parameter');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`Unsupported parameter type ${typeof value}`);
}

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
  // Name → text and its PREPARE, shared by concurrent first callers.
  const prepared = new Map<string, { text: string; ready: Promise<unknown> }>();
  let closed = false;
  return {
    db,
    kind: 'pglite',
    client,
    async rawQuery<Row>(text: string, params: unknown[], name?: string) {
      if (!name) return (await client.query<Row>(text, params)).rows;
      // PGlite's query() parses and plans every time, which cost about half of an availability
      // request; a server-side PREPARE run through the simple protocol cost half as much.
      let statement = prepared.get(name);
      if (!statement) {
        if (!STATEMENT_NAME.test(name)) throw new Error(`Invalid statement name ${name}`);
        const ready = client.exec(`prepare ${name} as ${text}`);
        statement = { text, ready };
        prepared.set(name, statement);
        // A failed PREPARE is tried again by the next call.
        ready.catch(() => prepared.delete(name));
      }
      if (statement.text !== text) throw new Error(`Statement ${name} was prepared with another text`);
      await statement.ready;
      const [result] = await client.exec(`execute ${name}(${params.map(sqlLiteral).join(', ')})`);
      return (result?.rows ?? []) as Row[];
    },
    listen(channel, listener) {
      // PGlite is this process's one session: it hears its own commits' notifications, handed over
      // (as microtasks) before the committing query's promise resolves.
      client
        .listen(channel, (payload) => listener.message(payload))
        .then(
          () => listener.live(true),
          () => listener.live(false),
        );
    },
    notificationsPending: false,
    notificationsDelivered: () => Promise.resolve(),
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
