import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import Fastify from 'fastify';
import * as v from 'valibot';
import { validated } from '../../lib/validated.js';
import { registerErrorHandling } from '../../plugins/error-handler.js';
import { describeFinding, fuzzApi, fuzzSummary } from '../../testing/api-fuzz.js';
import { prepareFuzzTarget, type FuzzTarget } from '../../testing/api-fuzz-setup.js';
import { testDatabaseKind, useTestDatabase } from '../../testing/test-database.js';
import { fuzzBudget } from '../../testing/fuzz-budget.js';
import { buildOpenApiDocument } from './openapi-document.js';
import { collectRoutes } from './route-catalog.js';

describe('API fuzz', () => {
  const ctx = useTestDatabase();
  let target: FuzzTarget | undefined;
  after(async () => {
    await target?.app.close();
  });

  it('answers generated valid-but-extreme and invalid input on every endpoint without a 5xx, every 4xx with the error body', async () => {
    const engine = testDatabaseKind();
    const budget = fuzzBudget(process.env, engine);
    target = await prepareFuzzTarget(ctx.database);
    const stats = await fuzzApi({
      ...target,
      seed: budget.seed,
      timeLimitMs: budget.seconds * 1000,
      ...(budget.cases ? { maxCases: budget.cases } : {}),
    });
    console.log(fuzzSummary(stats, budget.seed, engine));
    const operations = Object.values(target.document.paths).reduce((sum, operations) => sum + Object.keys(operations).length, 0);
    assert.equal(stats.endpoints, operations, 'every documented operation was called');
    assert.deepEqual(
      stats.findings.slice(0, 20).map(describeFinding),
      [],
      `replay with API_FUZZ_SEED=${budget.seed} API_FUZZ_CASES=${stats.cases}`,
    );
  });
});

describe('API fuzzer', () => {
  it('finds a 5xx behind a loose schema and a 4xx without the error body', async () => {
    // A route whose schema lets an id past the integer range through to a "database" that overflows.
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    const catalog = collectRoutes(app);
    app.post(
      '/api/loose/:id',
      validated(
        { params: v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,12}$/)) }), body: v.object({ name: v.string() }) },
        async ({ params }) => {
          if (Number(params.id) > 2_147_483_647) throw new Error('integer out of range');
          return { ok: true };
        },
      ),
    );
    app.get('/api/plain', async (_request, reply) => reply.code(400).send('no'));
    await app.ready();
    const stats = await fuzzApi({
      app,
      document: buildOpenApiDocument(catalog.routes, 'test'),
      seed: 7,
      timeLimitMs: 10_000,
      maxCases: 400,
      known: { ids: [1], texts: [], fields: {} },
      tokenOf: async () => 'x'.repeat(43),
      renewToken: async () => undefined,
    });
    await app.close();
    assert.equal(stats.endpoints, 2);
    assert.ok(stats.byClass['5xx'] > 0, fuzzSummary(stats, 7, 'stub'));
    assert.ok(stats.findings.some((finding) => finding.problem === '500 answer' && finding.case.url.startsWith('/api/loose/')));
    assert.ok(
      stats.findings.some((finding) => finding.problem.startsWith('400 with content-type') && finding.case.url.startsWith('/api/plain')),
    );
  });
});
