import type { FastifyInstance } from 'fastify';
import {
  AvailabilityQuerySchema,
  CheckAvailabilityQuerySchema,
  IdParamsSchema,
  type CheckAvailabilityResponse,
  type SportType,
  type VenueDetail,
  type VenueSummary,
} from '@venue/api';
import { notFound } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { compressedOnce } from '../../plugins/compression.js';
import { checkAvailability, venueAvailabilityBody } from './availability-service.js';
import { venueCatalog } from './venue-catalog.js';
import { listSportTypes, listVenues } from './venue-service.js';
import { venueDetailView } from './venue-views.js';

/** Venue browsing for visitors, under the marketplace base. */
export async function venueRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock } = app.deps;

  app.get('/venue', async (): Promise<VenueSummary[]> => listVenues(db));

  app.get(
    '/venue/:id',
    validated({ params: IdParamsSchema }, async ({ params }): Promise<VenueDetail> => {
      const catalog = await venueCatalog(db, params.id);
      if (!catalog) throw notFound(`Venue ${params.id} not found`);
      return venueDetailView(catalog);
    }),
  );

  app.get(
    '/venue/get_object_availabilities/:id',
    // The hottest read of the API: the body comes serialized (and usually cached, so compressed
    // once), typed as VenueAvailability by venueAvailabilityBody.
    validated({ params: IdParamsSchema, query: AvailabilityQuerySchema }, async ({ params, query }, request, reply): Promise<Buffer> => {
      const body = await venueAvailabilityBody(app.deps.database, params.id, query, clock.now(), app.deps.config.availabilityCacheMaxAgeMs);
      reply.type('application/json; charset=utf-8');
      return compressedOnce(request, reply, body);
    }),
  );

  app.get(
    '/venue/check_availability/:id',
    validated(
      { params: IdParamsSchema, query: CheckAvailabilityQuerySchema },
      async ({ params, query }): Promise<CheckAvailabilityResponse> =>
        checkAvailability(db, params.id, new Date(query.start_time), new Date(query.end_time), clock.now()),
    ),
  );

  app.get('/app/sport_type', async (): Promise<SportType[]> => listSportTypes(db));
}
