import type { FastifyInstance } from 'fastify';
import { GroupClassQuerySchema, IdParamsSchema, type GroupClassOccurrence } from '@venue/api';
import { notFound, validationFailed } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { venueOccurrences } from './class-views.js';

/** The longest range one listing covers (a month view). */
export const MAX_LISTING_DAYS = 31;

/** A venue's class occurrences for visitors, under the marketplace base. */
export async function classRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  app.get(
    '/venue/venue_group_classes/:id',
    validated({ params: IdParamsSchema, query: GroupClassQuerySchema }, async ({ params, query }): Promise<GroupClassOccurrence[]> => {
      const from = new Date(query.start_time);
      const to = new Date(query.end_time);
      const span = to.getTime() - from.getTime();
      if (span <= 0 || span > MAX_LISTING_DAYS * 86_400_000) throw validationFailed({ end_time: { key: 'validation.invalid' } });
      if (!(await venueCatalog(db, params.id))) throw notFound(`Venue ${params.id} not found`);
      return venueOccurrences(db, params.id, from, to);
    }),
  );
}
