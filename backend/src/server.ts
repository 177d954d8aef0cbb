import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildAppOptions } from './app.js';
import { loadConfig, type Config } from './config.js';
import type { Database } from './db/database.js';
import { openDatabase } from './db/open-database.js';
import { seedDemoData } from './db/seed/seed-demo-data.js';
import { systemClock } from './lib/clock.js';

export type StartServerOptions = Omit<BuildAppOptions, 'config' | 'database' | 'ownsDatabase'> & {
  /** Ready configuration; otherwise read from `env` (default `process.env`). */
  config?: Config;
  env?: Record<string, string | undefined>;
};

export type RunningServer = {
  app: FastifyInstance;
  /** Where it listens, e.g. `http://127.0.0.1:4000` (the real port when 0 was asked for). */
  url: string;
  database: Database;
  /** Stops accepting requests, lets running ones finish, then closes the database. */
  close(): Promise<void>;
};

/** Opens and migrates the database, seeds demo data, builds the app and listens. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const { config: givenConfig, env, ...appOptions } = options;
  const config = givenConfig ?? loadConfig(env);
  const clock = appOptions.clock ?? systemClock;
  const database = await openDatabase(config);
  let app: FastifyInstance | undefined;
  try {
    if (config.seedDemoData) await seedDemoData(database.db, clock.now());
    app = await buildApp({ ...appOptions, clock, config, database, ownsDatabase: true });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if (app) await app.close();
    await database.close();
    throw error;
  }
  if (config.appEnv === 'production' && config.sms.provider === 'outbox') {
    app.log.warn('SMS_PROVIDER=outbox in production: login codes are stored, not delivered');
  }
  const address = app.server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const running = app;
  return { app, url: `http://${host}:${address.port}`, database, close: () => running.close() };
}
