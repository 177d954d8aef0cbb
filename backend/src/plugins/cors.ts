import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

/**
 * Browsers may call the API only from the configured app origins. No cookies cross origins
 * (the token travels as a bearer header), so credentials stay off.
 */
export async function registerCors(app: FastifyInstance, allowedOrigins: readonly string[]): Promise<void> {
  const allowed = new Set(allowedOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: false,
    methods: ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'],
    // sentry-trace and baggage: monitoring propagates traces to this API.
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'sentry-trace', 'baggage'],
    // Lets the client read when to try again after a 429.
    exposedHeaders: ['Retry-After'],
    maxAge: 600,
  });
}
