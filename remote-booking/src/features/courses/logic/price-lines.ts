// The price of an enrolment as the quote states it, each line worded: what the parent pays for
// (sessions × price, or the course's price), what is taken off (sessions already held for a late
// joiner, the sibling discount). The fee and the total are the checkout's price summary, which
// knows whether the wallet pays it all (then there is no fee).
import type { CoursePriceLine } from '@venue/api/schemas/course';

export interface PriceLineText {
  /** Key under `booking:courses.price.lines`. */
  readonly key: 'sessions' | 'fullCourse' | 'lateJoin' | 'siblingDiscount';
  /** `count` for plurals, `unit` and `percent` as the line says; grosze are formatted by the caller. */
  readonly count: number;
  readonly unit: number;
  readonly percent: number;
  readonly amount: number;
}

const KEYS: Readonly<Record<CoursePriceLine['kind'], PriceLineText['key']>> = {
  sessions: 'sessions',
  full_course: 'fullCourse',
  late_join: 'lateJoin',
  sibling_discount: 'siblingDiscount',
};

export function priceLineText(line: CoursePriceLine): PriceLineText {
  return { key: KEYS[line.kind], count: line.quantity, unit: line.unit_price, percent: line.percent ?? 0, amount: line.amount };
}
