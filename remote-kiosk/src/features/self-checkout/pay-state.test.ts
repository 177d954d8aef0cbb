import { initialPayState, offersPhoneQr, payReducer, pendingPaymentUuid, type PayEvent, type PayState } from './pay-state';

const run = (...events: PayEvent[]): PayState => events.reduce(payReducer, initialPayState);
const started: PayEvent[] = [{ type: 'blik-sent' }, { type: 'blik-started', paymentUuid: 'p-1' }];

describe('payReducer', () => {
  it('offers both ways until a BLIK payment starts, then only that payment', () => {
    expect(offersPhoneQr(initialPayState)).toBe(true);
    expect(offersPhoneQr(run({ type: 'blik-sent' }))).toBe(true);
    const waiting = run(...started);
    expect(waiting).toEqual({ step: 'waiting', paymentUuid: 'p-1' });
    expect(offersPhoneQr(waiting)).toBe(false);
    expect(pendingPaymentUuid(waiting)).toBe('p-1');
  });

  it('keeps the QR away once the payment is paid, and stops asking', () => {
    const paid = run(...started, { type: 'payment-status', paymentUuid: 'p-1', status: 'SUCCESS' });
    expect(paid).toEqual({ step: 'paid' });
    expect(offersPhoneQr(paid)).toBe(false);
    expect(pendingPaymentUuid(paid)).toBeNull();
    expect(run(...started, { type: 'payment-status', paymentUuid: 'p-1', status: 'CONFIRMED' })).toEqual({ step: 'paid' });
  });

  it('waits while the gateway says pending', () => {
    expect(run(...started, { type: 'payment-status', paymentUuid: 'p-1', status: 'PENDING' })).toEqual({
      step: 'waiting',
      paymentUuid: 'p-1',
    });
  });

  it('opens both ways again when BLIK fails at the bank or is refused by the server', () => {
    for (const status of ['VOIDED', 'NOTCONFIRMED', 'ABANDONED'] as const) {
      const failed = run(...started, { type: 'payment-status', paymentUuid: 'p-1', status });
      expect(failed).toEqual({ step: 'choosing', error: 'failed' });
      expect(offersPhoneQr(failed)).toBe(true);
    }
    expect(run({ type: 'blik-sent' }, { type: 'blik-refused' })).toEqual({ step: 'choosing', error: 'failed' });
  });

  it('says an incomplete code without sending it, and forgets the error on the next try', () => {
    expect(run({ type: 'blik-invalid' })).toEqual({ step: 'choosing', error: 'blik-invalid' });
    expect(run({ type: 'blik-invalid' }, { type: 'blik-sent' })).toEqual({ step: 'sending' });
  });

  it('ignores events out of turn: a late status of another payment, a second send, a paid panel', () => {
    const waiting = run(...started);
    expect(payReducer(waiting, { type: 'payment-status', paymentUuid: 'p-0', status: 'SUCCESS' })).toBe(waiting);
    expect(payReducer(waiting, { type: 'blik-sent' })).toBe(waiting);
    expect(payReducer(initialPayState, { type: 'blik-started', paymentUuid: 'p-2' })).toBe(initialPayState);
    const paid = run(...started, { type: 'payment-status', paymentUuid: 'p-1', status: 'SUCCESS' });
    expect(payReducer(paid, { type: 'payment-status', paymentUuid: 'p-1', status: 'VOIDED' })).toBe(paid);
    expect(payReducer(paid, { type: 'blik-invalid' })).toBe(paid);
  });
});
