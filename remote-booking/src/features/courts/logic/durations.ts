import { slotMinutes } from '@venue/api/schemas/venue';

export interface DurationOption {
  readonly minutes: number;
  /** Grosze, before partner cards and without the online fee. */
  readonly price: number;
}

/** The durations a free slot can be booked for: `prices[i]` is the price of 60 + 30·i minutes. */
export function durationOptions(prices: readonly number[]): DurationOption[] {
  return prices.map((price, index) => ({ minutes: slotMinutes(index), price })).filter((option) => option.minutes <= 240);
}

/** The price of `minutes` at this slot, or null when the slot is too short for it. */
export function priceFor(prices: readonly number[], minutes: number): number | null {
  if (minutes < 60 || minutes % 30 !== 0) return null;
  return prices[(minutes - 60) / 30] ?? null;
}
