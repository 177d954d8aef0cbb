/*
 * The demo owner, trainers and group classes as plain data; `seed-demo-classes.ts` writes them.
 * Venues and courts are named by slug and name, sports by code, as in `demo-data.ts`.
 */

/** The demo venue owner (Warszawa and Łódź): signs in like anyone and may accept trainers there. */
export const DEMO_OWNER_PHONE = '+48500600800';
export const DEMO_OWNER_EMAIL = 'olga.demo@example.com';

export type DemoTrainer = {
  phone: string;
  firstName: string;
  lastName: string;
  /** Confirmed (demo-user.ts): a demo trainer signs in straight into the app. */
  email: string;
  venue: string;
  displayName: string;
  about: string;
  sports: string[];
  /** Court names the trainer may use. */
  courts: string[];
  pricePerHour: number;
  status: 'pending' | 'accepted';
  visibility: 'visible' | 'hidden';
};

const h = (hour: number) => hour * 60;
const WEEKDAYS = [1, 2, 3, 4, 5];

/** A new trainer profile's working week: weekdays 7–21, Saturday 8–14. */
export const DEMO_TRAINER_HOURS: readonly { weekday: number; fromMinute: number; toMinute: number }[] = [
  ...WEEKDAYS.map((weekday) => ({ weekday, fromMinute: h(7), toMinute: h(21) })),
  { weekday: 6, fromMinute: h(8), toMinute: h(14) },
];

/** The trainer the README names for the trainer area: accepted at Warszawa, with hours, classes and a booked lesson. */
export const DEMO_LESSON_TRAINER_PHONE = '+48500600801';

export const DEMO_TRAINERS: readonly DemoTrainer[] = [
  {
    phone: '+48500600801',
    firstName: 'Katarzyna',
    lastName: 'Nowak',
    email: 'kasia.nowak.demo@example.com',
    venue: 'warszawa-mokotow',
    displayName: 'Kasia Nowak',
    about: 'Instruktorka squasha i padla, 10 lat na korcie. Uczy od podstaw i szlifuje technikę.',
    sports: ['squash', 'padel'],
    courts: ['Kort squash 1', 'Kort squash 2', 'Kort squash 3', 'Kort squash 4', 'Kort padel 1', 'Kort padel 2'],
    pricePerHour: 8000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600802',
    firstName: 'Marek',
    lastName: 'Wiśniewski',
    email: 'marek.wisniewski.demo@example.com',
    venue: 'warszawa-mokotow',
    displayName: 'Marek Wiśniewski',
    about: 'Trener tenisa i squasha z licencją PZT; treningi techniczne i taktyczne.',
    sports: ['tennis', 'squash'],
    courts: ['Kort tenisowy 1', 'Kort tenisowy 2', 'Kort squash 3', 'Kort squash 4'],
    pricePerHour: 10_000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600803',
    firstName: 'Aleksandra',
    lastName: 'Zielińska',
    email: 'ola.zielinska.demo@example.com',
    venue: 'warszawa-mokotow',
    displayName: 'Ola Zielińska',
    about: 'Nowa w klubie: czeka na akceptację właściciela.',
    sports: ['padel'],
    courts: ['Kort padel 1', 'Kort padel 2'],
    pricePerHour: 7000,
    status: 'pending',
    visibility: 'visible',
  },
  {
    phone: '+48500600804',
    firstName: 'Piotr',
    lastName: 'Kowalczyk',
    email: 'piotr.kowalczyk.demo@example.com',
    venue: 'warszawa-mokotow',
    displayName: 'Piotr Kowalczyk',
    about: 'Prowadzi zajęcia poranne; prywatnych lekcji online nie przyjmuje.',
    sports: ['tennis'],
    courts: ['Kort tenisowy 2'],
    pricePerHour: 9000,
    status: 'accepted',
    visibility: 'hidden',
  },
  {
    phone: '+48500600805',
    firstName: 'Joanna',
    lastName: 'Lewandowska',
    email: 'joanna.lewandowska.demo@example.com',
    venue: 'krakow-wawel',
    displayName: 'Joanna Lewandowska',
    about: 'Tenis ziemny dla dzieci i dorosłych.',
    sports: ['tennis'],
    courts: ['Kort tenisowy 1', 'Kort tenisowy 2', 'Kort tenisowy 3'],
    pricePerHour: 9000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600806',
    firstName: 'Tomasz',
    lastName: 'Kamiński',
    email: 'tomasz.kaminski.demo@example.com',
    venue: 'gdansk-oliwa',
    displayName: 'Tomasz Kamiński',
    about: 'Padel od pierwszego odbicia po turnieje.',
    sports: ['padel'],
    courts: ['Kort padel 1', 'Kort padel 2', 'Kort padel 3', 'Kort padel 4'],
    pricePerHour: 8000,
    status: 'accepted',
    visibility: 'visible',
  },
  {
    phone: '+48500600807',
    firstName: 'Ewa',
    lastName: 'Wójcik',
    email: 'ewa.wojcik.demo@example.com',
    venue: 'lodz-atlas',
    displayName: 'Ewa Wójcik',
    about: 'Squash o każdej porze: treningi dla posiadaczy karnetów.',
    sports: ['squash'],
    courts: ['Kort squash 1', 'Kort squash 2', 'Kort squash 3'],
    pricePerHour: 7000,
    status: 'accepted',
    visibility: 'visible',
  },
];

