import type { Config } from './config.js';
import type { Database } from './db/database.js';
import type { Clock } from './lib/clock.js';
import type { CodePolicies } from './modules/confirmation-codes/code-policy.js';
import type { PaymentGateway } from './modules/payments/gateway.js';
import type { PayoutAdapter } from './modules/payouts/payout-adapter.js';
import type { AuthContext } from './plugins/auth.js';
import type { SmsSender } from './plugins/sms/sms-sender.js';

/** What routes and services need from the outside world; tests pass their own. */
export type AppDeps = {
  config: Config;
  database: Database;
  clock: Clock;
  sms: SmsSender;
  /** The limits of SMS confirmation codes, per purpose. */
  codePolicies: CodePolicies;
  paymentGateway: PaymentGateway;
  /** Pays confirmed wallet withdrawals out to bank accounts. */
  payouts: PayoutAdapter;
};

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** preHandler for routes that need a signed-in user; sets `request.auth` or answers 401. */
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
}
