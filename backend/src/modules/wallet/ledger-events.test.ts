import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { courseRefundEnrollmentId, ledgerEventKey, refundReasonOf } from './ledger-events.js';

describe('ledger event keys', () => {
  it('keep the keys entries were posted under, so a replayed event is still recognised', () => {
    assert.equal(ledgerEventKey.cancellationRefund(42), 'refund_cancellation:reservation:42');
    assert.equal(ledgerEventKey.paymentDeposit(7), 'payment:7:deposit');
    assert.equal(ledgerEventKey.paymentServiceFee(7), 'payment:7:service_fee');
    assert.equal(ledgerEventKey.paymentSettlement(7, 42), 'payment:7:settlement:42');
    assert.equal(ledgerEventKey.paymentRefund(7, 42, 'cancelled_before_payment'), 'payment:7:refund:42');
    assert.equal(ledgerEventKey.paymentRefund(7, 42, 'already_paid'), 'payment:7:refund_already_paid:42');
    assert.equal(ledgerEventKey.paymentRefund(7, 42, 'payment_voided'), 'payment:7:refund_voided:42');
    assert.equal(ledgerEventKey.withdrawalFreeze(3), 'withdrawal:3:freeze');
    assert.equal(ledgerEventKey.withdrawalUnfreeze(3), 'withdrawal:3:unfreeze');
    assert.equal(ledgerEventKey.withdrawalPayout(3), 'withdrawal:3:payout');
  });

  it('name the enrolment a course refund gave money back for, and none for other entries', () => {
    assert.equal(courseRefundEnrollmentId(ledgerEventKey.courseCancellationRefund(42)), 42);
    assert.equal(courseRefundEnrollmentId(ledgerEventKey.cancellationRefund(42)), null);
    assert.equal(courseRefundEnrollmentId(ledgerEventKey.courseEnrollmentPaid(42)), null);
  });

  it('give back the reason of each refund, and none for other entries', () => {
    const refund = (idempotencyKey: string, description = 'audit') => ({
      type: 'refund_cancellation' as const,
      idempotencyKey,
      description,
    });
    assert.equal(refundReasonOf(refund(ledgerEventKey.cancellationRefund(42))), 'cancelled_in_time');
    assert.equal(refundReasonOf(refund(ledgerEventKey.paymentRefund(7, 42, 'cancelled_before_payment'))), 'cancelled_before_payment');
    assert.equal(refundReasonOf(refund(ledgerEventKey.paymentRefund(7, 42, 'already_paid'))), 'already_paid');
    assert.equal(refundReasonOf(refund(ledgerEventKey.paymentRefund(7, 42, 'payment_voided'))), 'payment_voided');
    assert.equal(refundReasonOf(refund(ledgerEventKey.resoldLateCancellation(42))), 'court_resold');
    assert.equal(refundReasonOf(refund(ledgerEventKey.carnetExpiredRefund(42))), 'cancelled_in_time');
    assert.equal(refundReasonOf({ type: 'deposit', idempotencyKey: ledgerEventKey.paymentDeposit(7), description: 'audit' }), null);
    assert.equal(
      refundReasonOf({ type: 'settlement', idempotencyKey: ledgerEventKey.paymentSettlement(7, 42), description: 'audit' }),
      null,
    );
  });

  it('read entries posted before `already_paid` had its own key from their audit text', () => {
    const legacy = { type: 'refund_cancellation' as const, idempotencyKey: 'payment:7:refund:42' };
    assert.equal(refundReasonOf({ ...legacy, description: 'Zwrot: rezerwacja była już opłacona' }), 'already_paid');
    assert.equal(refundReasonOf({ ...legacy, description: 'Zwrot: rezerwacja anulowana przed wpłatą' }), 'cancelled_before_payment');
  });
});
