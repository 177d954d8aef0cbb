import type { Tx } from '../../db/database.js';
import { ledgerEventKey } from '../wallet/ledger-events.js';
import { postToLedger } from '../wallet/wallet-service.js';
import { carnetUsageKey, lockCarnet, postCarnetUsage, type CarnetShare } from './carnet-ledger.js';
import { stillValid } from './carnet-rules.js';

export type GiveBack = 'to_carnet' | 'to_wallet' | 'lost';

/**
 * A free cancellation of a paid reservation gives back what its carnet paid (README "Carnets"):
 * to the carnet when it is still valid; a value carnet that has expired meanwhile pays it back as
 * money to the wallet (the player paid for it); an expired entry carnet's entry is lost, as the
 * entry could not be used any more anyway. Once per reservation (the usage and ledger keys).
 * Runs in the cancelling transaction, after the reservation row's lock.
 */
export async function giveBackCarnet(
  tx: Tx,
  reservation: { id: number; userId: number; venueId: number },
  share: CarnetShare,
  now: Date,
): Promise<GiveBack> {
  const carnet = await lockCarnet(tx, share.carnetId);
  if (!carnet) return 'lost';
  if (stillValid(carnet, now)) {
    await postCarnetUsage(tx, {
      carnetId: carnet.id,
      reservationId: reservation.id,
      kind: 'return',
      amount: share.amount,
      key: carnetUsageKey.reservationReturn(reservation.id),
      now,
    });
    return 'to_carnet';
  }
  if (carnet.kind === 'entries') return 'lost';
  await postToLedger(tx, {
    userId: reservation.userId,
    type: 'refund_cancellation',
    availableDelta: share.amount,
    description: `Zwrot wartości wygasłego karnetu: ${carnet.name}`,
    reservationId: reservation.id,
    venueId: reservation.venueId,
    idempotencyKey: ledgerEventKey.carnetExpiredRefund(reservation.id),
    now,
  });
  return 'to_wallet';
}
