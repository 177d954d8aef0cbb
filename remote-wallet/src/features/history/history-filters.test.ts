import {
  NO_FILTERS,
  activeFilterCount,
  activeQuickRange,
  historyFiltersToParams,
  historyQuery,
  isRangeValid,
  pageCount,
  parseHistoryFilters,
  quickRange,
  toggleType,
  withFilter,
} from './history-filters';

const read = (search: string) => parseHistoryFilters(new URLSearchParams(search));

describe('history filters in the URL', () => {
  it('reads the plain URL as the whole history, first page', () => {
    expect(read('')).toEqual(NO_FILTERS);
    expect(historyFiltersToParams(NO_FILTERS).toString()).toBe('');
  });

  it('round-trips several types, the days, the venue and the page', () => {
    const filters = read('type=withdrawal,refund_cancellation&from=2026-11-01&to=2026-11-30&venue=3&page=2');
    // Types in the schema's order, whatever order the URL had.
    expect(filters).toEqual({ types: ['refund_cancellation', 'withdrawal'], from: '2026-11-01', to: '2026-11-30', venueId: 3, page: 2 });
    expect(read(historyFiltersToParams(filters).toString())).toEqual(filters);
  });

  it('leaves out whatever is malformed instead of refusing the page', () => {
    expect(read('type=bogus,deposit,deposit&from=2026-02-30&to=yesterday&venue=0&page=-1')).toEqual({ ...NO_FILTERS, types: ['deposit'] });
  });

  it('shows the first page after any filter changes', () => {
    const onPage3 = { ...NO_FILTERS, page: 3 };
    expect(withFilter(onPage3, { venueId: 2 })).toEqual({ ...NO_FILTERS, venueId: 2 });
    expect(toggleType(onPage3, 'freeze', true)).toEqual({ ...NO_FILTERS, types: ['freeze'] });
    expect(toggleType({ ...NO_FILTERS, types: ['deposit', 'freeze'] }, 'deposit', false).types).toEqual(['freeze']);
  });

  it('has the spec’s quick ranges: the last 7, 30 and 90 days up to today', () => {
    expect(quickRange(7, '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(quickRange(30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(activeQuickRange({ ...NO_FILTERS, ...quickRange(90, '2026-11-26') }, '2026-11-26')).toBe(90);
    expect(activeQuickRange({ ...NO_FILTERS, from: '2026-11-20' }, '2026-11-26')).toBeNull();
  });

  it('counts the active filters and refuses an inverted range', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, types: ['deposit', 'freeze'], to: '2026-11-01', venueId: 1, page: 4 })).toBe(3);
    expect(isRangeValid({ ...NO_FILTERS, from: '2026-11-02', to: '2026-11-01' })).toBe(false);
    expect(isRangeValid({ ...NO_FILTERS, from: '2026-11-01', to: '2026-11-01' })).toBe(true);
  });

  it('asks the API for exactly the filters set, a page of 20', () => {
    expect(historyQuery(NO_FILTERS)).toEqual({
      type: undefined,
      from: undefined,
      to: undefined,
      venue_id: undefined,
      page: 1,
      page_size: 20,
    });
    expect(historyQuery({ types: ['deposit'], from: '2026-11-01', to: null, venueId: 2, page: 3 })).toMatchObject({
      type: ['deposit'],
      from: '2026-11-01',
      venue_id: 2,
      page: 3,
    });
    expect([pageCount(0, 20), pageCount(20, 20), pageCount(21, 20)]).toEqual([1, 1, 2]);
  });
});
