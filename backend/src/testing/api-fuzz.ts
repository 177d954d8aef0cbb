/**
 * Schema-driven fuzzing of the whole API, in-process (`app.inject`). Every operation of the
 * OpenAPI document is called with inputs drawn from its own JSON schemas — valid values pushed to
 * their bounds, and the same values with one field broken (a hostile value, removed, an extra
 * one) or replaced whole — as a visitor, as the owner of seeded data and as a stranger. A 5xx, or
 * a 4xx whose body is not the shared error shape, is a finding.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { ApiErrorBodySchema } from '@venue/api';
import type { OpenApiDocument, OpenApiOperation, OpenApiParameter } from '../modules/openapi/openapi-document.js';
import { hostile, inputArbitrary, withHint, withPairedTimes, type Json, type KnownValues, type Schema } from './api-fuzz-inputs.js';

export type Identity = 'visitor' | 'owner' | 'stranger';

export type FuzzCase = {
  identity: Identity;
  method: string;
  url: string;
  /** `undefined`: no body; a string: sent as is (malformed JSON, wrong type). */
  body?: { json: Json } | { raw: string; contentType: string };
  remoteAddress: string;
};

export type FuzzFinding = { case: FuzzCase; status: number; body: string; problem: string };

export type FuzzStats = {
  endpoints: number;
  cases: number;
  byClass: Record<'2xx' | '3xx' | '4xx' | '5xx', number>;
  /** `METHOD path` → status → count, for judging how deep the cases got. */
  byOperation: Record<string, Record<number, number>>;
  findings: FuzzFinding[];
  seconds: number;
};

export type FuzzOptions = {
  app: FastifyInstance;
  document: OpenApiDocument;
  seed: number;
  /** Stop after this long (checked between cases). */
  timeLimitMs: number;
  /** Stop after this many cases (for replaying a seed exactly). */
  maxCases?: number;
  known: KnownValues;
  /** The bearer token of an identity now (the fuzzer may revoke sessions: it calls logout too). */
  tokenOf(identity: 'owner' | 'stranger'): Promise<string>;
  /** Called when an identity's token was refused, so the next case gets a fresh one. */
  renewToken(identity: 'owner' | 'stranger'): Promise<void>;
};

/** Path segments sent without encoding: broken escapes and separators. */
const RAW_SEGMENTS = ['%FF', '%', '%00', '%2F', '..', '%2e%2e', 'a%20b', '%E2%80%AE', '1;drop', '1%0A2'];

function asText(value: Json): string {
  if (typeof value === 'string') return value;
  if (value === undefined) return '';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function encodeSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate as its (invalid) UTF-8 bytes
  }
}

function pathArbitrary(document: OpenApiDocument, path: string, parameters: OpenApiParameter[], known: KnownValues): fc.Arbitrary<string> {
  const names = parameters.filter((p) => p.in === 'path');
  const segments = names.map((p) =>
    fc.oneof(
      { arbitrary: inputArbitrary(document, p.schema as Schema, known).map((value) => encodeSegment(asText(value) || 'x')), weight: 9 },
      { arbitrary: fc.constantFrom(...RAW_SEGMENTS), weight: 1 },
    ),
  );
  return fc.tuple(...segments).map((values) => names.reduce((url, p, i) => url.replace(`{${p.name}}`, values[i] ?? ''), path));
}

function queryArbitrary(document: OpenApiDocument, parameters: OpenApiParameter[], known: KnownValues): fc.Arbitrary<string> {
  const query = parameters.filter((p) => p.in === 'query');
  const valid = withPairedTimes(
    fc.record(
      Object.fromEntries(query.map((p) => [p.name, withHint(p.name, inputArbitrary(document, p.schema as Schema, known), known)])),
      { requiredKeys: query.filter((p) => p.required).map((p) => p.name) },
    ),
  );
  return fc
    .tuple(
      valid,
      fc.option(fc.tuple(fc.string({ maxLength: 10 }), hostile()), { freq: 5 }),
      fc.option(fc.constantFrom('%FF', '&&=', 'a[b]=1', '=x'), { freq: 10 }),
    )
    .map(([values, extra, raw]) => {
      const search = new URLSearchParams();
      for (const [name, value] of Object.entries(values)) {
        // An array becomes a repeated key, which the server parses into an array.
        for (const item of Array.isArray(value) ? value.slice(0, 5) : [value]) {
          try {
            search.append(name, asText(item));
          } catch {
            search.append(name, 'x');
          }
        }
      }
      if (extra) search.append(extra[0] || 'extra', asText(extra[1]).slice(0, 2000));
      const text = [search.toString(), raw ?? ''].filter(Boolean).join('&');
      return text ? `?${text}` : '';
    });
}

function bodyArbitrary(document: OpenApiDocument, operation: OpenApiOperation, known: KnownValues): fc.Arbitrary<FuzzCase['body']> {
  const schema = operation.requestBody?.content['application/json'].schema as Schema | undefined;
  const json = (schema ? inputArbitrary(document, schema, known) : fc.oneof(fc.constant(undefined), hostile())).map(
    (value): FuzzCase['body'] => (value === undefined ? undefined : { json: value }),
  );
  const odd = fc.constantFrom<FuzzCase['body']>(
    undefined,
    { raw: '{"venue_id": 1,', contentType: 'application/json' },
    { raw: 'not json', contentType: 'text/plain' },
    { raw: '{"a":1}', contentType: 'application/x-www-form-urlencoded' },
  );
  return fc.oneof({ arbitrary: json, weight: 19 }, { arbitrary: odd, weight: 1 });
}

