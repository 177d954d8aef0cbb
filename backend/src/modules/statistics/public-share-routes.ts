import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../lib/api-error.js';
import { messageLanguageOf } from '../../lib/message-language.js';
import { shareLinkByToken, sharePagePath } from './share-links.js';
import { SHARE_IMAGE_CSP, renderShareImage } from './share-image.js';
import { SHARE_PAGE_CSP, renderGonePage, renderSharePage } from './share-page.js';

const missing = () => new ApiError(404, 'NOT_FOUND', 'No such share link');
const revoked = () => new ApiError(410, 'SHARE_LINK_REVOKED', 'This share link was revoked');

// What `newShareToken` draws; anything else cannot name a link, so no query is made for it.
const TOKEN = /^[A-Za-z0-9_-]{22}$/;

type TokenRequest = FastifyRequest<{ Params: { token: string } }>;

/** A browser or a link-preview crawler asks for a page; any other client gets the API's error body. */
const wantsPage = (request: FastifyRequest) => /text\/html|application\/xhtml\+xml/i.test(String(request.headers.accept ?? ''));

/**
 * The public side of share links: the card page and its image, for anyone holding the link.
 * Revalidated on every view, so a revoked link stops showing at once (410).
 */
export async function publicShareRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const publicApiUrl = app.deps.config.payments.publicApiUrl;

  const find = async (request: TokenRequest) => (TOKEN.test(request.params.token) ? shareLinkByToken(db, request.params.token) : null);

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('content-security-policy', SHARE_PAGE_CSP)
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/html; charset=utf-8')
      .send(body);

  app.get('/s/:token', async (request: TokenRequest, reply) => {
    const link = await find(request);
    if (!link || link.revokedAt) {
      if (!wantsPage(request)) throw link ? revoked() : missing();
      return link
        ? html(reply, 410, renderGonePage(link.language, 'revoked'))
        : html(reply, 404, renderGonePage(messageLanguageOf(request.headers['accept-language']), 'missing'));
    }
    return html(reply, 200, renderSharePage(link.card, link.language, `${publicApiUrl}${sharePagePath(link.token)}`));
  });

  app.get('/s/:token/card.svg', async (request: TokenRequest, reply) => {
    const link = await find(request);
    if (!link) throw missing();
    if (link.revokedAt) throw revoked();
    return reply
      .header('content-security-policy', SHARE_IMAGE_CSP)
      .header('cache-control', 'no-cache')
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('image/svg+xml; charset=utf-8')
      .send(renderShareImage(link.card, link.language));
  });
}
