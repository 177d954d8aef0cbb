import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

type Schema = typeof schema;

/** The one query interface services use, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

/** What `Database.listen` calls: each notification's payload, and whether notifications flow. */
export type NotificationListener = {
  message(payload: string): void;
  /**
   * `true` once listening; `false` when notifications may have been missed (PostgreSQL: the
   * listening connection dropped or stopped answering), until `true` again after reconnecting.
   */
  live(live: boolean): void;
};

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Plain parameterised SQL straight to the driver, for the few hot reads where the ORM's mapping
   * costs more than the query (availability). Rows come back as the driver parses them. A `name`
   * makes PostgreSQL keep the statement prepared per connection (one text per name).
   */
  rawQuery<Row>(text: string, params: unknown[], name?: string): Promise<Row[]>;
  /**
   * LISTEN on `channel` (a lower-case SQL identifier) for as long as the database is open. PGlite
   * hands a commit's notifications over before the commit's promise resolves; PostgreSQL delivers
   * them on a connection of their own, a moment later (see `notificationsPending`).
   */
  listen(channel: string, listener: NotificationListener): void;
  /**
   * True while statements this process ran may have sent notifications that its listeners have
   * not been handed yet (PostgreSQL only); `notificationsDelivered()` waits until they have.
   * So a reader of a notification-invalidated cache sees this process's own writes at once.
   */
  readonly notificationsPending: boolean;
  notificationsDelivered(): Promise<void>;
  /** Waits for running queries, closes the engine or pool and releases the data-folder lock. */
  close(): Promise<void>;
  readonly closed: boolean;
}
