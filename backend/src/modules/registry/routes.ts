import type { FastifyInstance } from 'fastify';
import { CompanyLookupRequestSchema, type CompanyLookupResponse } from '@venue/api';
import { ApiError, notFound, rateLimited } from '../../lib/api-error.js';
import { validated } from '../../lib/validated.js';
import { accountAdaptersOf } from '../../plugins/account-adapters.js';
import { RegistryUnavailableError } from '../../plugins/registry/company-registry.js';
import { SharedMinuteLimiter } from '../rate-limits/shared-minute-limiter.js';

export const REGISTRY_LOOKUPS_PER_MINUTE = 20;

/** Company data by NIP from the national registry (marketplace base, like the spec's call). */
export async function registryRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  // Counted in the database: the registry's quota is one for every API instance.
  const limiter = new SharedMinuteLimiter(deps.database.db, 'registry:ip', REGISTRY_LOOKUPS_PER_MINUTE);

  app.post(
    '/app/getdatafromgus',
    validated({ body: CompanyLookupRequestSchema }, async ({ body }, request): Promise<CompanyLookupResponse> => {
      const wait = await limiter.take(request.ip, deps.clock.now());
      if (wait > 0) throw rateLimited('RATE_LIMITED', 'Too many registry lookups; try again shortly', wait);
      let company: CompanyLookupResponse | null;
      try {
        company = await accountAdaptersOf(deps).registry.findByNip(body.nip);
      } catch (error) {
        if (error instanceof RegistryUnavailableError)
          throw new ApiError(502, 'REGISTRY_UNAVAILABLE', 'The company registry did not answer', {}, { cause: error });
        throw error;
      }
      if (!company) throw notFound(`No company with NIP ${body.nip} in the registry`);
      return company;
    }),
  );
}
