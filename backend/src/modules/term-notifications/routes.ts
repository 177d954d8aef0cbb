import type { FastifyInstance } from 'fastify';
import {
  TermNotificationDeleteRequestSchema,
  TermNotificationIdParamsSchema,
  TermNotificationRequestSchema,
  type TermNotification,
} from '@venue/api';
import { messageLanguageOf } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { ownWishes } from './wish-views.js';
import { createWish, deleteWish } from './wish-service.js';

/** Spec §7: a player's court-availability notifications; only the owner sees or deletes one. */
export async function termNotificationRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock } = app.deps;
  const auth = { preHandler: app.authenticate };

  app.get('/reservation/term_notification', auth, async (request): Promise<TermNotification[]> =>
    ownWishes(db, authOf(request).userId, clock.now()),
  );

  app.post(
    '/reservation/term_notification',
    auth,
    validated({ body: TermNotificationRequestSchema }, async ({ body }, request, reply): Promise<TermNotification> => {
      // The one message goes out later, in the language the player asked in.
      const language = messageLanguageOf(request.headers['accept-language']);
      const created = await createWish(db, authOf(request).userId, body, language, clock.now());
      return reply.code(201).send(created);
    }),
  );

  app.delete(
    '/reservation/term_notification/:id',
    auth,
    validated(
      { params: TermNotificationIdParamsSchema, body: TermNotificationDeleteRequestSchema },
      async ({ params, body }, request, reply) => {
        await deleteWish(db, authOf(request).userId, params.id, body.venue_id);
        return reply.code(204).send();
      },
    ),
  );
}
