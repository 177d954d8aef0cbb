import { makeUserCarnet } from '../../../testing/carnets';
import { classCarnetChoices, classCarnetReason, usableCarnets, withinCarnetHours } from './class-carnets';

const ZONE = 'Europe/Warsaw';
// Wednesday 2 Dec 2026, 08:00–09:00 in Warsaw (UTC+1).
const morning = {
  sport_type_id: 1,
  venue_sport_object_id: 11,
  start_time: '2026-12-02T07:00:00.000Z',
  end_time: '2026-12-02T08:00:00.000Z',
};
const evening = { ...morning, start_time: '2026-12-02T16:00:00.000Z', end_time: '2026-12-02T17:00:00.000Z' };

describe('classCarnetReason', () => {
  it('takes a paid carnet for the class’s sport inside its hours', () => {
    expect(classCarnetReason(makeUserCarnet(), morning, ZONE)).toBeNull();
  });

  it('gives the carnet’s own reason when it cannot be used at all', () => {
    expect(classCarnetReason(makeUserCarnet({ available: false, unavailable_reason: 'used_up' }), morning, ZONE)).toBe('used_up');
    expect(classCarnetReason(makeUserCarnet({ available: false, unavailable_reason: null }), morning, ZONE)).toBe('not_paid');
  });

  it('refuses one that expires before the class ends', () => {
    expect(classCarnetReason(makeUserCarnet({ expires_at: '2026-12-02T07:30:00.000Z' }), morning, ZONE)).toBe('expired');
  });

  it('refuses another sport or court', () => {
    expect(classCarnetReason(makeUserCarnet({ sport_type_ids: [2] }), morning, ZONE)).toBe('not_for_this_court');
    expect(classCarnetReason(makeUserCarnet({ venue_sport_object_ids: [12] }), morning, ZONE)).toBe('not_for_this_court');
  });

  it('refuses a class outside the carnet’s weekly hours, in the venue’s wall time', () => {
    expect(classCarnetReason(makeUserCarnet(), evening, ZONE)).toBe('outside_hours');
    expect(withinCarnetHours([{ weekday: 3, from: '17:00', to: '18:00' }], evening, ZONE)).toBe(true);
    expect(withinCarnetHours([{ weekday: 4, from: '17:00', to: '18:00' }], evening, ZONE)).toBe(false);
    expect(withinCarnetHours([{ weekday: 3, from: '17:30', to: '24:00' }], evening, ZONE)).toBe(false);
    expect(withinCarnetHours([], evening, ZONE)).toBe(true);
  });

  it('fits a class ending at midnight into a window up to 24:00', () => {
    const late = { ...morning, start_time: '2026-12-02T22:00:00.000Z', end_time: '2026-12-02T23:00:00.000Z' };
    expect(withinCarnetHours([{ weekday: 3, from: '22:00', to: '24:00' }], late, ZONE)).toBe(true);
  });
});

describe('classCarnetChoices', () => {
  it('keeps the venue’s carnets but not a failed purchase, each with its reason', () => {
    const choices = classCarnetChoices(
      [
        makeUserCarnet({ id: 1 }),
        makeUserCarnet({ id: 2, venue_id: 9 }),
        makeUserCarnet({ id: 3, state: 'payment_failed', available: false, unavailable_reason: 'not_paid' }),
        makeUserCarnet({ id: 4, name: 'Tenis', sport_type_ids: [2] }),
      ],
      2,
      morning,
      ZONE,
    );
    expect(choices).toEqual([
      { id: 1, name: 'Poranny squash', reason: null },
      { id: 4, name: 'Tenis', reason: 'not_for_this_court' },
    ]);
    expect(usableCarnets(choices).map((item) => item.id)).toEqual([1]);
  });
});
