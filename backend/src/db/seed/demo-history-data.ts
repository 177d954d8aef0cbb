/*
 * The demo player's play history as plain data; `seed-demo-history.ts` writes it. Each habit
 * repeats on a weekday and start (Warsaw wall clock) in the weeks of the month listed, over the
 * six months before the seeding month and this month so far, so /statistics has something to
 * show on first start: several venues and sports, a game across midnight, lessons, a class, a
 * child's course, cancellations, and more play lately than before (the trend goes up).
 */

export type DemoHabit = {
  venue: string;
  court: string;
  /** ISO weekday and start minute. */
  weekday: number;
  minute: number;
  minutes: number;
  /** Weeks of the month (1 = days 1–7 …) it happens in. */
  weeks: number[];
  /** Months back from the seeding month (0 = this month) it happens in. */
  monthsBack: number[];
  state?: 'cancelled' | 'cancelled_not_on_time';
  /** A private lesson with the demo trainer of this phone. */
  trainerPhone?: string;
  /** A place at this demo class (its occurrence is written too, as the generator would have). */
  className?: string;
};

const h = (hours: number, minutes = 0) => hours * 60 + minutes;
const ALL = [0, 1, 2, 3, 4, 5, 6];

export const DEMO_HISTORY: readonly DemoHabit[] = [
  { venue: 'warszawa-mokotow', court: 'Kort squash 1', weekday: 2, minute: h(18), minutes: 60, weeks: [1, 3], monthsBack: ALL },
  { venue: 'warszawa-mokotow', court: 'Kort squash 1', weekday: 4, minute: h(18, 30), minutes: 60, weeks: [2, 4], monthsBack: [0, 1, 2] },
  { venue: 'krakow-wawel', court: 'Kort tenisowy 1', weekday: 6, minute: h(10), minutes: 90, weeks: [2], monthsBack: ALL },
  { venue: 'gdansk-oliwa', court: 'Kort padel 1', weekday: 7, minute: h(11), minutes: 90, weeks: [1], monthsBack: [0, 1, 2, 3, 4] },
  // Late squash at the 24-hour club: from Friday into Saturday.
  { venue: 'lodz-atlas', court: 'Kort squash 1', weekday: 5, minute: h(23), minutes: 90, weeks: [3], monthsBack: [0, 1, 2, 3] },
  { venue: 'wroclaw-odra', court: 'Kort tenisowy 1', weekday: 3, minute: h(7), minutes: 60, weeks: [4], monthsBack: [4, 5, 6] },
  {
    venue: 'warszawa-mokotow',
    court: 'Kort squash 3',
    weekday: 3,
    minute: h(10),
    minutes: 60,
    weeks: [1],
    monthsBack: [0, 1, 2, 3],
    // Marek Wiśniewski: Kasia Nowak's one booked lesson stays the README's example.
    trainerPhone: '+48500600802',
  },
  {
    venue: 'warszawa-mokotow',
    court: 'Kort squash 4',
    weekday: 1,
    minute: h(18),
    minutes: 60,
    weeks: [2],
    monthsBack: ALL,
    className: 'Squash dla początkujących',
  },
  {
    venue: 'warszawa-mokotow',
    court: 'Kort squash 3',
    weekday: 1,
    minute: h(20),
    minutes: 60,
    weeks: [3],
    monthsBack: ALL,
    state: 'cancelled',
  },
  {
    venue: 'warszawa-mokotow',
    court: 'Kort squash 3',
    weekday: 5,
    minute: h(19),
    minutes: 60,
    weeks: [1],
    monthsBack: [0, 2, 4, 6],
    state: 'cancelled_not_on_time',
  },
];

/** The demo player's son and the past course he attended (8 Saturdays from 5 months back). */
export const DEMO_HISTORY_CHILD = { firstName: 'Staś', lastName: 'Demo', birthDate: '2016-05-12', gender: 'male' as const };
export const DEMO_HISTORY_COURSE = {
  venue: 'poznan-malta',
  court: 'Kort squash 2',
  sport: 'squash',
  name: 'Squash junior — kurs jesienny',
  description: 'Osiem sobotnich treningów squasha dla dzieci 8–12 lat.',
  weekday: 6,
  minute: h(9),
  minutes: 60,
  monthsBack: 5,
  weeks: 8,
  price: 3500,
};
