import type { RuntimeConfig } from '@venue/api';

/** A valid runtime config for tests: production, every remote by its manifest, monitoring off unless given. */
export function testRuntimeConfig(monitoring: Partial<RuntimeConfig['monitoring']> = {}): RuntimeConfig {
  return {
    environment: 'production',
    apiUrl: 'http://localhost:4000/api',
    release: 'player-app@1.0.0',
    remotes: {
      booking: 'http://localhost:3001/mf-manifest.json',
      account: 'http://localhost:3002/mf-manifest.json',
      wallet: 'http://localhost:3003/mf-manifest.json',
      trainer: 'http://localhost:3004/mf-manifest.json',
      kiosk: 'http://localhost:3005/mf-manifest.json',
    },
    monitoring: { sentryDsn: '', analyticsKey: '', tracePropagationTargets: [], ...monitoring },
  };
}
