import type { RuntimeConfig } from '@venue/api';
import { currentLanguage, subscribeToLanguage } from '@venue/i18n';
import { setErrorReporter } from '../../lib/report-error';

/**
 * Starts error reporting, tracing and session replay. @sentry/react is a shared singleton
 * loaded only here, by a dynamic import after the first paint, so it never weighs on the
 * first visit and nothing loads at all without a DSN.
 */
export async function initSentry(config: RuntimeConfig): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.monitoring.sentryDsn,
    environment: config.environment,
    release: config.release,
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1.0,
    tracePropagationTargets: config.monitoring.tracePropagationTargets,
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1.0,
  });
  Sentry.setTag('language', currentLanguage());
  subscribeToLanguage(() => Sentry.setTag('language', currentLanguage()));
  setErrorReporter((error, context) => Sentry.captureException(error, { tags: context }));
}
