import type { Tx } from '../../db/database.js';
import { gatewayPaymentOf, requestGatewayRefund } from '../payments/refunds.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { postToLedger } from '../wallet/wallet-service.js';

/**
 * Gives a cancelled reservation's money back, inside the cancelling transaction: to whoever paid,
 * the owner's wallet or through the gateway to a payer by link. Keyed by the reservation, so it
 * happens once however the cancellation came about.
 */
export async function refundCancellation(
  tx: Tx,
  refund: { reservationId: number; userId: number; venueId: number; amountGrosze: number; description: string; now: Date },
): Promise<void> {
  if (refund.amountGrosze <= 0) return;
  const payment = await gatewayPaymentOf(tx, refund.reservationId);
  if (payment) {
    await requestGatewayRefund(tx, {
      paymentId: payment.id,
      amountGrosze: refund.amountGrosze,
      key: ledgerEventKey.cancellationRefund(refund.reservationId),
      reservationId: refund.reservationId,
      now: refund.now,
    });
    return;
  }
  await postToLedger(tx, {
    userId: refund.userId,
    type: 'refund_cancellation',
    availableDelta: refund.amountGrosze,
    description: refund.description,
    reservationId: refund.reservationId,
    venueId: refund.venueId,
    idempotencyKey: ledgerEventKey.cancellationRefund(refund.reservationId),
    now: refund.now,
  });
}
