import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

type HelmetOptions = Parameters<typeof helmet>[1];

function helmetOptions(production: boolean): HelmetOptions {
  return {
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
  };
}

// Headers every answer has anyway; the rest of a probe's answer is what helmet added.
const NOT_FROM_HELMET = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers helmet sends for this policy. The policy is the same for every answer (no nonces,
 * no per-route options), but @fastify/helmet rebuilds helmet's middleware on every request, which
 * cost about a twentieth of the availability endpoint's CPU; so helmet answers once, to a probe.
 */
async function staticHelmetHeaders(production: boolean): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(production));
  probe.get('/', async () => '');
  try {
    const response = await probe.inject({ method: 'GET', url: '/' });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (!NOT_FROM_HELMET.has(name) && value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * The API serves JSON only, so its policy forbids everything a page could do; HSTS is sent in
 * production only, where TLS is guaranteed (locally it would pin http://localhost to https).
 */
export async function registerSecurityHeaders(app: FastifyInstance, production: boolean): Promise<void> {
  const headers = await staticHelmetHeaders(production);
  if (!headers['content-security-policy']) throw new Error('helmet produced no Content-Security-Policy');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
