import type { PaymentStatus } from '@venue/api/schemas/payment';

export type StatusTone = 'success' | 'waiting' | 'failure' | 'refund';

const TONES: Readonly<Record<PaymentStatus, StatusTone>> = {
  SUCCESS: 'success',
  CONFIRMED: 'success',
  PENDING: 'waiting',
  NOTCONFIRMED: 'waiting',
  VOIDED: 'failure',
  ABANDONED: 'failure',
  REFUNDED: 'refund',
  PARTIALLY_REFUNDED: 'refund',
};

export function toneOf(status: PaymentStatus): StatusTone {
  return TONES[status];
}
