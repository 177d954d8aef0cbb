import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@venue/api';
import { ApiError } from '../../lib/api-error.js';

/** For load balancers and the start script: answers ok only when the database answers. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const { database } = app.deps;

  app.get('/health', async (request): Promise<HealthResponse> => {
    try {
      await database.db.execute(sql`select 1`);
    } catch (error) {
      request.log.error({ err: error }, 'Health check: database unavailable');
      throw new ApiError(503, 'SERVICE_UNAVAILABLE', 'Database unavailable');
    }
    return { status: 'ok', db: database.kind };
  });
}
