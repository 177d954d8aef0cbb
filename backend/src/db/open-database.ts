import type { Database } from './database.js';
import { migratePgliteClient, migratePostgresPool } from './migrate.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';

export type OpenDatabaseOptions = {
  databaseUrl: string | null;
  dataDir: string;
  databasePoolMax: number;
};

/** PostgreSQL when a URL is given, otherwise PGlite in `dataDir`; migrated to the latest schema either way. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const database = await openPostgres({ url: options.databaseUrl, poolMax: options.databasePoolMax });
    try {
      await migratePostgresPool(database.pool);
    } catch (error) {
      await database.close();
      throw error;
    }
    return database;
  }
  const database = await openPglite({ dataDir: options.dataDir });
  try {
    await migratePgliteClient(database.client);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}
