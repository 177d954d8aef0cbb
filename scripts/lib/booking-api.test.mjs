import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { venueDay } from './booking-api.mjs';

describe('venueDay', () => {
  it('counts days from today in Warsaw, not in UTC', () => {
    // 23:30 UTC on 30 June is already 1 July in Warsaw (UTC+2).
    const now = new Date('2026-06-30T23:30:00Z');
    assert.equal(venueDay(0, now), '2026-07-01');
    assert.equal(venueDay(2, now), '2026-07-03');
  });

  it('crosses month and year ends', () => {
    assert.equal(venueDay(1, new Date('2026-12-31T10:00:00Z')), '2027-01-01');
  });
});
