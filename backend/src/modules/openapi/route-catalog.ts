import type { FastifyInstance, RouteOptions } from 'fastify';
import { inputSchemasOf, type InputSchemas } from '../../lib/validated.js';

export type CatalogRoute = {
  method: string;
  /** Fastify's pattern, e.g. `/api/users/reservation/:id`. */
  url: string;
  /** Guarded by `app.authenticate` (a bearer token is required). */
  authenticated: boolean;
  /** The valibot schemas of a `validated()` handler; empty for a route without checked input. */
  schemas: InputSchemas;
};

export type RouteCatalog = { readonly routes: readonly CatalogRoute[] };

function hooksOf(option: RouteOptions['preHandler']): unknown[] {
  if (!option) return [];
  return Array.isArray(option) ? option : [option];
}

/**
 * Records every route as it is registered, so the OpenAPI document is built from what the app
 * really serves. Call it before the first route is registered (hooks reach only later routes).
 * HEAD twins of GET routes and wildcard routes (the CORS preflight) are not API operations.
 */
export function collectRoutes(app: FastifyInstance): RouteCatalog {
  const routes: CatalogRoute[] = [];
  app.addHook('onRoute', function onRoute(options) {
    const methods = Array.isArray(options.method) ? options.method : [options.method];
    if (options.url.includes('*')) return;
    const authenticated = hooksOf(options.preHandler).some((hook) => hook === app.authenticate);
    const schemas = inputSchemasOf(options.handler) ?? {};
    for (const method of methods) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: options.url, authenticated, schemas });
    }
  });
  return { routes };
}
