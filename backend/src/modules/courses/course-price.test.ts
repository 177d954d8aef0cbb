import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { courseSessions } from './course-schedule.js';
import { priceEnrollment, type PriceInput } from './course-price.js';

const ZONE = 'Europe/Warsaw';
// Tuesdays and Thursdays 17:00 for two weeks of March 2030 (before the clocks change): 4 sessions.
const sessions = courseSessions(
  { weekdays: [2, 4], startMinute: 17 * 60, durationMinutes: 60, startDate: '2030-03-04', endDate: '2030-03-15' },
  ZONE,
);
const base: PriceInput = {
  paymentType: 'per_session',
  price: 4000,
  sessions,
  from: null,
  to: null,
  excludedDates: [],
  siblingPercent: 0,
  now: new Date('2030-03-01T10:00:00Z'),
};

describe('course sessions and prices', () => {
  it('expands the weekly rule in the venue zone', () => {
    assert.deepEqual(
      sessions.map((session) => [session.date, session.start.toISOString()]),
      [
        ['2030-03-05', '2030-03-05T16:00:00.000Z'],
        ['2030-03-07', '2030-03-07T16:00:00.000Z'],
        ['2030-03-12', '2030-03-12T16:00:00.000Z'],
        ['2030-03-14', '2030-03-14T16:00:00.000Z'],
      ],
    );
  });

  it('per session: the sessions ahead minus the excluded dates', () => {
    const all = priceEnrollment(base);
    assert.ok(all.kind === 'priced');
    assert.equal(all.price.subtotal, 16_000);
    assert.equal(all.price.total, 16_198);
    const skipping = priceEnrollment({ ...base, excludedDates: ['2030-03-07'] });
    assert.ok(skipping.kind === 'priced');
    assert.deepEqual(skipping.price.lines, [{ kind: 'sessions', quantity: 3, unit_price: 4000, percent: null, amount: 12_000 }]);
    const late = priceEnrollment({ ...base, now: new Date('2030-03-08T10:00:00Z') });
    assert.ok(late.kind === 'priced');
    assert.equal(late.price.subtotal, 8000);
  });

  it('full course: prorated for a late joiner, not for a skipped date', () => {
    const full = { ...base, paymentType: 'full_course' as const, price: 10_000 };
    const whole = priceEnrollment({ ...full, excludedDates: ['2030-03-12'] });
    assert.ok(whole.kind === 'priced');
    assert.equal(whole.price.subtotal, 10_000);
    const late = priceEnrollment({ ...full, now: new Date('2030-03-06T10:00:00Z') });
    assert.ok(late.kind === 'priced');
    assert.deepEqual(late.price.lines[1], { kind: 'late_join', quantity: 1, unit_price: 2500, percent: null, amount: -2500 });
    assert.equal(late.price.subtotal, 7500);
  });

  it('the sibling discount comes off the rest', () => {
    const priced = priceEnrollment({ ...base, siblingPercent: 15, excludedDates: ['2030-03-05'] });
    assert.ok(priced.kind === 'priced');
    assert.equal(priced.siblingDiscount, 1800);
    assert.equal(priced.price.subtotal, 10_200);
  });

  it('refuses a day with no session and a span with nothing left', () => {
    assert.deepEqual(priceEnrollment({ ...base, excludedDates: ['2030-03-05', '2030-03-06'] }), {
      kind: 'unknown_excluded_date',
      index: 1,
    });
    assert.deepEqual(priceEnrollment({ ...base, now: new Date('2030-03-20T00:00:00Z') }), { kind: 'no_sessions' });
    assert.deepEqual(priceEnrollment({ ...base, excludedDates: sessions.map((session) => session.date) }), { kind: 'no_sessions' });
  });
});
