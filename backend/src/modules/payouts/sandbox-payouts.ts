import type { PayoutAdapter, PayoutFailureReason, PayoutOrder, PayoutOutcome } from './payout-adapter.js';

export type SandboxPayoutOptions = {
  /** The transfer "goes out" this long after confirmation; until then the order is processing. */
  delaySeconds: number;
  /** Refuse every payout (PAYOUT_SANDBOX_FAIL=true), to show the failure path. */
  failAll: boolean;
};

/**
 * Amounts whose grosze end in these two digits fail, so anyone can try the failure path from the
 * app without configuration: 10,13 zł is refused by the "bank", 10,14 zł finds it unavailable.
 */
const FAILING_GROSZE: Readonly<Record<number, PayoutFailureReason>> = { 13: 'payout_rejected', 14: 'payout_unavailable' };

/** The local default: sends nothing, pays out (or fails, see above) after a short delay. Stateless. */
export class SandboxPayouts implements PayoutAdapter {
  readonly name = 'sandbox';

  constructor(private readonly options: SandboxPayoutOptions) {}

  async send(order: PayoutOrder, now: Date): Promise<PayoutOutcome> {
    const dueAt = new Date(order.confirmedAt.getTime() + this.options.delaySeconds * 1000);
    if (now < dueAt) return { status: 'processing', retryAt: dueAt };
    const reason = this.options.failAll ? 'payout_rejected' : FAILING_GROSZE[order.amount % 100];
    if (reason) return { status: 'failed', reason, detail: 'sandbox: told to fail' };
    return { status: 'paid', reference: `sandbox-${order.withdrawalId}` };
  }
}