type Operation = { method: string; path: string; operation: OpenApiOperation };

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
  );
}

function caseArbitrary(document: OpenApiDocument, { method, path, operation }: Operation, known: KnownValues): fc.Arbitrary<FuzzCase> {
  return fc
    .record({
      identity: fc.constantFrom<Identity>('visitor', 'owner', 'stranger'),
      path: pathArbitrary(document, path, operation.parameters, known),
      query: queryArbitrary(document, operation.parameters, known),
      body: bodyArbitrary(document, operation, known),
      // Spread over addresses so per-IP limits do not answer every later case with 429.
      remoteAddress: fc.integer({ min: 1, max: 250 }).map((n) => `10.0.${n % 16}.${n}`),
    })
    .map(({ identity, path: url, query, body, remoteAddress }) => ({ identity, method, url: `${url}${query}`, body, remoteAddress }));
}

function classOf(status: number): keyof FuzzStats['byClass'] {
  if (status >= 500) return '5xx';
  if (status >= 400) return '4xx';
  return status >= 300 ? '3xx' : '2xx';
}

function problemWith(status: number, contentType: string, body: string): string | null {
  if (status >= 500) return `${status} answer`;
  if (status < 400) return null;
  if (!contentType.startsWith('application/json')) return `${status} with content-type ${contentType || 'none'}`;
  try {
    return v.is(ApiErrorBodySchema, JSON.parse(body)) ? null : `${status} body is not the error shape`;
  } catch {
    return `${status} body is not JSON`;
  }
}

async function send(options: FuzzOptions, fuzzCase: FuzzCase) {
  const headers: Record<string, string> = {};
  if (fuzzCase.identity !== 'visitor') headers.authorization = `Bearer ${await options.tokenOf(fuzzCase.identity)}`;
  let payload: string | undefined;
  if (fuzzCase.body && 'json' in fuzzCase.body) {
    payload = JSON.stringify(fuzzCase.body.json);
    headers['content-type'] = 'application/json';
  } else if (fuzzCase.body) {
    payload = fuzzCase.body.raw;
    headers['content-type'] = fuzzCase.body.contentType;
  }
  return options.app.inject({
    method: fuzzCase.method as 'GET',
    url: fuzzCase.url,
    headers,
    remoteAddress: fuzzCase.remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A small integer mixed from the seed and two counters, so each (round, operation) draws its own cases. */
const mix = (seed: number, a: number, b: number) => (Math.imul(seed ^ (a * 0x9e3779b1), 0x85ebca6b) ^ (b * 0xc2b2ae35)) | 0;

/**
 * Rounds over every operation (a few cases each) until the time or case limit, so a short run
 * still reaches every endpoint: the time limit counts only once the first round is complete, as
 * on a loaded machine that round alone can outlast it. The same seed and case limit replay the
 * same requests.
 */
export async function fuzzApi(options: FuzzOptions): Promise<FuzzStats> {
  const started = Date.now();
  const operations = operationsOf(options.document);
  const arbitraries = operations.map((operation) => caseArbitrary(options.document, operation, options.known));
  const stats: FuzzStats = {
    endpoints: 0,
    cases: 0,
    byClass: { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 },
    byOperation: {},
    findings: [],
    seconds: 0,
  };
  const reached = new Set<number>();
  const perRound = 4;
  let round = 0;
  const done = () =>
    (round > 0 && Date.now() - started >= options.timeLimitMs) || (options.maxCases !== undefined && stats.cases >= options.maxCases);
  for (; !done(); round += 1) {
    for (let index = 0; index < operations.length && !done(); index += 1) {
      const arbitrary = arbitraries[index];
      if (!arbitrary) continue;
      for (const fuzzCase of fc.sample(arbitrary, { seed: mix(options.seed, round, index), numRuns: perRound })) {
        if (done()) break;
        const response = await send(options, fuzzCase);
        stats.cases += 1;
        reached.add(index);
        stats.byClass[classOf(response.statusCode)] += 1;
        const key = `${fuzzCase.method} ${operations[index]?.path ?? ''}`;
        const counts = (stats.byOperation[key] ??= {});
        counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
        const problem = problemWith(response.statusCode, String(response.headers['content-type'] ?? ''), response.body);
        if (problem) stats.findings.push({ case: fuzzCase, status: response.statusCode, body: response.body.slice(0, 500), problem });
        if (response.statusCode === 401 && fuzzCase.identity !== 'visitor') await options.renewToken(fuzzCase.identity);
      }
    }
  }
  stats.endpoints = reached.size;
  stats.seconds = (Date.now() - started) / 1000;
  return stats;
}

/** One line for the log: the counts the closing note asks for. */
export function fuzzSummary(stats: FuzzStats, seed: number, engine: string): string {
  const { byClass } = stats;
  return `API fuzz (${engine}, seed ${seed}): ${stats.endpoints} endpoints, ${stats.cases} cases, ${byClass['2xx']} × 2xx, ${byClass['3xx']} × 3xx, ${byClass['4xx']} × 4xx, ${byClass['5xx']} × 5xx, ${stats.findings.length} findings in ${stats.seconds.toFixed(1)} s`;
}

/** A finding as a line a developer can replay with `app.inject`. */
export function describeFinding(finding: FuzzFinding): string {
  const { case: c } = finding;
  const body =
    c.body === undefined
      ? ''
      : ' body ' + ('json' in c.body ? JSON.stringify(c.body.json) : `${c.body.contentType} ${JSON.stringify(c.body.raw)}`);
  return `${finding.problem}: ${c.method} ${c.url} as ${c.identity}${body.slice(0, 600)} → ${finding.body}`;
}
