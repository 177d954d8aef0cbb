import type { BrowserOptions } from '@sentry/react';
import type { RuntimeConfig } from '@venue/api';

/** Spec §9: every trace, one session in ten replayed, every session with an error replayed. */
export const TRACES_SAMPLE_RATE = 1.0;
export const REPLAYS_SESSION_SAMPLE_RATE = 0.1;
export const REPLAYS_ON_ERROR_SAMPLE_RATE = 1.0;

/**
 * What a replay masks as it records, beyond its defaults (all text, inputs and media): the
 * attributes Sentry masks by default and link targets, which may hold a capability
 * (pay-by-link `/p/:uuid`, a share link) that text masking leaves in place.
 */
export const REPLAY_MASKED_ATTRIBUTES = ['title', 'placeholder', 'aria-label', 'href'];

const escapeForRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The configured origins as patterns that match those origins exactly. Sentry matches plain
 * strings anywhere in the URL, so `http://localhost:4000` would also send trace headers to
 * `http://localhost:40001` or to `https://cdn.example/?u=http://localhost:4000`; anchoring keeps
 * them to the API and the production API host (spec §7), away from remotes, fonts and third parties.
 */
export function propagationTargets(origins: readonly string[]): RegExp[] {
  return origins
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter((origin) => origin !== '')
    .map((origin) => new RegExp(`^${escapeForRegExp(origin)}(?:[/?#]|$)`));
}

/** The options of `Sentry.init`, apart from the integrations, which need the SDK itself. */
export function sentryOptions(config: RuntimeConfig): BrowserOptions {
  return {
    dsn: config.monitoring.sentryDsn,
    environment: config.environment,
    release: config.release,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    // Each page load and navigation leaves as one transaction, which every Sentry (self-hosted
    // included) and the local receiver read; SDK 11's default streams spans in batches instead.
    traceLifecycle: 'static',
    tracePropagationTargets: propagationTargets(config.monitoring.tracePropagationTargets),
    replaysSessionSampleRate: REPLAYS_SESSION_SAMPLE_RATE,
    replaysOnErrorSampleRate: REPLAYS_ON_ERROR_SAMPLE_RATE,
  };
}
