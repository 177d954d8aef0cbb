import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { DoorRequestSchema, IdParamSchema, type DoorResult, type DoorWindow } from '@venue/api';
import { validationFailed } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { accountAdaptersOf } from '../../plugins/account-adapters.js';
import { authOf } from '../../plugins/auth.js';
import { operateDoor } from './door-service.js';

const VenueParams = v.object({ venueId: IdParamSchema });

/** Facility door opening (users base). */
export async function doorRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  // The window is configuration (DOOR_OPEN_BEFORE_MINUTES), the same for every venue today; the
  // account page reads it to tell the user when the door opens.
  app.get('/automation/door', { preHandler: app.authenticate }, async (): Promise<DoorWindow> => ({
    open_before_minutes: deps.config.account.doorOpenBeforeMinutes,
  }));

  app.post(
    '/automation/door/:venueId',
    { preHandler: app.authenticate },
    validated({ params: VenueParams, body: DoorRequestSchema }, async ({ params, body }, request): Promise<DoorResult> => {
      const { userId } = authOf(request);
      if (body.venue_id !== params.venueId)
        throw validationFailed({ venue_id: { key: 'validation.invalid' } }, 'venue_id differs from the path');
      return operateDoor(
        {
          db: deps.database.db,
          controller: accountAdaptersOf(deps).door,
          openBeforeMinutes: deps.config.account.doorOpenBeforeMinutes,
          now: deps.clock.now(),
        },
        userId,
        params.venueId,
        body.command,
      );
    }),
  );
}
