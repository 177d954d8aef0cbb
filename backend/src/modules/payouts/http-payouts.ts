import * as v from 'valibot';
import { hmacSha256 } from '../../lib/crypto.js';
import { PayoutUnreachableError, type PayoutAdapter, type PayoutOrder, type PayoutOutcome } from './payout-adapter.js';

export type HttpPayoutOptions = {
  /** The provider's base URL; orders go to `POST {baseUrl}/payouts`. */
  baseUrl: string;
  /** Shared HMAC key of request signatures. */
  secret: string;
  timeoutMs: number;
  /** How long to wait before asking again about an order the provider is still processing. */
  pollSeconds: number;
  fetch?: typeof globalThis.fetch;
};

const AnswerSchema = v.object({
  status: v.picklist(['completed', 'processing', 'rejected', 'cancelled']),
  reference: v.pipe(v.string(), v.nonEmpty(), v.maxLength(100)),
  reason: v.optional(v.string()),
});

/**
 * A payout gateway's HTTPS API (README "Wallet", "Payout adapters"): each order is a JSON
 * `POST {baseUrl}/payouts`, signed with `X-Signature: sha256=HMAC-SHA256(secret, timestamp + "." +
 * body)` and `X-Timestamp` (seconds), and keyed by `Idempotency-Key: withdrawal-{id}`, so asking
 * again about an order (a retry, or a poll while it is processing) never pays twice. The answer
 * names the order's state: `completed`, `processing`, `rejected` (the bank refused: wrong account,
 * closed account) or `cancelled` (the provider gave up without sending). A 4xx is a refusal of the
 * order; a 5xx, a timeout or no answer is "try again later".
 */
export class HttpPayouts implements PayoutAdapter {
  readonly name = 'http';

  constructor(private readonly options: HttpPayoutOptions) {}

  async send(order: PayoutOrder, now: Date): Promise<PayoutOutcome> {
    const body = JSON.stringify({
      id: `withdrawal-${order.withdrawalId}`,
      amount: order.amount,
      currency: 'PLN',
      iban: order.iban,
      account_owner: order.accountOwner,
      title: order.title,
    });
    const timestamp = String(Math.floor(now.getTime() / 1000));
    let response: Response;
    try {
      response = await (this.options.fetch ?? globalThis.fetch)(`${this.options.baseUrl}/payouts`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          'idempotency-key': `withdrawal-${order.withdrawalId}`,
          'x-timestamp': timestamp,
          'x-signature': `sha256=${hmacSha256(this.options.secret, `${timestamp}.${body}`)}`,
        },
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PayoutUnreachableError(
        timedOut ? `Payout gateway did not answer within ${this.options.timeoutMs} ms` : 'Payout gateway unreachable',
        {
          cause: error,
        },
      );
    }
    const text = await response.text().catch(() => '');
    if (response.status >= 500 || response.status === 429) throw new PayoutUnreachableError(`Payout gateway answered ${response.status}`);
    if (!response.ok)
      return { status: 'failed', reason: 'payout_rejected', detail: `gateway answered ${response.status}: ${text.slice(0, 200)}` };
    const answer = v.safeParse(AnswerSchema, parseJson(text));
    if (!answer.success) throw new PayoutUnreachableError('Payout gateway answered an unreadable body');
    const { status, reference, reason } = answer.output;
    switch (status) {
      case 'completed':
        return { status: 'paid', reference };
      case 'processing':
        return { status: 'processing', retryAt: new Date(now.getTime() + this.options.pollSeconds * 1000) };
      case 'rejected':
        return { status: 'failed', reason: 'payout_rejected', detail: reason ?? 'rejected' };
      case 'cancelled':
        return { status: 'failed', reason: 'payout_unavailable', detail: reason ?? 'cancelled' };
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
