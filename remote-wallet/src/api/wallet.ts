// The signed-in user's wallet: balances, the history, withdrawals. Schemas come from the API
// package's subpath, so they are bundled with this remote rather than in the shared surface.
import { usersApi, type QueryParams } from '@venue/api';
import {
  WALLET_PAGE_SIZE_DEFAULT,
  WalletSchema,
  WalletTransactionPageSchema,
  WithdrawalListSchema,
  WithdrawalRequestResponseSchema,
  WithdrawalSchema,
  type Wallet,
  type WalletTransactionLogFilters,
  type WalletTransactionPage,
  type Withdrawal,
  type WithdrawalRequestResponse,
} from '@venue/api/schemas/wallet';
import { WalletStatementPageSchema, type WalletStatementPage } from '@venue/api/schemas/wallet-statement';
import type { WithdrawalRequest } from '@venue/api/schemas/withdrawal';

/** The balances' cache key. Keys start with `'wallet'`; the host empties the cache on logout. */
export const walletKey = () => ['wallet', 'balance'] as const;

/** One page of the history under one set of filters; the parts are primitives so equal filters give one key. */
export const transactionsKey = (filters: WalletTransactionLogFilters) =>
  [
    'wallet',
    'transactions',
    [...(filters.type ?? [])].sort().join(','),
    filters.from ?? '',
    filters.to ?? '',
    filters.venue_id ?? 0,
    filters.page ?? 1,
    filters.page_size ?? WALLET_PAGE_SIZE_DEFAULT,
  ] as const;

/** One page of the statement (one item per thing the player did) under one set of filters. */
export const statementKey = (filters: WalletTransactionLogFilters) =>
  ['wallet', 'statement', ...transactionsKey(filters).slice(2)] as const;

/** Matches every page of the history and the statement, for revalidating them after money moved (`mutate(isTransactionsKey)`). */
export function isTransactionsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === 'wallet' && (key[1] === 'transactions' || key[1] === 'statement');
}

/** The user's withdrawals, newest first. */
export const withdrawalsKey = () => ['wallet', 'withdrawals'] as const;

export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return usersApi.get('/user_wallet', { schema: WalletSchema, signal });
}

export function listTransactions(filters: WalletTransactionLogFilters, signal?: AbortSignal): Promise<WalletTransactionPage> {
  return usersApi.get('/user_wallet/transaction_log', { query: historyParams(filters), schema: WalletTransactionPageSchema, signal });
}

function historyParams(filters: WalletTransactionLogFilters): QueryParams {
  return {
    // One comma-separated value: the schema takes that or repeated parameters alike.
    type: filters.type && filters.type.length > 0 ? filters.type.join(',') : undefined,
    from: filters.from,
    to: filters.to,
    venue_id: filters.venue_id,
    page: filters.page,
    page_size: filters.page_size,
  };
}

/** The statement takes the history's filters: a type or a venue keeps the items with such an entry. */
export function listStatement(filters: WalletTransactionLogFilters, signal?: AbortSignal): Promise<WalletStatementPage> {
  return usersApi.get('/user_wallet/statement', { query: historyParams(filters), schema: WalletStatementPageSchema, signal });
}

export function listWithdrawals(signal?: AbortSignal): Promise<Withdrawal[]> {
  return usersApi.get('/user_wallet/withdrawals', { schema: WithdrawalListSchema, signal });
}

/** Freezes the amount and sends the SMS code; asked again, it re-sends the code for a new request. */
export function requestWithdrawal(request: WithdrawalRequest, signal?: AbortSignal): Promise<WithdrawalRequestResponse> {
  return usersApi.post('/user_wallet/withdrawal_request', { body: request, schema: WithdrawalRequestResponseSchema, signal });
}

/** Confirms the user's one open request with the SMS code; the answer is the confirmed withdrawal. */
export function confirmWithdrawal(verificationCode: string, signal?: AbortSignal): Promise<Withdrawal> {
  return usersApi.post('/user_wallet/withdrawal_confirm', {
    body: { verification_code: verificationCode },
    schema: WithdrawalSchema,
    signal,
  });
}
