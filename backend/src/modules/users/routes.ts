import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  ChildRequestSchema,
  DeleteChildRequestSchema,
  IdParamSchema,
  SportSkillRequestSchema,
  UpdateUserRequestSchema,
  type User,
} from '@venue/api';
import { ApiError } from '../../lib/api-error.js';
import { requestMessageLanguage } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { accountAdaptersOf } from '../../plugins/account-adapters.js';
import { authOf } from '../../plugins/auth.js';
import { sendConfirmation } from '../email/email-confirmation-service.js';
import { addChild, deleteChild, setSportSkill, updateChild } from './account-data-service.js';
import { requireUser, updateUser } from './user-service.js';

const IdParams = v.object({ id: IdParamSchema });

/** The signed-in user's own profile, game levels and children, under the users base; each answers the updated user. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps.database;

  app.patch(
    '/user',
    { preHandler: app.authenticate },
    validated({ body: UpdateUserRequestSchema }, async ({ body }, request): Promise<User> => {
      const { userId } = authOf(request);
      const now = deps.clock.now();
      const { emailChanged } = await updateUser(db, userId, body, now);
      if (emailChanged && body.email) {
        // The profile is saved either way; a failed or over-limit send is logged and the user can
        // ask for the link again (the resend answers the wait).
        const confirmationDeps = { db, email: accountAdaptersOf(deps).email, appUrl: deps.config.account.appUrl, now };
        await sendConfirmation(confirmationDeps, userId, body.email, requestMessageLanguage(request)).catch((error: unknown) => {
          if (error instanceof ApiError && error.statusCode === 429) request.log.warn('e-mail confirmation not sent: over the limit');
          else request.log.error({ err: error }, 'e-mail confirmation could not be sent');
        });
      }
      return requireUser(db, userId);
    }),
  );

  app.post(
    '/user/sport_skill/:id',
    { preHandler: app.authenticate },
    validated({ params: IdParams, body: SportSkillRequestSchema }, async ({ params, body }, request): Promise<User> => {
      const { userId } = authOf(request);
      await setSportSkill(db, userId, params.id, body.level);
      return requireUser(db, userId);
    }),
  );

  app.post(
    '/user/child',
    { preHandler: app.authenticate },
    validated({ body: ChildRequestSchema }, async ({ body }, request, reply): Promise<User> => {
      const { userId } = authOf(request);
      await addChild(db, userId, body);
      reply.status(201);
      return requireUser(db, userId);
    }),
  );

  app.patch(
    '/user/child/:id',
    { preHandler: app.authenticate },
    validated({ params: IdParams, body: ChildRequestSchema }, async ({ params, body }, request): Promise<User> => {
      const { userId } = authOf(request);
      await updateChild(db, userId, params.id, body);
      return requireUser(db, userId);
    }),
  );

  app.delete(
    '/user/child/:id',
    { preHandler: app.authenticate },
    validated({ params: IdParams, body: DeleteChildRequestSchema }, async ({ params, body }, request): Promise<User> => {
      const { userId } = authOf(request);
      await deleteChild(db, userId, params.id, body.venue_id, app.deps.clock.now());
      return requireUser(db, userId);
    }),
  );
}
