import {
  activeFilterCount,
  activeQuickRange,
  filtersToParams,
  isRangeValid,
  isWithinDays,
  matchesFilters,
  parseFilters,
  queryWindow,
  quickRange,
  type ReservationFilters,
} from './reservation-filters';

const today = '2026-11-21';

/** The list a plain /my-reservations shows: the single tab from today, no cancelled ones, nothing narrowed. */
const DEFAULTS: ReservationFilters = {
  tab: 'single',
  from: today,
  to: null,
  showCancelled: false,
  onlyCancelled: false,
  venueId: null,
  weekday: null,
};

describe('reservation filters', () => {
  it('defaults to the single tab, upcoming from today, without cancelled ones', () => {
    expect(parseFilters(new URLSearchParams(), today)).toEqual(DEFAULTS);
    expect(filtersToParams(parseFilters(new URLSearchParams(), today), today).toString()).toBe('');
  });

  it('ignores malformed values instead of failing', () => {
    const filters = parseFilters(new URLSearchParams('tab=classes&from=2026-02-30&to=tomorrow&cancelled=yes'), today);
    expect(filters).toEqual(DEFAULTS);
  });

  it('round-trips through the URL', () => {
    const filters = {
      tab: 'recurring',
      from: '2026-11-01',
      to: '2026-11-30',
      showCancelled: true,
      onlyCancelled: false,
      venueId: 4,
      weekday: 6,
    } as const;
    expect(parseFilters(filtersToParams(filters, today), today)).toEqual(filters);
    const onlyCancelled = { ...filters, onlyCancelled: true };
    expect(filtersToParams(onlyCancelled, today).get('cancelled')).toBe('only');
    expect(parseFilters(filtersToParams(onlyCancelled, today), today)).toEqual(onlyCancelled);
  });

  it('quick filters cover N calendar days from today, across month ends', () => {
    expect(quickRange(7, today)).toEqual({ from: today, to: '2026-11-27' });
    expect(quickRange(30, today)).toEqual({ from: today, to: '2026-12-20' });
    expect(quickRange(90, today)).toEqual({ from: today, to: '2027-02-18' });
    expect(activeQuickRange({ ...DEFAULTS, to: '2026-12-20' }, today)).toBe(30);
    expect(activeQuickRange({ ...DEFAULTS, from: '2026-11-22', to: '2026-12-20' }, today)).toBeNull();
  });

  it('asks a day wider each side and trims to venue-local days', () => {
    const filters = { ...DEFAULTS, to: '2026-11-27' };
    expect(queryWindow(filters)).toEqual({ from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-29T00:00:00Z') });
    expect(queryWindow({ ...filters, to: null }).to).toBeUndefined();
    expect(isWithinDays('2026-11-20', filters)).toBe(false);
    expect(isWithinDays('2026-11-21', filters)).toBe(true);
    expect(isWithinDays('2026-11-27', filters)).toBe(true);
    expect(isWithinDays('2026-11-28', filters)).toBe(false);
    expect(isRangeValid({ ...filters, to: '2026-11-20' })).toBe(false);
  });
});

describe('venue, weekday and cancelled only (links from the statistics page)', () => {
  it('reads a venue id and an ISO weekday, and drops anything else', () => {
    const filters = parseFilters(new URLSearchParams('from=2026-10-01&to=2026-10-31&venue=3&weekday=2'), today);
    expect(filters).toMatchObject({ from: '2026-10-01', to: '2026-10-31', venueId: 3, weekday: 2 });
    for (const bad of ['venue=0&weekday=0', 'venue=-1&weekday=8', 'venue=abc&weekday=mon', 'venue=1.5&weekday=1.0']) {
      expect(parseFilters(new URLSearchParams(bad), today)).toMatchObject({ venueId: null, weekday: null });
    }
  });

  it('keeps a reservation only at that venue, on that venue-local weekday, within the days', () => {
    const october = { ...parseFilters(new URLSearchParams('from=2026-10-01&to=2026-10-31'), today) };
    // 2026-10-05 is a Monday, 2026-10-10 a Saturday.
    expect(matchesFilters({ venue_id: 1, state: 'active' }, '2026-10-05', october)).toBe(true);
    expect(matchesFilters({ venue_id: 1, state: 'active' }, '2026-10-05', { ...october, venueId: 2 })).toBe(false);
    expect(matchesFilters({ venue_id: 2, state: 'active' }, '2026-10-05', { ...october, venueId: 2 })).toBe(true);
    expect(matchesFilters({ venue_id: 2, state: 'active' }, '2026-10-05', { ...october, weekday: 1 })).toBe(true);
    expect(matchesFilters({ venue_id: 2, state: 'active' }, '2026-10-10', { ...october, weekday: 1 })).toBe(false);
    expect(matchesFilters({ venue_id: 2, state: 'active' }, '2026-10-10', { ...october, weekday: 6 })).toBe(true);
    expect(matchesFilters({ venue_id: 2, state: 'active' }, '2026-11-02', { ...october, weekday: 1 })).toBe(false);
  });

  it('with cancelled only, keeps cancelled reservations, late ones included, and no active one', () => {
    const cancelledOnly = parseFilters(new URLSearchParams('from=2026-10-01&to=2026-10-31&cancelled=only'), today);
    expect(cancelledOnly).toMatchObject({ showCancelled: true, onlyCancelled: true });
    expect(matchesFilters({ venue_id: 1, state: 'active' }, '2026-10-05', cancelledOnly)).toBe(false);
    expect(matchesFilters({ venue_id: 1, state: 'cancelled' }, '2026-10-05', cancelledOnly)).toBe(true);
    expect(matchesFilters({ venue_id: 1, state: 'cancelled_not_on_time' }, '2026-10-05', cancelledOnly)).toBe(true);
    expect(activeFilterCount(cancelledOnly, today)).toBe(2);
  });
});

describe('activeFilterCount', () => {
  const plain = parseFilters(new URLSearchParams(), today);

  it('counts the chosen days as one filter and "show cancelled" as another', () => {
    expect(activeFilterCount(plain, today)).toBe(0);
    expect(activeFilterCount({ ...plain, ...quickRange(7, today) }, today)).toBe(1);
    expect(activeFilterCount({ ...plain, from: '2026-11-25' }, today)).toBe(1);
    expect(activeFilterCount({ ...plain, from: '2026-11-25', to: '2026-11-30' }, today)).toBe(1);
    expect(activeFilterCount({ ...plain, showCancelled: true }, today)).toBe(1);
    expect(activeFilterCount({ ...plain, to: '2026-11-30', showCancelled: true }, today)).toBe(2);
    expect(activeFilterCount({ ...plain, venueId: 3, weekday: 1 }, today)).toBe(2);
  });

  it('does not count the tab, which is not a filter', () => {
    expect(activeFilterCount({ ...plain, tab: 'recurring' }, today)).toBe(0);
  });
});
