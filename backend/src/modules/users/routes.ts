import type { FastifyInstance } from 'fastify';
import { UpdateUserRequestSchema, type User } from '@venue/api';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { requireUser, updateUser } from './user-service.js';

/** The signed-in user's own profile, under the users base. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.patch(
    '/user',
    { preHandler: app.authenticate },
    validated({ body: UpdateUserRequestSchema }, async ({ body }, request): Promise<User> => {
      const { userId } = authOf(request);
      await updateUser(deps.database.db, userId, body, deps.clock.now());
      return requireUser(deps.database.db, userId);
    }),
  );
}
