import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The API serves JSON only, so its policy forbids everything a page could do; HSTS is sent in
 * production only, where TLS is guaranteed (locally it would pin http://localhost to https).
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"] },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Cross-origin fetches from the apps use CORS, which this header does not restrict.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
