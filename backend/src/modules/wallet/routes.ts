import type { FastifyInstance } from 'fastify';
import {
  WalletTransactionLogQuerySchema,
  WithdrawalConfirmSchema,
  WithdrawalRequestSchema,
  type Wallet,
  type WalletStatementPage,
  type WalletTransactionPage,
  type Withdrawal,
  type WithdrawalRequestResponse,
} from '@venue/api';
import { requestMessageLanguage } from '../../lib/message-language.js';
import { validated } from '../../lib/validated.js';
import { authOf } from '../../plugins/auth.js';
import { walletBalance, walletTransactionPage } from './wallet-service.js';
import { walletStatementPage } from './wallet-statement.js';
import { confirmWithdrawal, listWithdrawals, requestWithdrawal } from './withdrawal-service.js';

/** The signed-in user's wallet, derived from the ledger, and withdrawals out of it. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps.database;
  const auth = { preHandler: app.authenticate };
  app.get('/user_wallet', auth, async (request): Promise<Wallet> => walletBalance(db, authOf(request).userId));
  app.get(
    '/user_wallet/transaction_log',
    auth,
    validated({ query: WalletTransactionLogQuerySchema }, async ({ query }, request): Promise<WalletTransactionPage> =>
      walletTransactionPage(db, authOf(request).userId, query),
    ),
  );
  // The same entries, one item per thing the player did (a payment, a withdrawal, a refund), with the entries inside.
  app.get(
    '/user_wallet/statement',
    auth,
    validated({ query: WalletTransactionLogQuerySchema }, async ({ query }, request): Promise<WalletStatementPage> =>
      walletStatementPage(db, authOf(request).userId, query),
    ),
  );
  app.get('/user_wallet/withdrawals', auth, async (request): Promise<Withdrawal[]> => listWithdrawals(deps, authOf(request).userId));
  // The SMS code is worded in the language the app sends as Accept-Language (users have no stored
  // language); the request keeps it for the failure notice.
  app.post(
    '/user_wallet/withdrawal_request',
    auth,
    validated({ body: WithdrawalRequestSchema }, async ({ body }, request): Promise<WithdrawalRequestResponse> =>
      requestWithdrawal(deps, authOf(request).userId, request.ip, requestMessageLanguage(request), body),
    ),
  );
  app.post(
    '/user_wallet/withdrawal_confirm',
    auth,
    validated({ body: WithdrawalConfirmSchema }, async ({ body }, request): Promise<Withdrawal> =>
      confirmWithdrawal(deps, authOf(request).userId, request.ip, body.verification_code),
    ),
  );
}
