import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

type Schema = typeof schema;

/** The one query interface services use, whichever engine runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Plain parameterised SQL straight to the driver, for the few hot reads where the ORM's mapping
   * costs more than the query (availability). Rows come back as the driver parses them. A `name`
   * makes PostgreSQL keep the statement prepared per connection (one text per name).
   */
  rawQuery<Row>(text: string, params: unknown[], name?: string): Promise<Row[]>;
  /** Waits for running queries, closes the engine or pool and releases the data-folder lock. */
  close(): Promise<void>;
  readonly closed: boolean;
}
