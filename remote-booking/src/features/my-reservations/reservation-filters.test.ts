import {
  activeFilterCount,
  activeQuickRange,
  filtersToParams,
  isRangeValid,
  isWithinDays,
  parseFilters,
  queryWindow,
  quickRange,
} from './reservation-filters';

const today = '2026-11-21';

describe('reservation filters', () => {
  it('defaults to the single tab, upcoming from today, without cancelled ones', () => {
    expect(parseFilters(new URLSearchParams(), today)).toEqual({ tab: 'single', from: today, to: null, showCancelled: false });
    expect(filtersToParams(parseFilters(new URLSearchParams(), today), today).toString()).toBe('');
  });

  it('ignores malformed values instead of failing', () => {
    const filters = parseFilters(new URLSearchParams('tab=classes&from=2026-02-30&to=tomorrow&cancelled=yes'), today);
    expect(filters).toEqual({ tab: 'single', from: today, to: null, showCancelled: false });
  });

  it('round-trips through the URL', () => {
    const filters = { tab: 'recurring', from: '2026-11-01', to: '2026-11-30', showCancelled: true } as const;
    expect(parseFilters(filtersToParams(filters, today), today)).toEqual(filters);
  });

  it('quick filters cover N calendar days from today, across month ends', () => {
    expect(quickRange(7, today)).toEqual({ from: today, to: '2026-11-27' });
    expect(quickRange(30, today)).toEqual({ from: today, to: '2026-12-20' });
    expect(quickRange(90, today)).toEqual({ from: today, to: '2027-02-18' });
    expect(activeQuickRange({ tab: 'single', from: today, to: '2026-12-20', showCancelled: false }, today)).toBe(30);
    expect(activeQuickRange({ tab: 'single', from: '2026-11-22', to: '2026-12-20', showCancelled: false }, today)).toBeNull();
  });

  it('asks a day wider each side and trims to venue-local days', () => {
    const filters = { tab: 'single', from: '2026-11-21', to: '2026-11-27', showCancelled: false } as const;
    expect(queryWindow(filters)).toEqual({ from: new Date('2026-11-20T00:00:00Z'), to: new Date('2026-11-29T00:00:00Z') });
    expect(queryWindow({ ...filters, to: null }).to).toBeUndefined();
    expect(isWithinDays('2026-11-20', filters)).toBe(false);
    expect(isWithinDays('2026-11-21', filters)).toBe(true);
    expect(isWithinDays('2026-11-27', filters)).toBe(true);
    expect(isWithinDays('2026-11-28', filters)).toBe(false);
    expect(isRangeValid({ ...filters, to: '2026-11-20' })).toBe(false);
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
  });

  it('does not count the tab, which is not a filter', () => {
    expect(activeFilterCount({ ...plain, tab: 'recurring' }, today)).toBe(0);
  });
});
