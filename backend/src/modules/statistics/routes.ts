import type { FastifyInstance } from 'fastify';
import {
  ShareCardPreviewRequestSchema,
  ShareLinkIdParamsSchema,
  ShareLinkRequestSchema,
  StatisticsQuerySchema,
  type PlayStatistics,
  type ShareCard,
  type ShareLink,
} from '@venue/api';
import { forbidden } from '../../lib/api-error.js';
import { messageLanguageOf } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { createShareLink, ownShareLinks, revokeShareLink, shareCard } from './share-links.js';
import { playStatistics } from './statistics-service.js';

/** Spec §3 Statistics and §7 `POST /app/url_shortener`: the player's own figures and share links. */
export async function statisticsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const { clock, config } = app.deps;
  const publicApiUrl = config.payments.publicApiUrl;
  const auth = { preHandler: app.authenticate };

  app.get(
    '/statistics',
    auth,
    validated({ query: StatisticsQuerySchema }, async ({ query }, request): Promise<PlayStatistics> =>
      playStatistics(db, authOf(request).userId, query.month, clock.now()),
    ),
  );

  app.get('/app/url_shortener', auth, async (request): Promise<ShareLink[]> => ownShareLinks(db, authOf(request).userId, publicApiUrl));

  app.post(
    '/app/url_shortener/preview',
    auth,
    validated({ body: ShareCardPreviewRequestSchema }, async ({ body }, request): Promise<ShareCard> =>
      shareCard(db, authOf(request).userId, body.month, body.fields, clock.now()),
    ),
  );

  app.post(
    '/app/url_shortener',
    auth,
    validated({ body: ShareLinkRequestSchema }, async ({ body }, request, reply): Promise<ShareLink> => {
      const { userId } = authOf(request);
      // Spec §7 names the user in the body; only the signed-in player's own id may be.
      if (body.user_id !== userId) throw forbidden('A share link is made only for the signed-in player');
      const input = {
        clientToken: body.short_url_token,
        month: body.month,
        fields: body.fields,
        // The card is worded as its maker previewed it, in the language they asked in.
        language: messageLanguageOf(request.headers['accept-language']),
      };
      const { created, link } = await createShareLink(db, userId, input, clock.now(), publicApiUrl);
      return reply.code(created ? 201 : 200).send(link);
    }),
  );

  app.delete(
    '/app/url_shortener/:id',
    auth,
    validated({ params: ShareLinkIdParamsSchema }, async ({ params }, request, reply) => {
      await revokeShareLink(db, authOf(request).userId, params.id, clock.now());
      return reply.code(204).send();
    }),
  );
}
