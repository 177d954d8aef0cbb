/*
 * The demo courses as plain data; `seed-demo-courses.ts` writes them. Dates are days from the
 * seeding day (venue time), so a demo always has courses ahead; one is under way (a late joiner
 * pays only what is left), one is full, one closed; children's and adults', per session and for
 * the whole course, every difficulty.
 */

export type DemoCourse = {
  venue: string;
  name: string;
  description: string;
  type: 'children' | 'adults';
  sport: string;
  court: string;
  /** A trainer of the venue by display name (`demo-classes-data.ts`). */
  trainer: string | null;
  weekdays: number[];
  time: [number, number];
  minutes: number;
  /** Days from today to the first and last day. */
  from: number;
  to: number;
  max: number | null;
  paymentType: 'per_session' | 'full_course';
  price: number;
  colour: string;
  difficulty: 1 | 2 | 3 | 4 | 5;
  open: boolean;
  ages: [number | null, number | null];
};

/** Venues whose second and later child of one parent in a course pays less, percent. */
export const DEMO_SIBLING_DISCOUNTS: Readonly<Record<string, number>> = { 'warszawa-mokotow': 10, 'lodz-atlas': 15 };

/** The full course is filled by demo parents' children (paid at the reception, spec §6). */
export const FULL_COURSE = 'Tenis – grupa zaawansowana';
export const FULL_COURSE_PARENTS = [
  { phone: '+48500600890', firstName: 'Ewelina', lastName: 'Mazur', email: 'ewelina.mazur.demo@example.com', child: 'Zosia' },
  { phone: '+48500600891', firstName: 'Robert', lastName: 'Krawczyk', email: 'robert.krawczyk.demo@example.com', child: 'Kuba' },
] as const;

export const DEMO_COURSES: readonly DemoCourse[] = [
  {
    venue: 'warszawa-mokotow',
    name: 'Mini tenis dla dzieci',
    description: 'Pierwsze kroki z rakietą: koordynacja, zabawa i proste uderzenia.',
    type: 'children',
    sport: 'tennis',
    court: 'Kort tenisowy 1',
    trainer: 'Marek Wiśniewski',
    weekdays: [2, 4],
    time: [16, 30],
    minutes: 60,
    from: -14,
    to: 42,
    max: 8,
    paymentType: 'per_session',
    price: 4500,
    colour: '#43a047',
    difficulty: 1,
    open: true,
    ages: [5, 8],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Squash junior – cały semestr',
    description: 'Technika, poruszanie się po korcie i pierwsze mecze; płatność za cały kurs.',
    type: 'children',
    sport: 'squash',
    court: 'Kort squash 3',
    trainer: 'Kasia Nowak',
    weekdays: [1, 3],
    time: [17, 0],
    minutes: 75,
    from: 3,
    to: 59,
    max: 6,
    paymentType: 'full_course',
    price: 48_000,
    colour: '#1e88e5',
    difficulty: 2,
    open: true,
    ages: [9, 14],
  },
  {
    venue: 'warszawa-mokotow',
    name: FULL_COURSE,
    description: 'Dla dzieci grających turniejowo: taktyka, serwis i gra podwójna.',
    type: 'children',
    sport: 'tennis',
    court: 'Kort tenisowy 2',
    trainer: 'Marek Wiśniewski',
    weekdays: [5],
    time: [16, 0],
    minutes: 90,
    from: 4,
    to: 46,
    max: 2,
    paymentType: 'per_session',
    price: 7000,
    colour: '#fdd835',
    difficulty: 4,
    open: true,
    ages: [10, 16],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Padel dla dorosłych – pakiet',
    description: 'Osiem sobotnich treningów w grupie czteroosobowej.',
    type: 'adults',
    sport: 'padel',
    court: 'Kort padel 1',
    trainer: 'Kasia Nowak',
    weekdays: [6],
    time: [10, 0],
    minutes: 90,
    from: 5,
    to: 54,
    max: 4,
    paymentType: 'full_course',
    price: 64_000,
    colour: '#8e24aa',
    difficulty: 3,
    open: true,
    ages: [18, null],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Squash wieczorny – liga',
    description: 'Zapisy zamknięte: grupa skompletowana na ten sezon.',
    type: 'adults',
    sport: 'squash',
    court: 'Kort squash 4',
    trainer: 'Piotr Kowalczyk',
    weekdays: [2],
    time: [19, 0],
    minutes: 60,
    from: 2,
    to: 44,
    max: 8,
    paymentType: 'per_session',
    price: 5500,
    colour: '#e53935',
    difficulty: 4,
    open: false,
    ages: [16, null],
  },
  {
    venue: 'krakow-wawel',
    name: 'Akademia tenisa',
    description: 'Zajęcia dla dzieci w dwóch grupach wiekowych, na kortach ziemnych.',
    type: 'children',
    sport: 'tennis',
    court: 'Kort tenisowy 1',
    trainer: 'Joanna Lewandowska',
    weekdays: [3, 5],
    time: [16, 0],
    minutes: 60,
    from: 1,
    to: 50,
    max: 10,
    paymentType: 'per_session',
    price: 5000,
    colour: '#fb8c00',
    difficulty: 2,
    open: true,
    ages: [7, 12],
  },
  {
    venue: 'gdansk-oliwa',
    name: 'Padel pro – przygotowanie do turnieju',
    description: 'Intensywny blok dla zaawansowanych: taktyka, kondycja, sparingi.',
    type: 'adults',
    sport: 'padel',
    court: 'Kort padel 1',
    trainer: 'Tomasz Kamiński',
    weekdays: [1, 4],
    time: [19, 30],
    minutes: 90,
    from: 2,
    to: 30,
    max: 6,
    paymentType: 'full_course',
    price: 90_000,
    colour: '#3949ab',
    difficulty: 5,
    open: true,
    ages: [16, null],
  },
  {
    venue: 'lodz-atlas',
    name: 'Squash rodzinny',
    description: 'Sobotnie zajęcia dla dzieci; bez limitu miejsc.',
    type: 'children',
    sport: 'squash',
    court: 'Kort squash 1',
    trainer: 'Ewa Wójcik',
    weekdays: [6],
    time: [11, 0],
    minutes: 60,
    from: 1,
    to: 60,
    max: null,
    paymentType: 'per_session',
    price: 3500,
    colour: '#00897b',
    difficulty: 1,
    open: true,
    ages: [6, 15],
  },
];
