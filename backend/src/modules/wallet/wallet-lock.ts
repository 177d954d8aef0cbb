import { and, eq, sql } from 'drizzle-orm';
import { INSUFFICIENT_FUNDS_FIELD_KEY } from '@venue/api';
import type { DbOrTx, Tx } from '../../db/database.js';
import { users, walletEntries } from '../../db/schema/index.js';
import { ApiError, notFound } from '../../lib/api-error.js';
import { postToLedger, type LedgerPosting } from './wallet-service.js';

/**
 * The one way to take money out of a wallet (a withdrawal's freeze, paying from the wallet).
 *
 * Balances are sums over the append-only ledger, so "check the balance, then post a debit" is a
 * race: two requests may both see 50 zł and both spend it. Every debit therefore runs in a
 * transaction that first locks the user's row (`select … for no key update`); a second debit of
 * the same user waits there until the first commits, then sees its entry. `no key update` rather
 * than `update`: it does not block inserts that merely reference the user (reservations, ledger
 * credits take `key share`), so bookings and refunds never queue behind a wallet payment.
 * Works the same on PGlite (one backend, where it is a no-op) and PostgreSQL.
 *
 * Lock order, against deadlocks: take the wallet lock first in a transaction, before locking
 * reservation or payment rows. Credits (refunds, deposits) need no lock: adding money cannot
 * overdraw the wallet.
 */
export async function lockWallet(tx: Tx, userId: number): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  if (!row) throw notFound('User not found');
}

/** Opens a transaction holding the user's wallet lock and runs `work` in it; commits what `work` posted. */
export function withWalletLock<T>(db: DbOrTx, userId: number, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, userId);
    return work(tx);
  });
}

/** 422 INSUFFICIENT_FUNDS: the available balance does not cover a debit; `field` names the request field to mark. */
export class InsufficientFundsError extends ApiError {
  constructor(
    readonly available: number,
    readonly requested: number,
    field = 'amount',
  ) {
    super(422, 'INSUFFICIENT_FUNDS', 'The wallet balance does not cover this amount', {
      fieldErrors: { [field]: { key: INSUFFICIENT_FUNDS_FIELD_KEY, params: { available } } },
    });
    this.name = 'InsufficientFundsError';
  }
}

/** The available balance inside a transaction (after `lockWallet`, it cannot change until commit). */
export async function availableBalance(tx: DbOrTx, userId: number): Promise<number> {
  const [row] = await tx
    .select({ available: sql<string>`coalesce(sum(${walletEntries.availableDelta}), 0)` })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return Number(row?.available ?? 0);
}

/**
 * Posts a debit of the available balance (`availableDelta < 0`: a `freeze`, a `settlement` paid
 * from the wallet, …) only if the balance covers it, else throws `InsufficientFundsError`. Takes
 * the wallet lock itself (again is harmless inside `withWalletLock`), so it is race-safe in any
 * transaction. Idempotent like `postToLedger`: an event posted before returns false, unchecked.
 */
export async function spendAvailable(tx: Tx, posting: LedgerPosting, field?: string): Promise<boolean> {
  if (!(posting.availableDelta < 0)) throw new Error('spendAvailable posts debits only');
  await lockWallet(tx, posting.userId);
  const [posted] = await tx
    .select({ id: walletEntries.id })
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, posting.userId), eq(walletEntries.idempotencyKey, posting.idempotencyKey)));
  if (posted) return false;
  const available = await availableBalance(tx, posting.userId);
  if (available + posting.availableDelta < 0) throw new InsufficientFundsError(available, -posting.availableDelta, field);
  return postToLedger(tx, posting);
}
