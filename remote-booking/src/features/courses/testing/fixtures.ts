import type { Course } from '@venue/api/schemas/course';

/** A children's per-session course at venue 1: Tuesdays and Thursdays at 17:00, four sessions, the first one held. */
export function makeCourse(overrides: Partial<Course> = {}): Course {
  return {
    id: 5,
    venue_id: 1,
    venue_timezone: 'Europe/Warsaw',
    name: 'Tenis dla dzieci',
    description: 'Podstawy gry dla dzieci.',
    type: 'children',
    sport_type_id: 1,
    sport_object_name: 'Kort 1',
    trainer: { id: 7, display_name: 'Anna K.', photo_url: null },
    weekdays: [2, 4],
    time: '17:00',
    duration_minutes: 60,
    start_date: '2026-12-01',
    end_date: '2026-12-10',
    sessions: [
      { date: '2026-12-01', start_time: '2026-12-01T16:00:00.000Z', end_time: '2026-12-01T17:00:00.000Z', past: true },
      { date: '2026-12-03', start_time: '2026-12-03T16:00:00.000Z', end_time: '2026-12-03T17:00:00.000Z', past: false },
      { date: '2026-12-08', start_time: '2026-12-08T16:00:00.000Z', end_time: '2026-12-08T17:00:00.000Z', past: false },
      { date: '2026-12-10', start_time: '2026-12-10T16:00:00.000Z', end_time: '2026-12-10T17:00:00.000Z', past: false },
    ],
    classes_count: 4,
    sessions_left: 3,
    max_participants: 8,
    free_places: 3,
    payment_type: 'per_session',
    price: 4000,
    price_per_session: 4000,
    price_full_course: 16000,
    colour: '#1e88e5',
    difficulty: 1,
    enrollment_open: true,
    min_age: 6,
    max_age: 10,
    sibling_discount_percent: 10,
    ...overrides,
  };
}
