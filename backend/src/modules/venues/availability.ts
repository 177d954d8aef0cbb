import { RESERVATION_DURATIONS } from '@venue/api';
import type { SportObject } from '../../db/schema/venues.js';
import { bandKey, type VenueCatalog } from './venue-catalog.js';
import { addLocalDays, instantAt, localDay, localPosition, minutesLabel } from './venue-time.js';

export const HALF_HOUR_MS = 30 * 60 * 1000;
const MIN_HALVES = Math.min(...RESERVATION_DURATIONS) / 30;
const MAX_HALVES = Math.max(...RESERVATION_DURATIONS) / 30;
/** The longest booking, so a query for a day can bound how early an overlapping booking may start. */
export const LONGEST_RESERVATION_MS = MAX_HALVES * HALF_HOUR_MS;

export type Interval = { start: Date; end: Date };

/**
 * A venue-day for one sport: half-hour cells from opening to closing, counted in real time so a
 * day with a daylight-saving change has one cell more or less, each priced at the band its local
 * start time falls in (null: no price band, so not bookable).
 */
export type DayGrid = {
  date: string;
  open: Date;
  close: Date;
  cells: number;
  cellPrice: (number | null)[];
  /** ISO instant of each cell boundary (cells + 1 of them), computed once for every answer. */
  cellIso: string[];
  /** Local `HH:MM` of each cell start. */
  cellLabel: string[];
};

export function dayGrid(catalog: VenueCatalog, sportTypeId: number, date: string): DayGrid | null {
  const zone = catalog.venue.timezone;
  const day = localDay(date, zone);
  const hours = catalog.hours.get(day.weekday);
  if (!hours) return null;
  const open = instantAt(date, hours.opensMinute, zone);
  const close = instantAt(date, hours.closesMinute, zone);
  const cells = Math.max(0, Math.floor((close.getTime() - open.getTime()) / HALF_HOUR_MS));
  const cellPrice: (number | null)[] = [];
  const cellLabel: string[] = [];
  for (let index = 0; index < cells; index += 1) {
    const position = localPosition(new Date(open.getTime() + index * HALF_HOUR_MS), zone);
    const band = catalog.bands
      .get(bandKey(sportTypeId, position.weekday))
      ?.find((item) => item.startMinute <= position.minute && position.minute < item.endMinute);
    cellPrice.push(band ? band.pricePerHourGrosze / 2 : null);
    cellLabel.push(minutesLabel(position.minute));
  }
  const cellIso = Array.from({ length: cells + 1 }, (_, index) => new Date(open.getTime() + index * HALF_HOUR_MS).toISOString());
  return { date, open, close, cells, cellPrice, cellIso, cellLabel };
}

export function cellStart(grid: DayGrid, index: number): Date {
  return new Date(grid.open.getTime() + index * HALF_HOUR_MS);
}

/** Cells covered by any of the busy intervals. */
export function busyCells(grid: DayGrid, busy: Interval[]): Uint8Array {
  const cells = new Uint8Array(grid.cells);
  const open = grid.open.getTime();
  for (const interval of busy) {
    const first = Math.max(0, Math.floor((interval.start.getTime() - open) / HALF_HOUR_MS));
    const last = Math.min(grid.cells, Math.ceil((interval.end.getTime() - open) / HALF_HOUR_MS));
    for (let index = first; index < last; index += 1) cells[index] = 1;
  }
  return cells;
}

export type SlotOption = { cell: number; start: Date; options: { minutes: number; end: Date; endCell: number; price: number }[] };

/** Every free start of the day (after `now`) with each allowed duration that fits and its price. */
export function freeSlots(grid: DayGrid, busy: Uint8Array, now: Date): SlotOption[] {
  const slots: SlotOption[] = [];
  for (let index = 0; index + MIN_HALVES <= grid.cells; index += 1) {
    const start = cellStart(grid, index);
    if (start.getTime() <= now.getTime()) continue;
    const options: SlotOption['options'] = [];
    let price = 0;
    for (let halves = 1; halves <= MAX_HALVES && index + halves <= grid.cells; halves += 1) {
      const cell = index + halves - 1;
      const cellPrice = grid.cellPrice[cell];
      if (busy[cell] || cellPrice === null || cellPrice === undefined) break;
      price += cellPrice;
      if (halves >= MIN_HALVES)
        options.push({ minutes: halves * 30, end: cellStart(grid, index + halves), endCell: index + halves, price });
    }
    if (options.length > 0) slots.push({ cell: index, start, options });
  }
  return slots;
}

/** Cells of the day (after `now`, with a price) that a booking covers: shown as taken, not closed. */
export function takenCells(grid: DayGrid, busy: Uint8Array, now: Date): number[] {
  const taken: number[] = [];
  for (let index = 0; index < grid.cells; index += 1) {
    if (busy[index] && grid.cellPrice[index] != null && cellStart(grid, index).getTime() > now.getTime()) taken.push(index);
  }
  return taken;
}

export function lastBookableDate(catalog: VenueCatalog, now: Date): string {
  const zone = catalog.venue.timezone;
  return addLocalDays(localPosition(now, zone).date, catalog.venue.maxAdvanceDays, zone);
}

export type SlotRefusal = 'invalid_duration' | 'in_past' | 'outside_opening_hours' | 'beyond_advance_limit';

export type SlotEvaluation =
  { ok: true; price: number; grid: DayGrid; firstCell: number; cells: number } | { ok: false; reason: SlotRefusal };

/** The venue's rules for one requested slot, before looking at other bookings. */
export function evaluateSlot(catalog: VenueCatalog, object: SportObject, start: Date, end: Date, now: Date): SlotEvaluation {
  const minutes = (end.getTime() - start.getTime()) / 60_000;
  if (!(RESERVATION_DURATIONS as readonly number[]).includes(minutes)) return { ok: false, reason: 'invalid_duration' };
  if (start.getTime() <= now.getTime()) return { ok: false, reason: 'in_past' };
  const date = localPosition(start, catalog.venue.timezone).date;
  const grid = dayGrid(catalog, object.sportTypeId, date);
  if (!grid) return { ok: false, reason: 'outside_opening_hours' };
  const offset = start.getTime() - grid.open.getTime();
  const cells = minutes / 30;
  const firstCell = offset / HALF_HOUR_MS;
  if (offset < 0 || !Number.isInteger(firstCell) || firstCell + cells > grid.cells) return { ok: false, reason: 'outside_opening_hours' };
  let price = 0;
  for (let index = firstCell; index < firstCell + cells; index += 1) {
    const cellPrice = grid.cellPrice[index];
    if (cellPrice === null || cellPrice === undefined) return { ok: false, reason: 'outside_opening_hours' };
    price += cellPrice;
  }
  if (date > lastBookableDate(catalog, now)) return { ok: false, reason: 'beyond_advance_limit' };
  return { ok: true, price, grid, firstCell, cells };
}

/** Free starts of the same length on the same court and day, nearest to the requested one first. */
export function nearestFreeStarts(grid: DayGrid, busy: Uint8Array, now: Date, requested: Date, minutes: number, limit = 3) {
  return freeSlots(grid, busy, now)
    .flatMap((slot) =>
      slot.options
        .filter((option) => option.minutes === minutes)
        .map((option) => ({ start: slot.start, end: option.end, price: option.price })),
    )
    .sort(
      (a, b) =>
        Math.abs(a.start.getTime() - requested.getTime()) - Math.abs(b.start.getTime() - requested.getTime()) ||
        a.start.getTime() - b.start.getTime(),
    )
    .slice(0, limit);
}
