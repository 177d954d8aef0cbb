import type { FastifyInstance } from 'fastify';
import { accountDeletionRoutes } from './account-deletion/routes.js';
import { checkInRoutes, checkInVerifyRoutes } from './check-in/routes.js';
import { doorRoutes } from './doors/routes.js';
import { emailRoutes } from './email/routes.js';
import { registryRoutes } from './registry/routes.js';

/** The account area's modules under their bases (issue 4); one line in app.ts. */
export async function registerAccountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(emailRoutes, { prefix: '/api/users' });
  await app.register(checkInRoutes, { prefix: '/api/users' });
  await app.register(doorRoutes, { prefix: '/api/users' });
  await app.register(accountDeletionRoutes, { prefix: '/api/users' });
  await app.register(checkInVerifyRoutes, { prefix: '/api/public' });
  await app.register(registryRoutes, { prefix: '/api/marketplace' });
}
