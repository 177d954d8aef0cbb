import type { CarnetHours, CarnetState, CarnetUnusableReason } from '@venue/api';
import type { userVenueCarnets } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import { addLocalDays, instantAt, localPosition } from '../venues/venue-time.js';

/*
 * The carnet rules (README "Carnets"), pure: what state a carnet is in, whether it can be used now
 * and for a given slot, and what it would pay. Every instant is judged in the venue's time zone.
 */

export type CarnetRow = typeof userVenueCarnets.$inferSelect;

/** End of the last valid day in the venue's zone: the day it was paid counts as the first. */
export function expiryOf(paidAt: Date, durationDays: number, zone: string): Date {
  const firstDay = localPosition(paidAt, zone).date;
  return instantAt(addLocalDays(firstDay, durationDays - 1, zone), 1440, zone);
}

/** The contract's state: the stored one, or for an active carnet `expired` / `used_up` as they apply. */
export function carnetStateOf(carnet: CarnetRow, now: Date): CarnetState {
  if (carnet.state !== 'active') return carnet.state;
  if (carnet.expiresAt && now.getTime() >= carnet.expiresAt.getTime()) return 'expired';
  if (carnet.remaining === 0) return 'used_up';
  return 'active';
}

/** Why the carnet cannot be used at all now; null when it can (for some slot). */
export function unavailableReasonNow(carnet: CarnetRow, now: Date): CarnetUnusableReason | null {
  const state = carnetStateOf(carnet, now);
  if (state === 'awaiting_payment' || state === 'payment_failed') return 'not_paid';
  if (state === 'expired') return 'expired';
  if (state === 'used_up') return 'used_up';
  return null;
}

/** Whether a carnet still valid at `now` (paid, not expired) would take a give-back. */
export function stillValid(carnet: CarnetRow, now: Date): boolean {
  return carnet.state === 'active' && carnet.expiresAt !== null && now.getTime() < carnet.expiresAt.getTime();
}

const minuteOf = (wallTime: string) => Number(wallTime.slice(0, 2)) * 60 + Number(wallTime.slice(3, 5));

/**
 * Whether [start, end) lies wholly inside one weekly window, in the venue's wall time (the weekday
 * of the start). No windows: whenever the venue is open, which the booking rules check themselves.
 */
export function withinHours(hours: readonly CarnetHours[], start: Date, end: Date, zone: string): boolean {
  if (hours.length === 0) return true;
  const from = localPosition(start, zone);
  const to = localPosition(end, zone);
  // A slot ending at midnight ends at minute 1440 of its start day; one running past it fits no window.
  const endMinute = to.date === from.date ? to.minute : to.minute === 0 && to.date === addLocalDays(from.date, 1, zone) ? 1440 : -1;
  if (endMinute < 0) return false;
  return hours.some(
    (window) => window.weekday === from.weekday && minuteOf(window.from) <= from.minute && endMinute <= minuteOf(window.to),
  );
}

/** A slot to judge a carnet for: its court, its time and its price (after partner cards). */
export type CarnetSlot = {
  venueId: number;
  sportTypeId: number;
  sportObjectId: number;
  start: Date;
  end: Date;
  price: number;
  zone: string;
};

export type CarnetJudgement = {
  usable: boolean;
  reason: CarnetUnusableReason | null;
  /** Entries (1) or grosze the carnet pays. */
  carnetPart: number;
  /** Grosze the wallet pays first (value carnets only). */
  walletPart: number;
  /** Grosze neither covers. */
  shortfall: number;
};

/**
 * One carnet for one slot. The reasons are checked in a fixed order (paid, expired, used up, court,
 * hours, value), so a carnet refused for several shows the most basic one. It must be valid for the
 * whole reservation, not only today. A value carnet pays only what the wallet's available balance
 * does not (spec §5: wallet funds first); an entry carnet pays one entry, whatever the length.
 */
export function judgeCarnet(carnet: CarnetRow, slot: CarnetSlot, walletAvailable: number, now: Date): CarnetJudgement {
  const refuse = (reason: CarnetUnusableReason, parts: Partial<CarnetJudgement> = {}): CarnetJudgement => ({
    usable: false,
    reason,
    carnetPart: 0,
    walletPart: 0,
    shortfall: 0,
    ...parts,
  });
  const refusedNow = unavailableReasonNow(carnet, now);
  if (refusedNow) return refuse(refusedNow);
  if (carnet.expiresAt && slot.end.getTime() > carnet.expiresAt.getTime()) return refuse('expired');
  const covers =
    carnet.venueId === slot.venueId &&
    (carnet.sportTypeIds.length === 0 || carnet.sportTypeIds.includes(slot.sportTypeId)) &&
    (carnet.sportObjectIds.length === 0 || carnet.sportObjectIds.includes(slot.sportObjectId));
  if (!covers) return refuse('not_for_this_court');
  if (!withinHours(carnet.availableHours, slot.start, slot.end, slot.zone)) return refuse('outside_hours');
  if (carnet.kind === 'entries') return { usable: true, reason: null, carnetPart: 1, walletPart: 0, shortfall: 0 };
  const walletPart = Math.min(Math.max(0, walletAvailable), slot.price);
  const rest = slot.price - walletPart;
  const carnetPart = Math.min(carnet.remaining, rest);
  const shortfall = rest - carnetPart;
  if (shortfall > 0) return refuse('insufficient_value', { carnetPart, walletPart, shortfall });
  return { usable: true, reason: null, carnetPart, walletPart, shortfall: 0 };
}

const REFUSALS: Record<CarnetUnusableReason, (judgement: CarnetJudgement) => ApiError> = {
  not_paid: () => new ApiError(422, 'CARNET_NOT_PAID', 'The pass is not paid (yet)'),
  expired: () => new ApiError(422, 'CARNET_EXPIRED', 'The pass has expired, or expires before the reservation ends'),
  used_up: () => new ApiError(422, 'CARNET_USED_UP', 'The pass has no entries or value left'),
  not_for_this_court: () => new ApiError(422, 'CARNET_NOT_FOR_THIS_COURT', 'The pass does not cover this court or sport'),
  outside_hours: () => new ApiError(422, 'CARNET_HOURS_NOT_MATCHED', 'The reservation is outside the pass’s hours'),
  insufficient_value: (judgement) =>
    new ApiError(422, 'CARNET_INSUFFICIENT_VALUE', 'The wallet and the pass’s value do not cover the price', {
      shortfall: judgement.shortfall,
    }),
};

/** The refusal of a carnet that cannot pay for the slot. */
export function carnetRefusal(judgement: CarnetJudgement): ApiError {
  return REFUSALS[judgement.reason ?? 'used_up'](judgement);
}

export const carnetNotFound = () => new ApiError(404, 'CARNET_NOT_FOUND', 'Pass not found');
