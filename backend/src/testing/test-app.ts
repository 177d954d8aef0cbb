import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Database } from '../db/database.js';
import { SandboxGateway } from '../modules/payments/sandbox-gateway.js';
import { awaitBeforeReset } from './pending-deliveries.js';
import { RecordingSmsSender } from './recording-sms-sender.js';
import { createTestClock, type TestClock } from './test-clock.js';

export function testConfig(overrides: Partial<Config> = {}, env: Record<string, string> = {}): Config {
  return { ...loadConfig({ APP_ENV: 'test', ...env }), ...overrides };
}

export type TestApp = {
  app: FastifyInstance;
  clock: TestClock;
  sms: RecordingSmsSender;
};

type TestAppOptions = Partial<Omit<BuildAppOptions, 'config' | 'database' | 'clock'>> & {
  config?: Partial<Config>;
  clock?: TestClock;
};

/** The real app on a test database, with a movable clock and an SMS recorder unless told otherwise. */
export async function buildTestApp(database: Database, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.clock ?? createTestClock();
  const sms = new RecordingSmsSender();
  const { config, ...rest } = options;
  const app = await buildApp({ sms, ...rest, clock, config: testConfig(config), database });
  await app.ready();
  // The sandbox's BLIK approvals land after the answer; the test database awaits them before each reset.
  const gateway = app.deps.paymentGateway;
  if (gateway instanceof SandboxGateway) awaitBeforeReset(() => gateway.settled());
  return { app, clock, sms };
}

/** JSON request helper: `call(app, 'POST', '/api/...', body, { headers })`. */
export async function call<T = unknown>(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE' | 'OPTIONS',
  url: string,
  body?: unknown,
  options: Omit<InjectOptions, 'method' | 'url' | 'payload'> = {},
) {
  const response = await app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...options.headers } }),
    ...(body === undefined && options.headers ? { headers: options.headers } : {}),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: (response.body === '' ? undefined : response.json()) as T,
    raw: response,
  };
}
