import type { PayoutsConfig } from '../../config.js';
import { HttpPayouts } from './http-payouts.js';
import type { PayoutAdapter } from './payout-adapter.js';
import { SandboxPayouts } from './sandbox-payouts.js';

/** The adapter the configuration names (PAYOUT_PROVIDER). */
export function createPayoutAdapter(config: PayoutsConfig): PayoutAdapter {
  if (config.provider === 'http')
    return new HttpPayouts({ baseUrl: config.url, secret: config.secret, timeoutMs: config.timeoutMs, pollSeconds: config.pollSeconds });
  return new SandboxPayouts({ delaySeconds: config.delaySeconds, failAll: config.failAll });
}
