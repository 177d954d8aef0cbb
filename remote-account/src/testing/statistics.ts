// Test data of the statistics page (never imported by app code): one schema-valid month.
import * as v from 'valibot';
import { PlayStatisticsSchema, type PlayStatistics, type ShareLink } from '@venue/api/schemas/statistics';

const range = (month: string, last: number) => ({
  from: `${month}-01`,
  to: `${month}-${last}`,
  start_time: `${month}-01T00:00:00.000Z`,
  end_time: `${month}-${last}T23:00:00.000Z`,
});

const grid = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));

/** October 2026: 7 reservations (5 active, 2 cancelled), 6 hours played, Tuesday 18:00 the favourite. */
export function makeStatistics(overrides: Partial<PlayStatistics> = {}): PlayStatistics {
  const rhythm = grid();
  (rhythm[1] as number[])[18] = 180;
  (rhythm[1] as number[])[19] = 60;
  (rhythm[5] as number[])[10] = 120;
  const months = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];
  const statistics: PlayStatistics = {
    month: '2026-10',
    time_zone: 'Europe/Warsaw',
    range: range('2026-10', 31),
    totals: {
      total: 7,
      active: 5,
      cancelled: 2,
      cancelled_not_on_time: 1,
      played: 4,
      upcoming: 1,
      minutes_played: 360,
      by_kind: { court: 4, lesson: 1, class: 1, course: 1 },
    },
    favourite_venues: [
      { venue_id: 1, venue_name: 'Squash Arena Warszawa', city: 'Warszawa', count: 4, minutes_played: 300 },
      { venue_id: 2, venue_name: 'Kraków Tenis Club', city: 'Kraków', count: 1, minutes_played: 60 },
    ],
    trend: {
      months: months.map((month, index) => ({
        month,
        range: range(month, 28),
        total: [2, 0, 3, 4, 5, 7][index] ?? 0,
        active: [2, 0, 3, 4, 4, 5][index] ?? 0,
        cancelled: [0, 0, 0, 0, 1, 2][index] ?? 0,
        played: [2, 0, 3, 4, 4, 4][index] ?? 0,
        minutes_played: [120, 0, 180, 240, 240, 360][index] ?? 0,
      })),
      last_3: { total: 16, active: 13, cancelled: 3, played: 12, minutes_played: 840 },
      previous_3: { total: 5, active: 5, cancelled: 0, played: 5, minutes_played: 300 },
      change_percent: 180,
    },
    rhythm: {
      grid: rhythm,
      weekdays: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        count: weekday === 2 ? 3 : weekday === 6 ? 1 : 0,
        minutes_played: weekday === 2 ? 240 : weekday === 6 ? 120 : 0,
      })),
      favourite_weekday: 2,
      favourite_hour: 18,
    },
    play_style: {
      average_start_minute: 1050,
      sessions_per_week: 1.5,
      average_duration_minutes: 90,
      sports: [
        { sport_type_id: 1, code: 'squash', name: 'Squash', count: 3, minutes_played: 240 },
        { sport_type_id: 2, code: 'tennis', name: 'Tenis', count: 1, minutes_played: 120 },
      ],
      match_format: { singles: 3, doubles: 0, unknown: 1 },
    },
    computed_at: '2026-10-20T10:00:00.000Z',
    ...overrides,
  };
  // The fixture must be an answer the client would accept.
  return v.parse(PlayStatisticsSchema, statistics);
}

/** A month without any reservation (the trend still has earlier months). */
export function makeEmptyStatistics(month = '2026-10'): PlayStatistics {
  const full = makeStatistics();
  return makeStatistics({
    month,
    range: range(month, 31),
    totals: {
      total: 0,
      active: 0,
      cancelled: 0,
      cancelled_not_on_time: 0,
      played: 0,
      upcoming: 0,
      minutes_played: 0,
      by_kind: { court: 0, lesson: 0, class: 0, course: 0 },
    },
    favourite_venues: [],
    rhythm: {
      grid: grid(),
      weekdays: full.rhythm.weekdays.map((d) => ({ ...d, count: 0, minutes_played: 0 })),
      favourite_weekday: null,
      favourite_hour: null,
    },
    play_style: {
      average_start_minute: null,
      sessions_per_week: 0,
      average_duration_minutes: null,
      sports: [],
      match_format: { singles: 0, doubles: 0, unknown: 0 },
    },
  });
}

export function makeShareLink(overrides: Partial<ShareLink> = {}): ShareLink {
  return {
    id: 7,
    url: 'http://localhost:4000/s/Abc123Abc123Abc123Abc1',
    image_url: 'http://localhost:4000/s/Abc123Abc123Abc123Abc1/card.svg',
    month: '2026-10',
    fields: ['hours_played'],
    card: { month: '2026-10', fields: ['hours_played'], minutes_played: 360 },
    created_at: '2026-10-20T10:00:00.000Z',
    revoked_at: null,
    ...overrides,
  };
}
