import type { FastifyInstance } from 'fastify';
import { EmailConfirmationRequestSchema, type EmailConfirmationResult, type ResendConfirmation } from '@venue/api';
import { requestMessageLanguage } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { accountAdaptersOf } from '../../plugins/account-adapters.js';
import { authOf } from '../../plugins/auth.js';
import { confirmEmail, resendConfirmation } from './email-confirmation-service.js';

/** E-mail confirmation under the users base; `confirm` is public: the link may open in another browser. */
export async function emailRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps.database;

  app.post('/user/email/resend_confirmation', { preHandler: app.authenticate }, async (request): Promise<ResendConfirmation> => {
    const { userId } = authOf(request);
    return resendConfirmation(
      { db, email: accountAdaptersOf(deps).email, appUrl: deps.config.account.appUrl, now: deps.clock.now() },
      userId,
      requestMessageLanguage(request),
    );
  });

  app.post(
    '/user/email/confirm',
    validated({ body: EmailConfirmationRequestSchema }, async ({ body }): Promise<EmailConfirmationResult> =>
      confirmEmail(db, body.token, deps.clock.now()),
    ),
  );
}
