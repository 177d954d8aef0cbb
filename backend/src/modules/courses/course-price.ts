import { SERVICE_FEE_GROSZE, type CoursePrice, type CoursePriceLine } from '@venue/api';
import { sessionView, type Session } from './course-schedule.js';

export type PriceInput = {
  readonly paymentType: 'per_session' | 'full_course';
  /** Per session or for the whole course, as `paymentType` says. */
  readonly price: number;
  /** Every session of the course, in time order. */
  readonly sessions: readonly Session[];
  /** The span asked for (either end may be open). */
  readonly from: Date | null;
  readonly to: Date | null;
  readonly excludedDates: readonly string[];
  /** The sibling discount that applies to this enrolment, percent; 0: none. */
  readonly siblingPercent: number;
  readonly now: Date;
};

export type PriceOutcome =
  | { readonly kind: 'priced'; readonly price: CoursePrice; readonly attended: readonly Session[]; readonly siblingDiscount: number }
  /** `index` names the first excluded date that is no session of the course. */
  | { readonly kind: 'unknown_excluded_date'; readonly index: number }
  | { readonly kind: 'no_sessions' };

/**
 * The price of an enrolment from the real calendar (issue 27):
 * - the span is the sessions not started yet whose start lies in [from, to];
 * - `per_session`: the sessions of the span minus the excluded dates, each at the price;
 * - `full_course`: the course's price, less the share of the sessions outside the span (already
 *   held, or before the chosen start or after the chosen end): a late joiner pays
 *   round(price × sessions in span ÷ all sessions). Skipping a date does not lower a full course's
 *   price: the place is held for the whole course either way;
 * - the sibling discount takes its percent off the result (rounded to the grosz);
 * - a gateway adds the service fee; the wallet paying all of it does not (`subtotal` then).
 */
export function priceEnrollment(input: PriceInput): PriceOutcome {
  const dates = new Set(input.sessions.map((session) => session.date));
  const unknown = input.excludedDates.findIndex((date) => !dates.has(date));
  if (unknown >= 0) return { kind: 'unknown_excluded_date', index: unknown };
  const now = input.now.getTime();
  const span = input.sessions.filter(
    (session) =>
      session.start.getTime() > now &&
      (input.from === null || session.start.getTime() >= input.from.getTime()) &&
      (input.to === null || session.start.getTime() <= input.to.getTime()),
  );
  const excluded = new Set(input.excludedDates);
  const attended = span.filter((session) => !excluded.has(session.date));
  if (attended.length === 0) return { kind: 'no_sessions' };

  const lines: CoursePriceLine[] = [];
  if (input.paymentType === 'per_session') {
    lines.push({
      kind: 'sessions',
      quantity: attended.length,
      unit_price: input.price,
      percent: null,
      amount: attended.length * input.price,
    });
  } else {
    const count = input.sessions.length;
    lines.push({ kind: 'full_course', quantity: count, unit_price: input.price, percent: null, amount: input.price });
    const missed = count - span.length;
    if (missed > 0) {
      const charged = Math.round((input.price * span.length) / count);
      lines.push({
        kind: 'late_join',
        quantity: missed,
        unit_price: Math.floor(input.price / count),
        percent: null,
        amount: charged - input.price,
      });
    }
  }
  const priced = withSiblingDiscount(lines, input.siblingPercent);
  const subtotal = priced.lines.reduce((sum, line) => sum + line.amount, 0);
  const serviceFee = subtotal > 0 ? SERVICE_FEE_GROSZE : 0;
  return {
    kind: 'priced',
    attended,
    siblingDiscount: priced.discount,
    price: {
      lines: priced.lines,
      subtotal,
      service_fee: serviceFee,
      total: subtotal + serviceFee,
      sessions: attended.map((session) => sessionView(session, input.now)),
    },
  };
}

/**
 * The lines with the sibling discount as it stands now: any earlier discount line replaced by
 * `percent` % of the other lines (none at 0). Paying again recomputes an unpaid enrolment's price
 * with this, so a sibling's place that lapsed or was cancelled meanwhile is reflected.
 */
export function withSiblingDiscount(lines: readonly CoursePriceLine[], percent: number): { lines: CoursePriceLine[]; discount: number } {
  const kept = lines.filter((line) => line.kind !== 'sibling_discount');
  const before = kept.reduce((sum, line) => sum + line.amount, 0);
  const discount = percent > 0 ? Math.round((before * percent) / 100) : 0;
  if (discount === 0) return { lines: kept, discount: 0 };
  return { lines: [...kept, { kind: 'sibling_discount', quantity: 1, unit_price: discount, percent, amount: -discount }], discount };
}