export type DemoClass = {
  venue: string;
  name: string;
  description: string;
  sport: string;
  level: 'beginner' | 'intermediate' | 'advanced' | 'all';
  trainerPhone: string | null;
  court: string;
  minutes: number;
  max: number | null;
  carnetRequired: boolean;
  /** [ISO weekday, start minute] */
  weekly: [number, number][];
  /** Days from today (venue time) and start minute of a class held on single dates only. */
  single?: [number, number][];
  prices: [string, number][];
};

export const DEMO_CLASSES: readonly DemoClass[] = [
  {
    venue: 'warszawa-mokotow',
    name: 'Squash dla początkujących',
    description: 'Podstawy techniki, poruszania się po korcie i zasad gry. Rakiety do wypożyczenia.',
    sport: 'squash',
    level: 'beginner',
    trainerPhone: '+48500600801',
    court: 'Kort squash 4',
    minutes: 60,
    max: 6,
    carnetRequired: false,
    weekly: [
      [1, h(18)],
      [3, h(18)],
    ],
    prices: [
      ['Normalny', 4000],
      ['Studencki', 3000],
      ['Z kartą partnerską', 2500],
    ],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Tenis — technika',
    description: 'Forhend, bekhend i serwis pod okiem trenera, w grupie do 8 osób.',
    sport: 'tennis',
    level: 'intermediate',
    trainerPhone: '+48500600802',
    court: 'Kort tenisowy 2',
    minutes: 90,
    max: 8,
    carnetRequired: false,
    weekly: [[2, h(17)]],
    prices: [
      ['Normalny', 6000],
      ['Studencki', 4500],
    ],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Padel — gra kontrolowana',
    description: 'Mecze z komentarzem trenera: ustawienie, wolej i gra przy ścianie.',
    sport: 'padel',
    level: 'all',
    trainerPhone: '+48500600801',
    court: 'Kort padel 2',
    minutes: 90,
    max: 8,
    carnetRequired: false,
    weekly: [[4, h(20)]],
    prices: [['Normalny', 5500]],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Squash — trening zaawansowany',
    description: 'Intensywny trening dla grających ligowo: drive, boast i gra pod presją.',
    sport: 'squash',
    level: 'advanced',
    trainerPhone: '+48500600802',
    court: 'Kort squash 4',
    minutes: 60,
    max: 4,
    carnetRequired: false,
    weekly: [[5, h(7)]],
    prices: [['Normalny', 5000]],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Poranny tenis',
    description: 'Sobotnia rozgrzewka z tenisem dla każdego; bez limitu miejsc.',
    sport: 'tennis',
    level: 'all',
    trainerPhone: '+48500600804',
    court: 'Kort tenisowy 2',
    minutes: 60,
    max: null,
    carnetRequired: false,
    weekly: [[6, h(9)]],
    prices: [['Normalny', 3000]],
  },
  {
    venue: 'warszawa-mokotow',
    name: 'Otwarty trening padla',
    description: 'Jednorazowe zajęcia pokazowe dla nowych graczy.',
    sport: 'padel',
    level: 'beginner',
    trainerPhone: '+48500600801',
    court: 'Kort padel 2',
    minutes: 120,
    max: 12,
    carnetRequired: false,
    weekly: [],
    single: [[10, h(12)]],
    prices: [['Normalny', 2000]],
  },
  {
    venue: 'lodz-atlas',
    name: 'Squash z karnetem',
    description: 'Trening grupowy dla posiadaczy karnetu Atlas.',
    sport: 'squash',
    level: 'all',
    trainerPhone: '+48500600807',
    court: 'Kort squash 3',
    minutes: 60,
    max: 8,
    carnetRequired: true,
    weekly: [
      [1, h(19)],
      [4, h(19)],
    ],
    prices: [['Wejście z karnetem', 0]],
  },
  {
    venue: 'lodz-atlas',
    name: 'Nocny squash',
    description: 'Trening po godzinach, bo Atlas jest otwarty całą dobę.',
    sport: 'squash',
    level: 'intermediate',
    trainerPhone: '+48500600807',
    court: 'Kort squash 3',
    minutes: 60,
    max: 6,
    carnetRequired: true,
    weekly: [[3, h(22)]],
    prices: [['Wejście z karnetem', 0]],
  },
];

/** Two demo players take places at every upcoming "Squash dla początkujących" (6 places: 4 left). */
export const CAPACITY_CLASS = 'Squash dla początkujących';
export const SIGNED_UP_PHONES = ['+48500600811', '+48500600812'];

/** Every account these demo data add: the owner, the trainers and the two signed-up players. */
export const DEMO_CLASSES_PHONES: readonly string[] = [
  DEMO_OWNER_PHONE,
  ...DEMO_TRAINERS.map((trainer) => trainer.phone),
  ...SIGNED_UP_PHONES,
];
