import type { FastifyInstance } from 'fastify';
import { AccountDeletionRequestSchema, type AccountDeletionCodeSent, type AccountDeletionResult } from '@venue/api';
import { requestMessageLanguage } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { requestDeletionCode } from './deletion-code-service.js';
import { confirmAccountDeletion } from './deletion-service.js';

/** Deleting one's own account, confirmed with an SMS code (users base). */
export async function accountDeletionRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;

  app.post('/user/delete/request_code', { preHandler: app.authenticate }, async (request): Promise<AccountDeletionCodeSent> => {
    const { userId } = authOf(request);
    return requestDeletionCode(deps, userId, request.ip, requestMessageLanguage(request));
  });

  app.post(
    '/user/delete/confirm',
    { preHandler: app.authenticate },
    validated({ body: AccountDeletionRequestSchema }, async ({ body }, request): Promise<AccountDeletionResult> => {
      const { userId } = authOf(request);
      return confirmAccountDeletion(deps, userId, request.ip, body.code);
    }),
  );
}
