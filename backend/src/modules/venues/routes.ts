import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, type SportType, type VenueSummary } from '@venue/api';
import { notFound } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { findVenue, listSportTypes, listVenues } from './venue-service.js';

/** Venue browsing for visitors, under the marketplace base. */
export async function venueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;

  app.get('/venue', async (): Promise<VenueSummary[]> => listVenues(db));

  app.get(
    '/venue/:id',
    validated({ params: IdParamsSchema }, async ({ params }): Promise<VenueSummary> => {
      const venue = await findVenue(db, params.id);
      if (!venue) throw notFound(`Venue ${params.id} not found`);
      return venue;
    }),
  );

  app.get('/app/sport_type', async (): Promise<SportType[]> => listSportTypes(db));
}
