import {
  PAYMENT_METHOD_WALLET,
  type WalletStatementItem,
  type WalletStatementKind,
  type WalletStatementStatus,
  type WalletStatementWithdrawal,
  type WalletTransaction,
  type WithdrawalState,
} from '@venue/api';

export type PaymentFacts = {
  methodId: number;
  /** What the payment's own method charged: the gateway's amount (fee included), or the wallet's when it paid all. */
  amount: number;
  serviceFee: number;
  venueId: number;
  venueName: string;
  venueTimezone: string;
  /** The carnet the payment bought, if it bought one. */
  carnetName: string | null;
  /** The course enrolment it paid for, if it paid one. */
  course: WalletStatementItem['course'];
  /** The reservations it paid for, earliest first. */
  reservations: { id: number; start: string; objectName: string }[];
};

export type StatementFacts = {
  payments: Map<number, PaymentFacts>;
  withdrawals: Map<number, WalletStatementWithdrawal & { amount: number }>;
  /** The course enrolment a ledger entry gave money back for, by entry id. */
  courseRefunds: Map<number, NonNullable<WalletStatementItem['course']>>;
};

const WITHDRAWAL_STATUS: Readonly<Record<WithdrawalState, WalletStatementStatus>> = {
  requested: 'pending',
  confirmed: 'pending',
  paid_out: 'completed',
  failed: 'failed',
  expired: 'failed',
};

const sum = (movements: WalletTransaction[], field: 'amount' | 'frozen_amount') =>
  movements.reduce((total, entry) => total + entry[field], 0);

type Base = Omit<WalletStatementItem, 'kind' | 'status' | 'amount'>;

function baseOf(id: string, movements: WalletTransaction[]): Base {
  const first = movements[0];
  const concerning = movements.find((entry) => entry.reservation_id !== null) ?? first;
  const atVenue = movements.find((entry) => entry.venue_id !== null) ?? first;
  return {
    id,
    created_at: first?.created_at ?? new Date(0).toISOString(),
    wallet_amount: sum(movements, 'amount'),
    frozen_amount: sum(movements, 'frozen_amount'),
    method_id: null,
    gateway_amount: null,
    wallet_part: null,
    service_fee: null,
    payment_id: first?.payment_id ?? null,
    reservation_id: concerning?.reservation_id ?? null,
    reservation_count: concerning?.reservation_id === null || concerning === undefined ? null : 1,
    venue_id: atVenue?.venue_id ?? null,
    venue_name: atVenue?.venue_name ?? null,
    venue_timezone: atVenue?.venue_timezone ?? null,
    sport_object_name: concerning?.sport_object_name ?? null,
    reservation_start_time: concerning?.reservation_start_time ?? null,
    carnet_name: null,
    course: null,
    withdrawal: null,
    refund_reason: null,
    movements,
  };
}

/**
 * A payment as the player made it: what it cost by every method together. Done once the money
 * moved (the gateway's arrived, or the wallet paid); failed when the wallet's hold came back with
 * nothing spent; else still under way.
 */
function paymentItem(base: Base, movements: WalletTransaction[], facts: PaymentFacts | undefined): WalletStatementItem {
  const hold = movements.find((entry) => entry.type === 'freeze')?.frozen_amount ?? 0;
  const byWallet = facts?.methodId === PAYMENT_METHOD_WALLET;
  const gatewayAmount = facts === undefined || byWallet ? 0 : facts.amount;
  const walletPart = byWallet ? (facts?.amount ?? 0) : hold;
  const spent = movements.some((entry) => entry.type === 'deposit' || entry.type === 'service_fee' || entry.type === 'settlement');
  const released = movements.some((entry) => entry.type === 'unfreeze');
  const status: WalletStatementStatus = spent ? 'completed' : released ? 'failed' : 'pending';
  const [firstBooked] = facts?.reservations ?? [];
  return {
    ...base,
    kind: facts?.carnetName ? 'carnet_purchase' : 'booking_payment',
    status,
    amount: -(gatewayAmount + walletPart),
    method_id: facts?.methodId ?? null,
    gateway_amount: gatewayAmount,
    wallet_part: walletPart,
    service_fee: facts?.serviceFee ?? null,
    venue_id: facts?.venueId ?? base.venue_id,
    venue_name: facts?.venueName ?? base.venue_name,
    venue_timezone: facts?.venueTimezone ?? base.venue_timezone,
    carnet_name: facts?.carnetName ?? null,
    course: facts?.course ?? null,
    reservation_id: firstBooked?.id ?? base.reservation_id,
    reservation_count: facts && facts.reservations.length > 0 ? facts.reservations.length : base.reservation_count,
    sport_object_name: firstBooked?.objectName ?? base.sport_object_name,
    reservation_start_time: firstBooked?.start ?? base.reservation_start_time,
  };
}

const ENTRY_KIND: Readonly<Record<WalletTransaction['type'], WalletStatementKind>> = {
  refund_cancellation: 'refund',
  manual_adjustment: 'adjustment',
  deposit: 'top_up',
  // The wallet's part of a booking paid with a value carnet: no payment row, one entry.
  settlement: 'booking_payment',
  service_fee: 'other',
  freeze: 'other',
  unfreeze: 'other',
  withdrawal: 'other',
};

/** One statement item from its key (statementGroupKey), its ledger entries (oldest first) and the page's facts. */
export function statementItem(id: string, movements: WalletTransaction[], facts: StatementFacts): WalletStatementItem {
  const base = baseOf(id, movements);
  const [prefix, rawId] = id.split(':');
  const ref = Number(rawId);
  if (prefix === 'payment') return paymentItem(base, movements, facts.payments.get(ref));
  if (prefix === 'withdrawal') {
    const withdrawal = facts.withdrawals.get(ref);
    const amount = withdrawal?.amount ?? Math.max(0, ...movements.map((entry) => entry.frozen_amount));
    return {
      ...base,
      kind: 'withdrawal',
      status: withdrawal ? WITHDRAWAL_STATUS[withdrawal.state] : 'pending',
      amount: -amount,
      withdrawal: withdrawal
        ? {
            id: withdrawal.id,
            state: withdrawal.state,
            iban_last4: withdrawal.iban_last4,
            expected_arrival_date: withdrawal.expected_arrival_date,
            failure_reason: withdrawal.failure_reason,
          }
        : null,
    };
  }
  const [entry] = movements;
  return {
    ...base,
    kind: entry ? ENTRY_KIND[entry.type] : 'other',
    status: 'completed',
    amount: base.wallet_amount,
    refund_reason: entry?.refund_reason ?? null,
    course: entry ? (facts.courseRefunds.get(entry.id) ?? null) : null,
  };
}
