import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DevOutboxQuerySchema, type DevOutboxMessage } from '@venue/api';
import { devOutbox } from '../../db/schema/index.js';
import { validated } from '../../lib/validated.js';

/** Development only (never registered in production): what the local SMS/e-mail adapters "sent". */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/outbox',
    validated({ query: DevOutboxQuerySchema }, async ({ query }): Promise<DevOutboxMessage[]> => {
      const rows = await db
        .select()
        .from(devOutbox)
        .where(query.to ? eq(devOutbox.recipient, query.to) : undefined)
        .orderBy(desc(devOutbox.sentAt), desc(devOutbox.id))
        .limit(query.limit ?? 50);
      return rows.map((row) => ({ channel: row.channel, to: row.recipient, text: row.text, sentAt: row.sentAt.toISOString() }));
    }),
  );
}
