import { defineConfig } from 'drizzle-kit';

// One migration history for PGlite and PostgreSQL; applied at start by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
