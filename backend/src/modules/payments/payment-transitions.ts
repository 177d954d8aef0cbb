import type { PaymentStatus } from '@venue/api';

/**
 * Which status may follow which. A notification proposing anything else (a PENDING arriving after
 * SUCCESS, a second SUCCESS after VOIDED…) is recorded and ignored, so out-of-order delivery
 * cannot move a payment backwards. ABANDONED → SUCCESS and VOIDED → SUCCESS are allowed: money
 * that arrives late is still money (the late-payment and voided-payment rules in the service).
 */
const NEXT: Record<PaymentStatus, PaymentStatus[]> = {
  PENDING: ['SUCCESS', 'VOIDED', 'NOTCONFIRMED', 'ABANDONED'],
  NOTCONFIRMED: ['SUCCESS', 'VOIDED', 'ABANDONED'],
  ABANDONED: ['SUCCESS'],
  SUCCESS: ['CONFIRMED', 'PARTIALLY_REFUNDED', 'REFUNDED'],
  CONFIRMED: ['PARTIALLY_REFUNDED', 'REFUNDED'],
  PARTIALLY_REFUNDED: ['REFUNDED'],
  // Money on a payment we voided (replaced, or the account closed) is taken, then refunded in full.
  VOIDED: ['SUCCESS'],
  REFUNDED: [],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return NEXT[from].includes(to);
}
