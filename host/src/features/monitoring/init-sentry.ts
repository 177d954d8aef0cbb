import type { RuntimeConfig } from '@venue/api';
import { currentLanguage, subscribeToLanguage } from '@venue/i18n';
import { remoteReleases } from '../../lib/remote-releases';
import { setErrorReporter } from '../../lib/report-error';
import { splitContext, tagRemote } from './remote-tags';
import { sentryOptions } from './sentry-options';

/**
 * Starts error reporting, tracing and session replay. @sentry/react is a shared singleton
 * loaded only here, by a dynamic import after the first paint, so it never weighs on the
 * first visit and nothing loads at all without a DSN.
 */
export async function initSentry(config: RuntimeConfig): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    ...sentryOptions(config),
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    beforeSend: (event) => tagRemote(event, remoteReleases()),
  });
  Sentry.setTag('language', currentLanguage());
  subscribeToLanguage(() => Sentry.setTag('language', currentLanguage()));
  // Last: this also sends the errors kept from before monitoring started.
  setErrorReporter((error, context) => Sentry.captureException(error, splitContext(context)));
}
