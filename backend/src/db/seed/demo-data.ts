/** Demo venues in Polish cities; later features add price lists, opening hours, trainers, classes. */

export type DemoSportType = { code: 'squash' | 'tennis' | 'padel'; name: string };

export type DemoSportObject = {
  sport: DemoSportType['code'];
  name: string;
  surface: string | null;
  isIndoor: boolean;
};

export type DemoVenue = {
  slug: string;
  name: string;
  city: string;
  address: string;
  objects: DemoSportObject[];
};

export const DEMO_TIMEZONE = 'Europe/Warsaw';

export const DEMO_SPORT_TYPES: DemoSportType[] = [
  { code: 'squash', name: 'Squash' },
  { code: 'tennis', name: 'Tenis' },
  { code: 'padel', name: 'Padel' },
];

function courts(sport: DemoSportObject['sport'], label: string, count: number, surface: string | null, isIndoor = true): DemoSportObject[] {
  return Array.from({ length: count }, (_, index) => ({ sport, name: `${label} ${index + 1}`, surface, isIndoor }));
}

export const DEMO_VENUES: DemoVenue[] = [
  {
    slug: 'warszawa-mokotow',
    name: 'Klub Sportowy Mokotów',
    city: 'Warszawa',
    address: 'ul. Puławska 182, 02-670 Warszawa',
    objects: [...courts('squash', 'Kort squash', 4, null), ...courts('tennis', 'Kort tenisowy', 2, 'hard'), ...courts('padel', 'Kort padel', 2, 'sztuczna trawa')],
  },
  {
    slug: 'krakow-wawel',
    name: 'Centrum Rakietowe Wawel',
    city: 'Kraków',
    address: 'ul. Konopnickiej 24, 30-302 Kraków',
    objects: [...courts('squash', 'Kort squash', 3, null), ...courts('tennis', 'Kort tenisowy', 3, 'mączka', false)],
  },
  {
    slug: 'gdansk-oliwa',
    name: 'Bałtycka Arena Oliwa',
    city: 'Gdańsk',
    address: 'ul. Grunwaldzka 411, 80-309 Gdańsk',
    objects: [...courts('padel', 'Kort padel', 4, 'sztuczna trawa'), ...courts('squash', 'Kort squash', 2, null)],
  },
  {
    slug: 'wroclaw-odra',
    name: 'Odra Tenis & Squash',
    city: 'Wrocław',
    address: 'ul. Na Grobli 14, 50-421 Wrocław',
    objects: [...courts('tennis', 'Kort tenisowy', 4, 'mączka', false), ...courts('squash', 'Kort squash', 2, null)],
  },
  {
    slug: 'poznan-malta',
    name: 'Malta Racket Club',
    city: 'Poznań',
    address: 'ul. Baraniaka 8, 61-131 Poznań',
    objects: [...courts('squash', 'Kort squash', 2, null), ...courts('padel', 'Kort padel', 2, 'sztuczna trawa'), ...courts('tennis', 'Kort tenisowy', 2, 'hard')],
  },
];
