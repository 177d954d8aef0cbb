import { groupSeries, singleReservations } from './group-series';
import { nearestReservation } from '../../lib/reservations/reservation-status';
import { makeReservation } from '../../testing/reservation-pages';

describe('grouping reservations', () => {
  const a1 = makeReservation({ id: 1, parent_id: 5, start_time: '2030-06-10T16:00:00.000Z', payment_status: 'paid' });
  const b1 = makeReservation({ id: 2, parent_id: 6, start_time: '2030-06-04T10:00:00.000Z', payment_status: 'unpaid' });
  const a0 = makeReservation({ id: 3, parent_id: 5, start_time: '2030-06-03T16:00:00.000Z', payment_status: 'pending_online' });
  const a2 = makeReservation({ id: 4, parent_id: 5, start_time: '2030-06-17T16:00:00.000Z', payment_status: 'unpaid', state: 'cancelled' });
  const single = makeReservation({ id: 9, parent_id: null });

  it('keeps single reservations apart from series', () => {
    expect(singleReservations([a1, single, b1]).map((r) => r.id)).toEqual([9]);
  });

  it('groups by parent id with the first occurrence, the active count and the unpaid active ones', () => {
    // The cancelled a2 is not counted: the tab says what the series page's heading says.
    expect(groupSeries([a1, b1, a0, a2, single])).toEqual([
      { parentId: 5, first: a0, occurrences: 2, unpaid: 1 },
      { parentId: 6, first: b1, occurrences: 1, unpaid: 1 },
    ]);
  });

  it('finds the next active reservation that has not ended', () => {
    const now = new Date('2030-06-03T16:30:00.000Z');
    const ended = makeReservation({ start_time: '2030-06-02T10:00:00.000Z', end_time: '2030-06-02T11:00:00.000Z' });
    const cancelled = makeReservation({ state: 'cancelled', start_time: '2030-06-03T16:00:00.000Z', end_time: '2030-06-03T17:00:00.000Z' });
    const ongoing = makeReservation({ start_time: '2030-06-03T16:00:00.000Z', end_time: '2030-06-03T17:00:00.000Z' });
    expect(nearestReservation([ended, cancelled, ongoing, a1], now)).toBe(ongoing);
    expect(nearestReservation([ended, cancelled], now)).toBeNull();
  });
});
