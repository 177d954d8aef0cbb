import type { FastifyInstance } from 'fastify';

/**
 * Once closing has begun, answers carry `Connection: close`. Otherwise a keep-alive connection
 * whose request was still running at shutdown would stay open after its answer and hold the
 * process until the keep-alive timeout.
 */
export function registerCloseConnectionsOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) void reply.header('connection', 'close');
    return payload;
  });
}
