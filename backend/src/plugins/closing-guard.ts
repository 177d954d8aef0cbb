import type { FastifyInstance } from 'fastify';
import { ApiError } from '../lib/api-error.js';

/**
 * While shutting down, requests that still arrive get a structured 503 (Fastify's built-in
 * answer is not in our error format) and the connection is closed so clients reconnect elsewhere.
 */
export function registerClosingGuard(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    void reply.header('connection', 'close');
    throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'The server is shutting down');
  });
}
