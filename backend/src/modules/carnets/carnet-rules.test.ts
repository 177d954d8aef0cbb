import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CarnetRow } from './carnet-rules.js';
import { carnetStateOf, expiryOf, judgeCarnet, unavailableReasonNow, withinHours } from './carnet-rules.js';

const ZONE = 'Europe/Warsaw';

const carnet = (over: Partial<CarnetRow> = {}): CarnetRow => ({
  id: 1,
  userId: 1,
  carnetTypeId: 1,
  venueId: 1,
  name: 'Test',
  kind: 'entries',
  value: 10,
  remaining: 5,
  priceGrosze: 10_000,
  durationDays: 30,
  availableHours: [],
  sportTypeIds: [],
  sportObjectIds: [],
  state: 'active',
  paymentId: null,
  language: 'pl',
  createdAt: new Date('2030-06-01T10:00:00Z'),
  validFrom: new Date('2030-06-01T10:00:00Z'),
  expiresAt: new Date('2030-07-01T22:00:00Z'),
  ...over,
});

const slot = (start: string, end: string, price = 6000) => ({
  venueId: 1,
  sportTypeId: 1,
  sportObjectId: 1,
  start: new Date(start),
  end: new Date(end),
  price,
  zone: ZONE,
});

describe('carnet expiry', () => {
  it('ends at midnight of its last day in the venue zone, the day of payment counting as the first', () => {
    assert.equal(expiryOf(new Date('2030-06-01T21:30:00Z'), 1, ZONE).toISOString(), '2030-06-01T22:00:00.000Z');
    // 23:30 UTC is already the 2nd in Warsaw: that is day one.
    assert.equal(expiryOf(new Date('2030-06-01T22:30:00Z'), 1, ZONE).toISOString(), '2030-06-02T22:00:00.000Z');
  });

  it('follows the clock change: a carnet paid in March ends at a CEST midnight', () => {
    assert.equal(expiryOf(new Date('2030-03-20T12:00:00Z'), 30, ZONE).toISOString(), '2030-04-18T22:00:00.000Z');
  });

  it('is expired from its end on, whatever is left', () => {
    const row = carnet();
    assert.equal(carnetStateOf(row, new Date('2030-07-01T21:59:59Z')), 'active');
    assert.equal(carnetStateOf(row, new Date('2030-07-01T22:00:00Z')), 'expired');
    assert.equal(unavailableReasonNow(row, new Date('2030-07-01T22:00:00Z')), 'expired');
    assert.equal(carnetStateOf(carnet({ remaining: 0 }), new Date('2030-06-02T00:00:00Z')), 'used_up');
    assert.equal(unavailableReasonNow(carnet({ state: 'awaiting_payment', validFrom: null, expiresAt: null }), new Date()), 'not_paid');
  });
});

describe('carnet hours', () => {
  const mornings = [{ weekday: 1, from: '07:00', to: '16:00' }];
  it('needs the whole reservation inside one window of its start weekday, in venue time', () => {
    // Monday 3 June 2030: 08:00–09:00 in Warsaw is 06:00–07:00Z.
    assert.equal(withinHours(mornings, new Date('2030-06-03T06:00:00Z'), new Date('2030-06-03T07:00:00Z'), ZONE), true);
    assert.equal(withinHours(mornings, new Date('2030-06-03T13:30:00Z'), new Date('2030-06-03T14:30:00Z'), ZONE), false);
    assert.equal(withinHours(mornings, new Date('2030-06-04T06:00:00Z'), new Date('2030-06-04T07:00:00Z'), ZONE), false, 'a Tuesday');
    assert.equal(withinHours([], new Date('2030-06-04T06:00:00Z'), new Date('2030-06-04T07:00:00Z'), ZONE), true);
  });

  it('a window to 24:00 takes a reservation ending at midnight, never one past it', () => {
    const nights = [{ weekday: 1, from: '22:00', to: '24:00' }];
    assert.equal(withinHours(nights, new Date('2030-06-03T21:00:00Z'), new Date('2030-06-03T22:00:00Z'), ZONE), true);
    assert.equal(withinHours(nights, new Date('2030-06-03T21:00:00Z'), new Date('2030-06-03T22:30:00Z'), ZONE), false);
  });
});

describe('judging a carnet for a slot', () => {
  const monday = ['2030-06-03T06:00:00Z', '2030-06-03T07:00:00Z'] as const;
  const now = new Date('2030-06-01T10:00:00Z');

  it('an entry carnet pays one entry, whatever the length and the wallet', () => {
    assert.deepEqual(judgeCarnet(carnet(), slot('2030-06-03T06:00:00Z', '2030-06-03T10:00:00Z', 24_000), 50_000, now), {
      usable: true,
      reason: null,
      carnetPart: 1,
      walletPart: 0,
      shortfall: 0,
    });
  });

  it('a value carnet pays after the wallet’s available balance, and says what is short', () => {
    const value = carnet({ kind: 'amount', value: 50_000, remaining: 5000 });
    assert.deepEqual(judgeCarnet(value, slot(...monday), 1000, now), {
      usable: true,
      reason: null,
      carnetPart: 5000,
      walletPart: 1000,
      shortfall: 0,
    });
    assert.deepEqual(judgeCarnet(value, slot(...monday), 0, now), {
      usable: false,
      reason: 'insufficient_value',
      carnetPart: 5000,
      walletPart: 0,
      shortfall: 1000,
    });
    assert.equal(judgeCarnet(value, slot(...monday), -500, now).walletPart, 0, 'a negative balance pays nothing');
  });

  it('gives the most basic reason first', () => {
    const everything = carnet({ remaining: 0, sportTypeIds: [9], availableHours: [{ weekday: 7, from: '07:00', to: '08:00' }] });
    assert.equal(judgeCarnet(everything, slot(...monday), 0, now).reason, 'used_up');
    assert.equal(judgeCarnet(carnet({ sportTypeIds: [9] }), slot(...monday), 0, now).reason, 'not_for_this_court');
    assert.equal(judgeCarnet(carnet({ sportObjectIds: [2] }), slot(...monday), 0, now).reason, 'not_for_this_court');
    assert.equal(judgeCarnet(carnet({ venueId: 2 }), slot(...monday), 0, now).reason, 'not_for_this_court');
    assert.equal(
      judgeCarnet(carnet({ availableHours: [{ weekday: 7, from: '07:00', to: '08:00' }] }), slot(...monday), 0, now).reason,
      'outside_hours',
    );
    assert.equal(judgeCarnet(carnet({ expiresAt: new Date('2030-06-03T06:30:00Z') }), slot(...monday), 0, now).reason, 'expired');
  });
});
