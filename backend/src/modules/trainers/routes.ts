import type { FastifyInstance } from 'fastify';
import {
  IdParamsSchema,
  PendingTrainersQuerySchema,
  TrainerAvailabilityQuerySchema,
  TrainerReservationsQuerySchema,
  UpdateTrainerProfileRequestSchema,
  type AcceptedTrainer,
  type PendingTrainer,
  type PublicTrainerProfile,
  type TrainerAvailability,
  type TrainerOwnProfile,
  type TrainerReservations,
  type UpdateTrainerProfileResponse,
} from '@venue/api';
import { notFound } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { localPosition } from '../venues/venue-time.js';
import { ownProfileView, ownTrainerProfile } from './own-profile.js';
import { acceptTrainer, listPendingTrainers } from './trainer-approval.js';
import { trainerAvailability } from './trainer-availability.js';
import { listPublicTrainers } from './trainer-profiles.js';
import { trainerReservations } from './trainer-schedule.js';
import { updateTrainerProfile } from './update-profile.js';

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

/** The trainer's own area, under the users base (`shared/api/src/schemas/trainer-area.ts`). */
export async function trainerAreaRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock } = app.deps;

  app.get(
    '/trainer_venue_profile/reservation/:id',
    { preHandler: app.authenticate },
    validated(
      { params: IdParamsSchema, query: TrainerReservationsQuerySchema },
      async ({ params, query }, request): Promise<TrainerReservations> =>
        trainerReservations(db, authOf(request).userId, params.id, query, clock.now()),
    ),
  );

  app.get(
    '/trainer_venue_profile/:id',
    { preHandler: app.authenticate },
    validated({ params: IdParamsSchema }, async ({ params }, request): Promise<TrainerOwnProfile> => {
      const { profile, catalog } = await ownTrainerProfile(db, authOf(request).userId, params.id);
      return ownProfileView(db, profile, catalog);
    }),
  );

  app.patch(
    '/trainer_venue_profile/:id',
    { preHandler: app.authenticate },
    validated(
      { params: IdParamsSchema, body: UpdateTrainerProfileRequestSchema },
      async ({ params, body }, request): Promise<UpdateTrainerProfileResponse> =>
        updateTrainerProfile(db, authOf(request).userId, params.id, body, clock.now()),
    ),
  );
}

/** What a venue's owner does, under the users base. */
export async function venueOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  app.get(
    '/venue_owner/trainer_venue_profile/pending',
    { preHandler: app.authenticate },
    validated({ query: PendingTrainersQuerySchema }, async ({ query }, request): Promise<PendingTrainer[]> =>
      listPendingTrainers(db, authOf(request).userId, query.venue_id),
    ),
  );
  app.post(
    '/venue_owner/trainer_venue_profile/:id/accept',
    { preHandler: app.authenticate },
    validated({ params: IdParamsSchema }, async ({ params }, request): Promise<AcceptedTrainer> =>
      acceptTrainer(db, authOf(request).userId, params.id),
    ),
  );
}
