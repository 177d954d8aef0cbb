import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-context.js';
import type { Config } from './config.js';
import type { Database } from './db/database.js';
import { fastifyTrustProxy } from './lib/client-address.js';
import { systemClock, type Clock } from './lib/clock.js';
import { authRoutes } from './modules/auth/routes.js';
import { defaultCodePolicies, withPolicyOverrides, type CodePolicyOverrides } from './modules/confirmation-codes/code-policy.js';
import { devOutboxRoutes } from './modules/dev-outbox/routes.js';
import { registerAccountRoutes } from './modules/account-routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { collectRoutes } from './modules/openapi/route-catalog.js';
import { openApiRoutes } from './modules/openapi/routes.js';
import { publicReservationRoutes, reservationRoutes } from './modules/reservations/routes.js';
import { userRoutes } from './modules/users/routes.js';
import { walletRoutes } from './modules/wallet/routes.js';
import { carnetMarketplaceRoutes, carnetRoutes } from './modules/carnets/routes.js';
import { startBackgroundJobs } from './modules/jobs/background-jobs.js';
import { createPaymentGateway } from './modules/payments/create-payment-gateway.js';
import type { PaymentGateway } from './modules/payments/gateway.js';
import { autopayInfoRoutes, paymentNotificationRoutes, paymentRoutes } from './modules/payments/routes.js';
import { sandboxPageRoutes } from './modules/payments/sandbox-page-routes.js';
import type { NotificationTransport } from './modules/payments/sandbox-gateway.js';
import { createPayoutAdapter } from './modules/payouts/create-payout-adapter.js';
import type { PayoutAdapter } from './modules/payouts/payout-adapter.js';
import { venueRoutes } from './modules/venues/routes.js';
import { classRoutes } from './modules/classes/routes.js';
import { courseEnrollmentRoutes, publicCourseRoutes } from './modules/courses/routes.js';
import { termNotificationRoutes } from './modules/term-notifications/routes.js';
import { publicShareRoutes } from './modules/statistics/public-share-routes.js';
import { statisticsRoutes } from './modules/statistics/routes.js';
import { trainerAreaRoutes, trainerRoutes, venueOwnerRoutes } from './modules/trainers/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerCloseConnectionsOnShutdown } from './plugins/close-connections.js';
import { registerCompression } from './plugins/compression.js';
import { registerCors } from './plugins/cors.js';
import { registerErrorHandling } from './plugins/error-handler.js';
import { BODY_LIMIT_BYTES, registerJsonBody } from './plugins/json-body.js';
import { loggerOptions } from './plugins/log-redaction.js';
import { registerMonitoring } from './plugins/monitoring/register-monitoring.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { createSmsSender } from './plugins/sms/create-sms-sender.js';
import type { SmsSender } from './plugins/sms/sms-sender.js';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  /** Replaces the SMS adapter chosen by the configuration. */
  sms?: SmsSender;
  codePolicies?: CodePolicyOverrides;
  /** How the sandbox gateway delivers its notifications (default: HTTP to PUBLIC_API_URL). */
  paymentTransport?: NotificationTransport;
  /** Replaces the gateway chosen by the configuration. */
  paymentGateway?: PaymentGateway;
  /** Replaces the payout adapter chosen by the configuration. */
  payouts?: PayoutAdapter;
  /** Poll background jobs in this process (default: outside tests, when JOBS_POLL_MS > 0). */
  runJobs?: boolean;
  /** Where log lines go (default stdout); tests pass a collector. */
  logStream?: { write(line: string): void };
  /** Close the database when the app closes (after the last running request has finished). */
  ownsDatabase?: boolean;
};

/** Builds the API: external plugins, then our plugins, then the modules under their bases. Not listening yet. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    config,
    database,
    clock,
    sms: options.sms ?? createSmsSender(config, database.db, clock),
    codePolicies: withPolicyOverrides(defaultCodePolicies(config.smsCountryHourlyCaps, config.smsGlobalHourlyCap), options.codePolicies),
    paymentGateway:
      options.paymentGateway ??
      createPaymentGateway(config, {
        ...(options.paymentTransport ? { transport: options.paymentTransport } : {}),
        onDeliveryError: (error) => app.log.error({ err: error }, 'sandbox notification delivery failed'),
      }),
    payouts: options.payouts ?? createPayoutAdapter(config.payouts),
  };

  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // `/venue` and `/venue/` are the same resource; clients differ in how they join paths.
    routerOptions: { ignoreTrailingSlash: true },
    // A request that still gets in while closing is served normally: the database closes only
    // after the server has finished every running request.
    return503OnClosing: false,
  });
  app.decorate('deps', deps);
  const pollJobs = options.runJobs ?? (config.appEnv !== 'test' && config.payments.jobsPollMs > 0);
  if (pollJobs) {
    const stop = await startBackgroundJobs(deps, {
      intervalMs: config.payments.jobsPollMs,
      onError: (error) => app.log.error({ err: error }, 'background jobs failed'),
    });
    app.addHook('onClose', stop);
  }
  if (options.ownsDatabase) app.addHook('onClose', async () => database.close());

  // First: its request hooks then time and trace everything after them.
  await registerMonitoring(app, config.monitoring, config.appEnv);
  registerErrorHandling(app);
  registerJsonBody(app);
  await registerCompression(app);
  await registerSecurityHeaders(app, config.appEnv === 'production');
  await registerCors(app, config.corsOrigins);
  registerCloseConnectionsOnShutdown(app);
  registerAuth(app);
  // Before the first route: the OpenAPI document is built from what is registered after this.
  const routeCatalog = collectRoutes(app);

  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/api/users' });
  await app.register(userRoutes, { prefix: '/api/users' });
  await app.register(reservationRoutes, { prefix: '/api/users' });
  await app.register(walletRoutes, { prefix: '/api/users' });
  await app.register(carnetRoutes, { prefix: '/api/users' });
  await app.register(paymentRoutes, { prefix: '/api/users' });
  await app.register(paymentNotificationRoutes, { prefix: '/api/public' });
  await app.register(publicReservationRoutes, { prefix: '/api/public' });
  await app.register(autopayInfoRoutes, { prefix: '/api/marketplace' });
  if (deps.paymentGateway.name === 'sandbox') await app.register(sandboxPageRoutes, { prefix: '/api' });
  await app.register(venueRoutes, { prefix: '/api/marketplace' });
  await app.register(carnetMarketplaceRoutes, { prefix: '/api/marketplace' });
  await app.register(classRoutes, { prefix: '/api/marketplace' });
  await app.register(trainerRoutes, { prefix: '/api/marketplace' });
  await app.register(trainerAreaRoutes, { prefix: '/api/users' });
  await app.register(venueOwnerRoutes, { prefix: '/api/users' });
  await app.register(publicCourseRoutes, { prefix: '/api/public' });
  await app.register(courseEnrollmentRoutes, { prefix: '/api/users' });
  await app.register(termNotificationRoutes, { prefix: '/api/users' });
  await app.register(statisticsRoutes, { prefix: '/api/users' });
  await app.register(publicShareRoutes);
  await registerAccountRoutes(app);
  if (config.appEnv === 'development') await app.register(devOutboxRoutes, { prefix: '/api/dev' });
  await app.register(openApiRoutes, { prefix: '/api', catalog: routeCatalog });
  return app;
}
