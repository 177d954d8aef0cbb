import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  CarnetOptionsQuerySchema,
  CarnetPurchaseRequestSchema,
  IdParamSchema,
  type CarnetOption,
  type CarnetPurchaseResponse,
  type CarnetType,
  type UserCarnet,
} from '@venue/api';
import { requestMessageLanguage } from '../../lib/message-language.js';
import { notFound } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { venues } from '../../db/schema/index.js';
import { eq } from 'drizzle-orm';
import { carnetOptions } from './carnet-options.js';
import { purchaseCarnet } from './carnet-purchase.js';
import { carnetTypesOnSale, userCarnetViews } from './carnet-views.js';

const VenueParams = v.object({ venueId: IdParamSchema });

/** What a venue sells: public, under the marketplace base. */
export async function carnetMarketplaceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  app.get(
    '/venue/carnet_type/:venueId',
    validated({ params: VenueParams }, async ({ params }): Promise<CarnetType[]> => {
      const [venue] = await db.select({ id: venues.id }).from(venues).where(eq(venues.id, params.venueId));
      if (!venue) throw notFound(`Venue ${params.venueId} not found`);
      return carnetTypesOnSale(db, params.venueId);
    }),
  );
}

/** The signed-in player's carnets: buy, list, and judge them for a slot. Only the owner sees or uses one. */
export async function carnetRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;
  const auth = { preHandler: app.authenticate };

  app.get('/user_venue_carnet', auth, async (request): Promise<UserCarnet[]> =>
    (await userCarnetViews(db, authOf(request).userId, clock.now())).map((found) => found.view),
  );

  app.post(
    '/user_venue_carnet',
    auth,
    validated({ body: CarnetPurchaseRequestSchema }, async ({ body }, request, reply): Promise<CarnetPurchaseResponse> => {
      const bought = await purchaseCarnet(
        db,
        app.deps.paymentGateway,
        config.payments.appUrl,
        authOf(request).userId,
        body,
        requestMessageLanguage(request),
        clock.now(),
      );
      return reply.code(201).send(bought);
    }),
  );

  app.get(
    '/venue/sport_object/venue_carnet/:venueId',
    auth,
    validated({ params: VenueParams, query: CarnetOptionsQuerySchema }, async ({ params, query }, request): Promise<CarnetOption[]> =>
      carnetOptions(db, authOf(request).userId, params.venueId, query, clock.now()),
    ),
  );
}
