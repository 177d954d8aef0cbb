import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MonitoringConfig } from '../../config.js';
import { loggableUrl } from '../log-redaction.js';
import { scrubEvent } from './scrub-event.js';

type Sentry = typeof import('@sentry/node-core/light');
type Span = ReturnType<Sentry['startInactiveSpan']>;

/** Statuses reported as errors: every 5xx but the busy database's 503, which is answered on purpose. */
const reported = (status: number) => status >= 500 && status !== 503;

let sdk: Promise<Sentry> | undefined;

/**
 * Starts the SDK once per process (the DSN cannot change while it runs). The light SDK of
 * @sentry/node-core isolates each request and continues the caller's trace from its
 * `sentry-trace`/`baggage` headers (node's http diagnostics channel), without OpenTelemetry's
 * instrumentation of every module (decision 027-backend-monitoring).
 */
function startSdk(config: MonitoringConfig & { sentryDsn: string }, environment: string): Promise<Sentry> {
  sdk ??= import('@sentry/node-core/light').then((Sentry) => {
    Sentry.init({
      dsn: config.sentryDsn,
      environment,
      release: config.release,
      tracesSampleRate: config.tracesSampleRate,
      // Outgoing calls go to payment, SMS and door gateways: none of them joins our traces.
      tracePropagationTargets: [],
      sendDefaultPii: false,
      integrations: (defaults) => [
        // No source lines or local variables of the stack's frames: a frame's locals may hold a token.
        ...defaults.filter((integration) => !['Http', 'ContextLines', 'LocalVariables', 'LocalVariablesAsync'].includes(integration.name)),
        // Request bodies carry phone numbers and SMS codes: never read them.
        Sentry.httpIntegration({ maxRequestBodySize: 'none' }),
      ],
      beforeSend: (event) => scrubEvent(event),
      beforeSendTransaction: (event) => scrubEvent(event),
      beforeBreadcrumb: (crumb) => (crumb.category === 'console' ? null : crumb),
    });
    return Sentry;
  });
  return sdk;
}

/** `GET /api/public/reservation/:uuid`: the route's pattern, never the capability in the path. */
function routeName(request: FastifyRequest): string {
  return `${request.method} ${request.routeOptions.url ?? loggableUrl(request.url)}`;
}

/**
 * Reports unexpected errors (5xx) and one transaction per request to the error-reporting
 * service when a DSN is configured; without one it adds nothing, not even the SDK's code.
 */
export async function registerMonitoring(app: FastifyInstance, config: MonitoringConfig, environment: string): Promise<void> {
  const { sentryDsn } = config;
  if (!sentryDsn) return;
  const Sentry = await startSdk({ ...config, sentryDsn }, environment);
  const spans = new WeakMap<FastifyRequest, Span>();
  const errors = new WeakMap<FastifyRequest, unknown>();

  app.addHook('onRequest', async (request) => {
    if (request.method === 'OPTIONS') return;
    const name = routeName(request);
    Sentry.getIsolationScope().setTransactionName(name);
    // A transaction of its own, child of the browser's span when the request brought one.
    spans.set(
      request,
      Sentry.startInactiveSpan({
        name,
        op: 'http.server',
        forceTransaction: true,
        attributes: { 'sentry.source': 'route', 'http.request.method': request.method, 'http.route': request.routeOptions.url ?? '' },
      }),
    );
  });
  app.addHook('onError', async (request, _reply, error) => {
    errors.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const span = spans.get(request);
    const status = reply.statusCode;
    if (reported(status)) {
      const error = errors.get(request) ?? new Error(`${routeName(request)} answered ${status}`);
      const capture = () => Sentry.captureException(error, { tags: { route: routeName(request), status: String(status) } });
      if (span) Sentry.withActiveSpan(span, capture);
      else capture();
    }
    if (span) {
      span.setAttribute('http.response.status_code', status);
      span.setStatus(Sentry.getSpanStatusFromHttpCode(status));
      span.end();
    }
  });
  // Whatever is queued leaves before the process does.
  app.addHook('onClose', async () => {
    await Sentry.flush(2000);
  });
}
