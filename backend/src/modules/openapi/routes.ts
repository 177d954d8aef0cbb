import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { packageRoot } from '../../lib/package-root.js';
import { renderDocsPage } from './docs-page.js';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.js';
import type { RouteCatalog } from './route-catalog.js';

export type OpenApiRoutesOptions = { catalog: RouteCatalog };

function backendVersion(): string {
  const { version } = JSON.parse(readFileSync(path.join(packageRoot(), 'package.json'), 'utf8')) as { version?: unknown };
  return typeof version === 'string' ? version : '0.0.0';
}

/**
 * `/openapi.json` everywhere (the API is public; the document says nothing the routes do not),
 * the browsable page only in development. Built on first request: by then every route is registered.
 */
export async function openApiRoutes(app: FastifyInstance, options: OpenApiRoutesOptions): Promise<void> {
  let document: OpenApiDocument | undefined;
  const current = () => (document ??= buildOpenApiDocument(options.catalog.routes, backendVersion()));

  app.get('/openapi.json', async (): Promise<OpenApiDocument> => current());
  if (app.deps.config.appEnv === 'development') {
    app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(renderDocsPage(current())));
  }
}
