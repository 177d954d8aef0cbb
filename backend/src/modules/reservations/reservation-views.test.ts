import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paymentDisplayOf } from './reservation-views.js';

const paid = { state: 'active', paymentStatus: 'paid', basePriceGrosze: 9000, discountGrosze: 0 } as const;

describe('paymentDisplayOf', () => {
  it('shows a paid reservation cancelled in time as refunded: its price went back to whoever paid', () => {
    assert.equal(paymentDisplayOf({ ...paid, state: 'cancelled' }), 'refunded');
  });

  it('keeps paid while active and after a late cancellation (the money stays with the venue)', () => {
    assert.equal(paymentDisplayOf(paid), 'paid');
    assert.equal(paymentDisplayOf({ ...paid, state: 'cancelled_not_on_time' }), 'paid');
  });

  it('shows a late cancellation refunded because its court was booked again as refunded', () => {
    assert.equal(paymentDisplayOf({ ...paid, state: 'cancelled_not_on_time' }, true), 'refunded');
    assert.equal(paymentDisplayOf({ ...paid, state: 'cancelled_not_on_time', paymentStatus: 'unpaid' }, true), 'unpaid');
  });

  it('keeps paid when nothing was refunded (partner cards covered the whole price)', () => {
    assert.equal(paymentDisplayOf({ ...paid, state: 'cancelled', discountGrosze: 9000 }), 'paid');
  });

  it('passes the other stored statuses through', () => {
    for (const status of ['unpaid', 'pending', 'pending_online'] as const) {
      assert.equal(paymentDisplayOf({ ...paid, state: 'cancelled', paymentStatus: status }), status);
    }
  });
});
