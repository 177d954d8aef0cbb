import type { RuntimeConfig } from '@venue/api';
import { afterFirstPaint } from '@venue/ui';
import { initAnalytics } from './init-analytics';

/** Schedules monitoring and analytics after the first paint; each starts only when its key is set. */
export function startMonitoring(config: RuntimeConfig): void {
  const { sentryDsn, analyticsKey } = config.monitoring;
  if (!sentryDsn && !analyticsKey) return;
  afterFirstPaint(() => {
    if (sentryDsn) {
      void import('./init-sentry')
        .then(({ initSentry }) => initSentry(config))
        .catch((error: unknown) => {
          console.warn('Monitoring could not start', error);
        });
    }
    if (analyticsKey) initAnalytics(analyticsKey);
  });
}
