import { freeCancellationUntil } from './free-cancellation';

describe('freeCancellationUntil', () => {
  it('is the venue’s number of hours before the start', () => {
    expect(freeCancellationUntil(new Date('2030-06-03T18:00:00Z'), 24).toISOString()).toBe('2030-06-02T18:00:00.000Z');
    expect(freeCancellationUntil(new Date('2030-06-03T18:00:00Z'), 0).toISOString()).toBe('2030-06-03T18:00:00.000Z');
  });
});
