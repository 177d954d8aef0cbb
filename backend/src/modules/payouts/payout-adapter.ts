/** What a payout provider needs to send one confirmed withdrawal to the player's bank account. */
export type PayoutOrder = {
  withdrawalId: number;
  /** Grosze. */
  amount: number;
  /** `PL` + 26 digits. */
  iban: string;
  accountOwner: string;
  /** The transfer title the player sees on the statement. */
  title: string;
  confirmedAt: Date;
};

/** Why a payout failed for good, as `Withdrawal.failure_reason` names it. */
export type PayoutFailureReason = 'payout_rejected' | 'payout_unavailable';

/**
 * - `paid`: the transfer went out (`reference`: the provider's id of it);
 * - `processing`: accepted, not sent yet: ask again at `retryAt` (the order is idempotent per withdrawal);
 * - `failed`: refused for good; the money goes back to the wallet.
 */
export type PayoutOutcome =
  | { status: 'paid'; reference: string }
  | { status: 'processing'; retryAt: Date }
  | { status: 'failed'; reason: PayoutFailureReason; detail: string };

/**
 * Sends withdrawals to the bank. `send` may be called again for the same withdrawal (a retry after
 * a crash or an unreachable provider); an implementation must make that pay at most once, e.g. by
 * keying the order on `withdrawalId`. Not reaching the provider throws `PayoutUnreachableError`
 * (the order is tried again later, never given up as failed: the provider may have taken it).
 */
export interface PayoutAdapter {
  readonly name: 'sandbox' | 'http';
  send(order: PayoutOrder, now: Date): Promise<PayoutOutcome>;
}

export class PayoutUnreachableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'PayoutUnreachableError';
  }
}
