/**
 * Demo venues in Polish cities. Together they exercise every booking path: peak and off-peak
 * prices, weekend prices, a venue bookable only 3 days ahead and taking no bank transfers (Gdańsk,
 * BLIK only online), one taking partner cards (Kraków, at most 2 per reservation), a pass-only
 * venue open round the clock (Łódź, also the daylight-saving example), and regulations with
 * consents everywhere.
 */

import { PAYMENT_METHOD_BLIK } from '@venue/api';

export type SportCode = 'squash' | 'tennis' | 'padel';

export type DemoSportType = { code: SportCode; name: string };

export type DemoSportObject = {
  sport: SportCode;
  name: string;
  surface: string | null;
  isIndoor: boolean;
  courtType: string;
  tags: string[];
};

export type DemoBand = {
  weekdays: number[];
  from: number;
  to: number;
  label: 'off_peak' | 'peak' | 'weekend';
  perHour: Record<SportCode, number>;
};

export type DemoVenue = {
  slug: string;
  name: string;
  city: string;
  address: string;
  maxAdvanceDays: number;
  freeCancellationHours: number;
  passOnly: boolean;
  maxPartnerCards: number;
  /** Fair-use settings where the venue differs from the defaults (`venues` columns). */
  fairUse?: {
    maxActiveReservations?: number;
    maxUnpaidOnSiteReservations?: number;
    maxSeriesOccurrences?: number;
    doorOpensUnpaid?: boolean;
  };
  /** Gateway methods the venue takes online where not every one (`venues.online_payment_methods`). */
  onlinePaymentMethods?: number[];
  /** [weekdays, opens minute, closes minute] */
  hours: [number[], number, number][];
  bands: DemoBand[];
  regulations: { code: string; kind: 'regulation' | 'consent'; title: string; url: string | null; required: boolean }[];
  partnerCards: { code: string; name: string; discountGrosze: number }[];
  objects: DemoSportObject[];
};

export const DEMO_TIMEZONE = 'Europe/Warsaw';

export const DEMO_SPORT_TYPES: DemoSportType[] = [
  { code: 'squash', name: 'Squash' },
  { code: 'tennis', name: 'Tenis' },
  { code: 'padel', name: 'Padel' },
];

const WEEKDAYS = [1, 2, 3, 4, 5];
const WEEKEND = [6, 7];
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];
const h = (hour: number) => hour * 60;

/** Prices per hour in grosze (even, so half hours stay whole grosze). */
const OFF_PEAK = { squash: 6000, tennis: 7000, padel: 10000 };
const PEAK = { squash: 9000, tennis: 11000, padel: 16000 };
const WEEKEND_PRICES = { squash: 8000, tennis: 10000, padel: 14000 };

const STANDARD_HOURS: DemoVenue['hours'] = [
  [WEEKDAYS, h(7), h(23)],
  [WEEKEND, h(8), h(22)],
];

const STANDARD_BANDS: DemoBand[] = [
  { weekdays: WEEKDAYS, from: h(7), to: h(16), label: 'off_peak', perHour: OFF_PEAK },
  { weekdays: WEEKDAYS, from: h(16), to: h(23), label: 'peak', perHour: PEAK },
  { weekdays: WEEKEND, from: h(8), to: h(22), label: 'weekend', perHour: WEEKEND_PRICES },
];

/**
 * The sample venue regulations PDF the host's build writes (`host/build/legal-texts.ts`,
 * path `DEMO_VENUE_REGULATIONS_PATH`), relative so it opens from the host's own origin.
 */
export const DEMO_VENUE_REGULATIONS_URL = '/docs/regulamin-obiektu-demo.pdf';

function regulationsOf(withMarketingConsent: boolean): DemoVenue['regulations'] {
  return [
    { code: 'terms', kind: 'regulation', title: 'Regulamin obiektu', url: DEMO_VENUE_REGULATIONS_URL, required: true },
    {
      code: 'privacy',
      kind: 'consent',
      title: 'Zgoda na przetwarzanie danych osobowych w celu realizacji rezerwacji',
      url: null,
      required: true,
    },
    ...(withMarketingConsent
      ? [{ code: 'marketing', kind: 'consent' as const, title: 'Zgoda na informacje o promocjach obiektu', url: null, required: false }]
      : []),
  ];
}

function courts(
  sport: SportCode,
  label: string,
  count: number,
  surface: string | null,
  options: { isIndoor?: boolean; courtType?: string; tags?: string[] } = {},
): DemoSportObject[] {
  const isIndoor = options.isIndoor ?? true;
  return Array.from({ length: count }, (_, index) => ({
    sport,
    name: `${label} ${index + 1}`,
    surface,
    isIndoor,
    courtType: options.courtType ?? (isIndoor ? 'indoor' : 'outdoor'),
    tags: options.tags ?? [],
  }));
}

const base = { freeCancellationHours: 24, passOnly: false, maxPartnerCards: 0, maxAdvanceDays: 30, partnerCards: [] };

