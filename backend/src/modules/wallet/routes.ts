import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import type { Wallet, WalletTransaction } from '@venue/api';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { walletBalance, walletTransactions } from './wallet-service.js';

const Count = (max: number, fallback: string) =>
  v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'validation.invalid'), v.transform(Number), v.maxValue(max, 'validation.maxValue')),
    fallback,
  );
const PagingSchema = v.object({ limit: Count(100, '20'), offset: Count(1_000_000, '0') });

/** The signed-in user's wallet, derived from the ledger. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps.database;
  const auth = { preHandler: app.authenticate };
  app.get('/user_wallet', auth, async (request): Promise<Wallet> => walletBalance(db, authOf(request).userId));
  app.get(
    '/user_wallet/transaction_log',
    auth,
    validated({ query: PagingSchema }, async ({ query }, request): Promise<WalletTransaction[]> =>
      walletTransactions(db, authOf(request).userId, query),
    ),
  );
}
