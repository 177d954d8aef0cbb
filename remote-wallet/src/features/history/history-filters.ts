// The history's filters live in the URL (?type=a,b&from=&to=&venue=&page=), so a reload, the back
// button or a shared link show the same page of the same list.
import { WalletTransactionTypeSchema, type WalletTransactionLogFilters, type WalletTransactionType } from '@venue/api/schemas/wallet';
import { addCalendarDays, isCalendarDay } from '@venue/i18n';

export const TRANSACTION_TYPES: readonly WalletTransactionType[] = WalletTransactionTypeSchema.options;

/** Quick filters of the spec: the last N days, today included. */
export const QUICK_RANGES = [7, 30, 90] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];

/** Entries per page. */
export const HISTORY_PAGE_SIZE = 20;

export interface HistoryFilters {
  /** The types shown; empty for every type. */
  readonly types: readonly WalletTransactionType[];
  /** First calendar day (Europe/Warsaw), `YYYY-MM-DD`, or null for no start. */
  readonly from: string | null;
  /** Last calendar day (inclusive), or null for no end. */
  readonly to: string | null;
  readonly venueId: number | null;
  /** 1-based. */
  readonly page: number;
}

export const NO_FILTERS: HistoryFilters = { types: [], from: null, to: null, venueId: null, page: 1 };

function isType(value: string): value is WalletTransactionType {
  return (TRANSACTION_TYPES as readonly string[]).includes(value);
}

function positiveInt(value: string | null): number | null {
  return value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/** Reads the filters from the URL; anything malformed is left out rather than refused. */
export function parseHistoryFilters(params: URLSearchParams): HistoryFilters {
  const types = (params.get('type') ?? '').split(',').filter(isType);
  const from = params.get('from');
  const to = params.get('to');
  return {
    // In the schema's order, once each: the same choice always reads the same.
    types: TRANSACTION_TYPES.filter((type) => types.includes(type)),
    from: isCalendarDay(from) ? from : null,
    to: isCalendarDay(to) ? to : null,
    venueId: positiveInt(params.get('venue')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Writes the filters back, leaving defaults out so the plain URL stays plain. */
export function historyFiltersToParams(filters: HistoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.types.length > 0) params.set('type', filters.types.join(','));
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.venueId !== null) params.set('venue', String(filters.venueId));
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A changed filter shows its first page: page 4 of the old list means nothing in the new one. */
export function withFilter(filters: HistoryFilters, change: Partial<Omit<HistoryFilters, 'page'>>): HistoryFilters {
  return { ...filters, ...change, page: 1 };
}

export function toggleType(filters: HistoryFilters, type: WalletTransactionType, on: boolean): HistoryFilters {
  const chosen = new Set(filters.types);
  if (on) chosen.add(type);
  else chosen.delete(type);
  return withFilter(filters, { types: TRANSACTION_TYPES.filter((t) => chosen.has(t)) });
}

/** The from/to of a quick filter: the last `days` calendar days up to today. */
export function quickRange(days: QuickRange, today: string): { from: string; to: string } {
  return { from: addCalendarDays(today, -(days - 1)), to: today };
}

/** The quick filter the current range matches, if any (shown as pressed). */
export function activeQuickRange(filters: HistoryFilters, today: string): QuickRange | null {
  return (
    QUICK_RANGES.find((days) => {
      const range = quickRange(days, today);
      return filters.from === range.from && filters.to === range.to;
    }) ?? null
  );
}

export function isRangeValid(filters: HistoryFilters): boolean {
  return filters.from === null || filters.to === null || filters.to >= filters.from;
}

/**
 * How many filters narrow the list (types, days, venue), said on the collapsed filters' button
 * so a narrowed list is never mistaken for all of it.
 */
export function activeFilterCount(filters: HistoryFilters): number {
  return Number(filters.types.length > 0) + Number(filters.from !== null || filters.to !== null) + Number(filters.venueId !== null);
}

/** The API query of the filters (see `WalletTransactionLogQuerySchema`). */
export function historyQuery(filters: HistoryFilters): WalletTransactionLogFilters {
  return {
    type: filters.types.length > 0 ? filters.types : undefined,
    from: filters.from ?? undefined,
    to: filters.to ?? undefined,
    venue_id: filters.venueId ?? undefined,
    page: filters.page,
    page_size: HISTORY_PAGE_SIZE,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}
