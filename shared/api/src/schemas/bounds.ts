import * as v from 'valibot';

/**
 * One bounded id and one bounded date for every payload, so no value a schema lets through can
 * overflow a column or a date computation further down (a 5xx). Ids are PostgreSQL `integer`
 * keys; days and instants stay within a range no booking, payment or report can sensibly leave.
 */
export const MAX_ID = 2_147_483_647;
export const EARLIEST_DAY = '2000-01-01';
export const LATEST_DAY = '2100-12-31';

const EARLIEST_MS = Date.parse(`${EARLIEST_DAY}T00:00:00Z`);
const LATEST_MS = Date.parse(`${LATEST_DAY}T23:59:59.999Z`);

/** An id in a JSON body: an integer 1 … 2³¹−1. `typeKey` names the error when it is not a number at all. */
export const idSchema = (typeKey: 'validation.invalid' | 'validation.required' = 'validation.invalid') =>
  v.pipe(v.number(typeKey), v.integer('validation.invalid'), v.minValue(1, 'validation.invalid'), v.maxValue(MAX_ID, 'validation.invalid'));

export const IdSchema = idSchema();

const DIGITS_ID = /^[1-9]\d{0,9}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isBoundedDigits = (value: string) => DIGITS_ID.test(value) && Number(value) <= MAX_ID;

/** A positive integer id taken from a path segment or a query (`/venue/12` → `12`). */
export const IdParamSchema = v.pipe(v.string('validation.required'), v.check(isBoundedDigits, 'validation.invalid'), v.transform(Number));

/** A path segment naming a record by its numeric id or its uuid; kept as text, the handler tells which. */
export const IdOrUuidParamSchema = v.pipe(
  v.string('validation.required'),
  v.check((value) => isBoundedDigits(value) || UUID.test(value), 'validation.invalid'),
);

/** `me` or a numeric id, kept as text. */
export const MeOrIdParamSchema = v.pipe(
  v.string('validation.required'),
  v.check((value) => value === 'me' || isBoundedDigits(value), 'validation.invalid'),
);

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * A `YYYY-MM-DD` text naming a day that exists (2030-02-30 does not). Plain arithmetic: it runs
 * on every availability request, where parsing and printing a Date cost a twentieth of the API's CPU.
 */
function isCalendarDay(value: string): boolean {
  if (value.length !== 10 || value[4] !== '-' || value[7] !== '-') return false;
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(5, 7));
  const day = Number(value.slice(8, 10));
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= (month === 2 && leap ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0));
}

/** `YYYY-MM-DD` naming a real day (isoDate alone accepts 2030-02-30) from 2000 to 2100. */
export const CalendarDateSchema = v.pipe(
  v.string('validation.required'),
  v.isoDate('validation.invalid'),
  v.check(isCalendarDay, 'validation.invalid'),
  v.check((value) => value >= EARLIEST_DAY && value <= LATEST_DAY, 'validation.invalid'),
);

/** An instant with an offset, as the backend writes it (`2030-06-03T16:00:00.000Z`), from 2000 to 2100. */
export const IsoInstantSchema = v.pipe(
  v.string('validation.required'),
  v.isoTimestamp('validation.invalid'),
  v.check((value) => {
    const ms = Date.parse(value);
    return !Number.isNaN(ms) && ms >= EARLIEST_MS && ms <= LATEST_MS;
  }, 'validation.invalid'),
);
