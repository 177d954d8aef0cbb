import type { FastifyInstance } from 'fastify';

/** Bodies above this are refused with 413; every payload of this API is a few hundred bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * JSON is the only body format: anything else is answered 415. An empty JSON body counts as
 * "no body" (many clients send the header on every request), and the route's schema decides.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
