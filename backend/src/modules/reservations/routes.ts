import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ReservationListQuerySchema,
  ReservationOwnerParamsSchema,
  ReservationRefParamsSchema,
  type ClassRecurrencePreviewResponse,
  type CreateReservationResponse,
  type RecurrencePreviewResponse,
  type Reservation,
} from '@venue/api';
import { forbidden, validationFailed } from '../../lib/api-error.js';
import { bookWithCarnet } from '../carnets/carnet-booking.js';
import { requestMessageLanguage } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { answerClassSignUp, isClassSignUp, ReservationRequestSchema } from '../classes/reservation-body.js';
import { sendRequestedRefunds } from '../payments/refunds.js';
import { cancelReservation } from './cancellation.js';
import {
  createReservation,
  createSeries,
  findOwnReservation,
  findReservationByUuid,
  listReservations,
  previewSeries,
} from './reservation-service.js';

/** Court reservations of the signed-in user, under the users base. */
export async function reservationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const auth = { preHandler: app.authenticate };

  app.post(
    '/reservation',
    auth,
    validated(
      { body: ReservationRequestSchema },
      async ({ body }, request, reply): Promise<CreateReservationResponse | RecurrencePreviewResponse | ClassRecurrencePreviewResponse> => {
        const { userId } = authOf(request);
        // A body naming a class occurrence is a class sign-up (issue 16), judged by the classes module.
        if (isClassSignUp(body)) return answerClassSignUp(db, userId, body, clock.now(), requestMessageLanguage(request), reply);
        const { recurring, source: _source, ...single } = body;
        const now = clock.now();
        if (!recurring) {
          // A carnet pays inside the booking's transaction (the schema keeps it off series).
          const created =
            single.payment === 'carnet' ? await bookWithCarnet(db, userId, single, now) : await createReservation(db, userId, single, now);
          return reply.code(201).send(created);
        }
        if (recurring.mode === 'preview') return previewSeries(db, { ...single, recurring }, now);
        if (!recurring.occurrences) throw validationFailed({ 'recurring.occurrences': { key: 'validation.required' } });
        const created = await createSeries(db, userId, { ...single, recurring }, now, requestMessageLanguage(request));
        return reply.code(201).send(created);
      },
    ),
  );

  app.get(
    '/reservation/single/:id',
    auth,
    validated({ params: ReservationRefParamsSchema }, async ({ params }, request): Promise<Reservation> =>
      findOwnReservation(db, authOf(request).userId, params.id, clock.now()),
    ),
  );

  // `{id}` is the owner: `me` or the signed-in user's own id; anyone else's list is forbidden.
  app.get(
    '/reservation/:id',
    auth,
    validated(
      { params: ReservationOwnerParamsSchema, query: ReservationListQuerySchema },
      async ({ params, query }, request): Promise<Reservation[]> => {
        const { userId } = authOf(request);
        if (params.id !== 'me' && Number(params.id) !== userId) throw forbidden('Only your own reservations can be listed');
        return listReservations(
          db,
          userId,
          {
            ...(query.start_time ? { from: new Date(query.start_time) } : {}),
            ...(query.end_time ? { to: new Date(query.end_time) } : {}),
            includeCancelled: query.include_cancelled,
          },
          clock.now(),
        );
      },
    ),
  );

  app.delete(
    '/reservation/:id',
    auth,
    validated({ params: ReservationRefParamsSchema }, async ({ params }, request): Promise<Reservation> => {
      const cancelled = await cancelReservation(db, authOf(request).userId, params.id, clock.now());
      // A refund back through the gateway goes out now; one that fails is retried by the job poller.
      await sendRequestedRefunds(db, app.deps.paymentGateway, clock.now(), { reservationId: cancelled.id });
      return cancelled;
    }),
  );
}

const UuidParamsSchema = v.object({ uuid: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')) });

/** Pay-by-link: whoever holds a reservation's uuid may see what they are paying for. */
export async function publicReservationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  app.get(
    '/reservation/:uuid',
    validated({ params: UuidParamsSchema }, async ({ params }): Promise<Reservation> =>
      findReservationByUuid(db, params.uuid, app.deps.clock.now()),
    ),
  );
}
