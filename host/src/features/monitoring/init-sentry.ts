import type { RuntimeConfig } from '@venue/api';
import { currentLanguage, subscribeToLanguage } from '@venue/i18n';
import { remoteReleases } from '../../lib/remote-releases';
import { setErrorReporter } from '../../lib/report-error';
import { splitContext, tagRemote } from './remote-tags';
import { scrubBreadcrumb, scrubEvent, scrubRecordingEvent } from './scrub-event';
import { REPLAY_MASKED_ATTRIBUTES, sentryOptions } from './sentry-options';

/**
 * Starts error reporting, tracing and session replay. @sentry/react is a shared singleton
 * loaded only here, by a dynamic import after the first paint, so it never weighs on the
 * first visit and nothing loads at all without a DSN.
 */
export async function initSentry(config: RuntimeConfig): Promise<void> {
  const Sentry = await import('@sentry/react');
  Sentry.init({
    ...sentryOptions(config),
    integrations: [
      Sentry.browserTracingIntegration(),
      Sentry.replayIntegration({ maskAttributes: REPLAY_MASKED_ATTRIBUTES, beforeAddRecordingEvent: scrubRecordingEvent }),
    ],
    // Capability URLs (pay-by-link, share, kiosk), SMS codes and phone numbers never leave the browser.
    beforeSend: (event) => scrubEvent(tagRemote(event, remoteReleases())),
    beforeSendTransaction: (event) => scrubEvent(event),
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb),
  });
  // Replay events are not passed to beforeSend, but to every event processor.
  Sentry.addEventProcessor((event) => (event.type === 'replay_event' ? scrubEvent(event) : event));
  Sentry.setTag('language', currentLanguage());
  subscribeToLanguage(() => Sentry.setTag('language', currentLanguage()));
  // Last: this also sends the errors kept from before monitoring started.
  setErrorReporter((error, context) => Sentry.captureException(error, splitContext(context)));
}
