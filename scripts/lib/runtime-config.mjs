// Builds the host's /config.json for a local run (shape: RuntimeConfigSchema in @venue/api).
import { REMOTE_APPS } from './apps.mjs';

export const RELEASE = 'player-app@1.0.0';

/**
 * @param {{ ports: Record<string, number>, hostname?: string, environment?: 'development' | 'test' | 'production', sentryDsn?: string }} options
 *   sentryDsn: where errors, traces and replays go (e.g. the local receiver of `MONITORING=local`); none by default.
 */
export function buildRuntimeConfig({ ports, hostname = 'localhost', environment = 'development', sentryDsn = '' }) {
  const origin = (port) => `http://${hostname}:${port}`;
  return {
    environment,
    apiUrl: `${origin(ports.api)}/api`,
    release: RELEASE,
    remotes: Object.fromEntries(REMOTE_APPS.map((app) => [app.id, `${origin(ports[app.id])}/mf-manifest.json`])),
    // Trace headers go to this run's API only (spec §7: localhost and the product's backend).
    monitoring: { sentryDsn, analyticsKey: '', tracePropagationTargets: [origin(ports.api)] },
  };
}

/** Origins the backend must accept: every front-end app on localhost and 127.0.0.1. */
export function frontendOrigins(ports, frontendIds) {
  return frontendIds.flatMap((id) => [`http://localhost:${ports[id]}`, `http://127.0.0.1:${ports[id]}`]);
}
