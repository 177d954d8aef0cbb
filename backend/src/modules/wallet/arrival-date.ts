import { DateTime } from 'luxon';
import { isBankWorkingDay, nextBankWorkingDay } from './polish-bank-days.js';

export const BANK_TIME_ZONE = 'Europe/Warsaw';

/** Payouts confirmed before this hour (Warsaw) of a bank working day leave in that day's last Elixir session. */
export const PAYOUT_CUT_OFF_HOUR = 14;

/**
 * The day a confirmed withdrawal should reach the player's account (README "Wallet"): the transfer
 * leaves on the day of confirmation when that is a bank working day and it is before 14:00 in
 * Warsaw, otherwise on the next bank working day; it is booked on the recipient's account the bank
 * working day after it left (Elixir settles in sessions; the last one of a day is credited by the
 * next morning). So Monday 10:00 → Tuesday, Monday 15:00 → Wednesday, Friday 15:00 → Tuesday.
 */
export function expectedArrivalDate(confirmedAt: Date): string {
  const local = DateTime.fromJSDate(confirmedAt, { zone: BANK_TIME_ZONE });
  const day = local.startOf('day');
  const leaves = isBankWorkingDay(day) && local.hour < PAYOUT_CUT_OFF_HOUR ? day : nextBankWorkingDay(day);
  return nextBankWorkingDay(leaves).toISODate() ?? '';
}
