import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import type { OpenApiDocument } from './openapi-document.js';
import { ROUTE_DOCS } from './route-docs.js';

const BRANCH = /^((?:[│ ] {3})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every `METHOD url` Fastify's router holds, read from `printRoutes()` (a tree of path pieces) —
 * independent of the hook the document is built from. HEAD twins and the `*` preflight are left out.
 */
function registeredRoutes(app: FastifyInstance): Set<string> {
  const found = new Set<string>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = BRANCH.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) {
      if (method !== 'HEAD' && !url.includes('*')) found.add(`${method} ${url}`);
    }
  }
  return found;
}

function documentedRoutes(document: OpenApiDocument): Set<string> {
  const found = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const method of Object.keys(operations)) found.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
  }
  return found;
}

const missingFrom = (a: Set<string>, b: Set<string> | string[]) => [...a].filter((key) => !new Set(b).has(key)).sort();

describe('OpenAPI document', () => {
  const ctx = useTestDatabase();
  let dev: TestApp;
  let test: TestApp;

  before(async () => {
    // Development with the sandbox gateway registers every route there is (dev outbox, sandbox pages, docs page).
    dev = await buildTestApp(ctx.database, { config: { appEnv: 'development' }, runJobs: false });
    test = await buildTestApp(ctx.database);
  });
  after(async () => {
    await dev.app.close();
    await test.app.close();
  });

  async function documentOf(app: FastifyInstance): Promise<OpenApiDocument> {
    const response = await call<OpenApiDocument>(app, 'GET', '/api/openapi.json');
    assert.equal(response.status, 200);
    assert.equal(response.body.openapi, '3.1.0');
    return response.body;
  }

  it('documents every registered route, and nothing that is not registered', async () => {
    for (const { app } of [dev, test]) {
      const registered = registeredRoutes(app);
      const documented = documentedRoutes(await documentOf(app));
      assert.ok(registered.size >= 40, `only ${registered.size} routes found: is printRoutes still parsed right?`);
      assert.deepEqual(missingFrom(registered, documented), [], 'registered but not documented');
      assert.deepEqual(missingFrom(documented, registered), [], 'documented but not registered');
      for (const key of documented) {
        const [method = '', url = ''] = key.split(' ');
        assert.ok(app.hasRoute({ method: method as 'GET', url }), `${key} is not a route`);
      }
    }
  });

  it('has a summary for every route and no summary for a route that is gone', async () => {
    const registered = registeredRoutes(dev.app);
    assert.deepEqual(missingFrom(registered, Object.keys(ROUTE_DOCS)), [], 'routes without an entry in ROUTE_DOCS');
    assert.deepEqual(missingFrom(new Set(Object.keys(ROUTE_DOCS)), registered), [], 'ROUTE_DOCS entries naming no route');
    const document = await documentOf(dev.app);
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) assert.ok(operation.summary, `${operation.operationId} has no summary`);
    }
  });

  it('lists the development-only routes only in development', async () => {
    const documented = documentedRoutes(await documentOf(test.app));
    for (const [key, doc] of Object.entries(ROUTE_DOCS)) {
      if (doc.only === 'development') assert.ok(!documented.has(key), `${key} documented outside development`);
    }
    assert.equal((await call(test.app, 'GET', '/api/docs')).status, 404);
    const page = await dev.app.inject({ method: 'GET', url: '/api/docs' });
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /text\/html/);
    assert.match(page.body, /GET \/api\/users\/reservation\/\{id\}/);
  });

  it('carries the shared schemas, their bounds and how each route signs in', async () => {
    const document = await documentOf(test.app);
    const list = document.paths['/api/users/reservation/{id}']?.get;
    assert.deepEqual(list?.security, [{ bearerAuth: [] }]);
    assert.deepEqual(
      list?.parameters.map((p) => [p.name, p.in, p.required]),
      [
        ['id', 'path', true],
        ['start_time', 'query', false],
        ['end_time', 'query', false],
        ['include_cancelled', 'query', false],
      ],
    );
    assert.deepEqual(list?.parameters[0]?.schema, { $ref: '#/components/schemas/MeOrIdParam' });
    assert.equal(document.components.schemas.IdParam?.['x-maximum' as 'maximum'], 2_147_483_647);
    assert.equal(document.components.schemas.CalendarDate?.['formatMaximum' as 'maximum'], '2100-12-31');

    const book = document.paths['/api/users/reservation']?.post;
    // A court booking or a class sign-up (issue 16): either body.
    const [body, signUp] = (book?.requestBody?.content['application/json'].schema?.anyOf ?? []).map((option) =>
      typeof option === 'object' ? option : undefined,
    );
    assert.equal(book?.requestBody?.required, true);
    assert.deepEqual(body?.properties?.venue_id, { type: 'integer', minimum: 1, maximum: 2_147_483_647 });
    assert.deepEqual(body?.properties?.start_time, { $ref: '#/components/schemas/IsoInstant' });
    assert.deepEqual(signUp?.properties?.venue_group_classes_id, { type: 'integer', minimum: 1, maximum: 2_147_483_647 });

    assert.deepEqual(document.paths['/api/users/payment/create']?.post?.security, [{}, { bearerAuth: [] }]);
    assert.deepEqual(document.paths['/api/marketplace/venue']?.get?.security, []);
    // A route without `validated()` still documents its path segment.
    assert.deepEqual(document.paths['/api/public/payment/notification/{gateway}']?.post?.parameters, [
      { name: 'gateway', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    assert.deepEqual(Object.keys(document.components.schemas.ApiError?.properties ?? {}), [
      'code',
      'message',
      'fieldErrors',
      'retryAfterSeconds',
    ]);
  });
});
