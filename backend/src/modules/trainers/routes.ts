import type { FastifyInstance } from 'fastify';
import { IdParamsSchema, TrainerAvailabilityQuerySchema, type PublicTrainerProfile, type TrainerAvailability } from '@venue/api';
import { notFound } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { localPosition } from '../venues/venue-time.js';
import { acceptTrainer, type AcceptedTrainer } from './trainer-approval.js';
import { trainerAvailability } from './trainer-availability.js';
import { listPublicTrainers } from './trainer-profiles.js';

/** A venue's trainers for visitors, under the marketplace base. */
export async function trainerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock } = app.deps;

  app.get(
    '/venue/trainer_venue_profile/:id',
    validated({ params: IdParamsSchema }, async ({ params }): Promise<PublicTrainerProfile[]> => {
      const catalog = await venueCatalog(db, params.id);
      if (!catalog) throw notFound(`Venue ${params.id} not found`);
      return listPublicTrainers(db, params.id, localPosition(clock.now(), catalog.venue.timezone).date);
    }),
  );

  app.get(
    '/venue/trainer_venue_profile/:id/availability',
    validated({ params: IdParamsSchema, query: TrainerAvailabilityQuerySchema }, async ({ params, query }): Promise<TrainerAvailability> =>
      trainerAvailability(db, params.id, query, clock.now()),
    ),
  );
}

/** What a venue's owner does, under the users base. */
export async function venueOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  app.post(
    '/venue_owner/trainer_venue_profile/:id/accept',
    { preHandler: app.authenticate },
    validated({ params: IdParamsSchema }, async ({ params }, request): Promise<AcceptedTrainer> =>
      acceptTrainer(db, authOf(request).userId, params.id),
    ),
  );
}