export const DEMO_VENUES: DemoVenue[] = [
  {
    ...base,
    slug: 'warszawa-mokotow',
    name: 'Klub Sportowy Mokotów',
    city: 'Warszawa',
    address: 'ul. Puławska 182, 02-670 Warszawa',
    hours: STANDARD_HOURS,
    bands: STANDARD_BANDS,
    regulations: regulationsOf(true),
    objects: [
      ...courts('squash', 'Kort squash', 4, null, { tags: ['klimatyzacja'] }),
      ...courts('tennis', 'Kort tenisowy', 2, 'hard', { tags: ['oświetlenie'] }),
      ...courts('padel', 'Kort padel', 2, 'sztuczna trawa', { courtType: 'panoramic', tags: ['szklane ściany'] }),
    ],
  },
  {
    ...base,
    slug: 'krakow-wawel',
    name: 'Centrum Rakietowe Wawel',
    city: 'Kraków',
    address: 'ul. Konopnickiej 24, 30-302 Kraków',
    freeCancellationHours: 12,
    maxPartnerCards: 2,
    partnerCards: [
      { code: 'multisport', name: 'Multisport', discountGrosze: 1500 },
      { code: 'medicover-sport', name: 'Medicover Sport', discountGrosze: 1200 },
    ],
    hours: STANDARD_HOURS,
    bands: STANDARD_BANDS,
    regulations: regulationsOf(false),
    objects: [
      ...courts('squash', 'Kort squash', 3, null),
      ...courts('tennis', 'Kort tenisowy', 3, 'mączka', { isIndoor: false, tags: ['oświetlenie'] }),
    ],
  },
  {
    ...base,
    slug: 'gdansk-oliwa',
    name: 'Bałtycka Arena Oliwa',
    city: 'Gdańsk',
    address: 'ul. Grunwaldzka 411, 80-309 Gdańsk',
    maxAdvanceDays: 3,
    // Bookable only three days ahead, so a player needs fewer at once; the desk settles on-site
    // bookings after play, so the door opens for them too.
    fairUse: { maxActiveReservations: 6, maxUnpaidOnSiteReservations: 2, doorOpensUnpaid: true },
    // A venue without bank transfers: online it takes BLIK alone (the checkout offers nothing else).
    onlinePaymentMethods: [PAYMENT_METHOD_BLIK],
    hours: [[ALL_DAYS, h(6), h(24)]],
    bands: [
      { weekdays: WEEKDAYS, from: h(6), to: h(17), label: 'off_peak', perHour: OFF_PEAK },
      { weekdays: WEEKDAYS, from: h(17), to: h(24), label: 'peak', perHour: PEAK },
      { weekdays: WEEKEND, from: h(6), to: h(24), label: 'weekend', perHour: WEEKEND_PRICES },
    ],
    regulations: regulationsOf(false),
    objects: [
      ...courts('padel', 'Kort padel', 4, 'sztuczna trawa', { courtType: 'panoramic' }),
      ...courts('squash', 'Kort squash', 2, null),
    ],
  },
  {
    ...base,
    slug: 'wroclaw-odra',
    name: 'Odra Tenis & Squash',
    city: 'Wrocław',
    address: 'ul. Na Grobli 14, 50-421 Wrocław',
    freeCancellationHours: 48,
    hours: STANDARD_HOURS,
    bands: STANDARD_BANDS,
    regulations: regulationsOf(false),
    objects: [...courts('tennis', 'Kort tenisowy', 4, 'mączka', { isIndoor: false }), ...courts('squash', 'Kort squash', 2, null)],
  },
  {
    ...base,
    slug: 'poznan-malta',
    name: 'Malta Racket Club',
    city: 'Poznań',
    address: 'ul. Baraniaka 8, 61-131 Poznań',
    hours: STANDARD_HOURS,
    bands: STANDARD_BANDS,
    regulations: regulationsOf(true),
    objects: [
      ...courts('squash', 'Kort squash', 2, null),
      ...courts('padel', 'Kort padel', 2, 'sztuczna trawa'),
      ...courts('tennis', 'Kort tenisowy', 2, 'hard', { courtType: 'hall', tags: ['balon'] }),
    ],
  },
  {
    ...base,
    slug: 'lodz-atlas',
    name: 'Atlas Squash 24h',
    city: 'Łódź',
    address: 'al. Bandurskiego 7, 94-020 Łódź',
    passOnly: true,
    freeCancellationHours: 6,
    hours: [[ALL_DAYS, 0, h(24)]],
    bands: [
      { weekdays: ALL_DAYS, from: 0, to: h(7), label: 'off_peak', perHour: { squash: 4000, tennis: 5000, padel: 8000 } },
      { weekdays: ALL_DAYS, from: h(7), to: h(24), label: 'peak', perHour: PEAK },
    ],
    regulations: regulationsOf(false),
    objects: courts('squash', 'Kort squash', 3, null, { tags: ['24h'] }),
  },
];
