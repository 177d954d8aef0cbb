import type { TFunction } from 'i18next';
import type { WalletRefundReason, WalletTransaction } from '@venue/api';
import { formatDateTime, type Language } from '@venue/i18n';

/** How the wallet history shows one ledger entry: what happened, and which booking or venue it concerns. */
export interface LedgerEntryText {
  readonly title: string;
  /** The booking ("venue, court, start") or the venue; `null` when the entry names neither. */
  readonly detail: string | null;
}

/** The fields the wording reads; the server's `description` is audit text and never shown. */
export type LedgerEntry = Pick<
  WalletTransaction,
  | 'type'
  | 'reservation_id'
  | 'payment_id'
  | 'venue_name'
  | 'venue_timezone'
  | 'sport_object_name'
  | 'reservation_start_time'
  | 'refund_reason'
  | 'payment_reservation_count'
>;

const REFUND_KEYS: Readonly<Record<WalletRefundReason, string>> = {
  cancelled_in_time: 'ledger.refund.cancelledInTime',
  cancelled_before_payment: 'ledger.refund.cancelledBeforePayment',
  already_paid: 'ledger.refund.alreadyPaid',
  payment_voided: 'ledger.refund.paymentVoided',
  court_resold: 'ledger.refund.courtResold',
};

function titleOf(entry: LedgerEntry, t: TFunction<'wallet'>): string {
  switch (entry.type) {
    // A payment that paid for no reservation bought a carnet; money without a payment is a top-up.
    case 'deposit':
      if (entry.payment_reservation_count !== null) return t('ledger.deposit.payment', { count: entry.payment_reservation_count });
      return t(entry.payment_id === null ? 'ledger.deposit.topUp' : 'ledger.deposit.carnet');
    case 'service_fee':
      return t('ledger.serviceFee');
    case 'settlement':
      return t(entry.payment_id !== null && entry.reservation_id === null ? 'ledger.carnetPurchase' : 'ledger.settlement');
    case 'refund_cancellation':
      return t(entry.refund_reason === null ? 'ledger.refund.other' : REFUND_KEYS[entry.refund_reason]);
    // With a payment, the wallet's part of a split payment held while the gateway pays the rest
    // (then released: spent with the gateway's money, or given back); without one, a withdrawal's.
    case 'freeze':
      return t(entry.payment_id === null ? 'ledger.freeze' : 'ledger.paymentHold');
    case 'unfreeze':
      return t(entry.payment_id === null ? 'ledger.unfreeze' : 'ledger.paymentHoldReleased');
    case 'manual_adjustment':
      return t('ledger.manualAdjustment');
    case 'withdrawal':
      return t('ledger.withdrawal');
    default: {
      // A type added to the schema fails the build here until it has its wording.
      const unworded: never = entry.type;
      return unworded;
    }
  }
}

function detailOf(entry: LedgerEntry, t: TFunction<'wallet'>, language: Language): string | null {
  const { venue_name: venue, sport_object_name: court, reservation_start_time: start, venue_timezone: timeZone } = entry;
  if (venue !== null && court !== null && start !== null && timeZone !== null) {
    // The venue's wall clock, as on the booking pages, wherever the player is.
    return t('ledger.detail.booking', { venue, court, start: formatDateTime(start, timeZone, language) });
  }
  if (entry.reservation_id !== null) return t('ledger.detail.reservationNumber', { id: entry.reservation_id });
  return venue;
}

/**
 * Words a ledger entry in the user's language from its type and structured fields (`t` of the
 * `wallet` namespace, `language` for dates), so the history never shows the server's Polish audit text.
 */
export function ledgerEntryText(entry: LedgerEntry, t: TFunction<'wallet'>, language: Language): LedgerEntryText {
  return { title: titleOf(entry, t), detail: detailOf(entry, t, language) };
}
