import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { weekDays } from '../../lib/week';
import { nextLesson, weekGlance } from './week-glance';

const entry = (overrides: Partial<TrainerScheduleEntry>): TrainerScheduleEntry => ({
  kind: 'lesson',
  id: 1,
  venue_sport_object_id: 1,
  sport_object_name: 'Kort 1',
  start_time: '2026-11-24T16:00:00.000Z',
  end_time: '2026-11-24T17:30:00.000Z',
  local_date: '2026-11-24',
  local_start: '17:00',
  local_end: '18:30',
  state: 'upcoming',
  display_name: 'Anna D.',
  payment_status: 'paid',
  price: 8000,
  participants: null,
  max_participants: null,
  ...overrides,
});

describe('weekGlance', () => {
  it('counts lessons, classes and booked against offered minutes, cancelled ones and other weeks aside', () => {
    const entries = [
      entry({ id: 1 }),
      entry({
        id: 2,
        kind: 'class',
        start_time: '2026-11-25T08:00:00.000Z',
        end_time: '2026-11-25T09:00:00.000Z',
        local_date: '2026-11-25',
      }),
      entry({ id: 3, state: 'cancelled' }),
      entry({ id: 4, local_date: '2026-12-01' }),
    ];
    const hours = { weekly: [{ weekday: 2, from: '09:00', to: '17:00' }], overrides: [] };
    expect(weekGlance(entries, weekDays('2026-11-23'), hours)).toEqual({ lessons: 1, classes: 1, bookedMinutes: 150, offeredMinutes: 480 });
  });

  it('finds the next lesson not begun', () => {
    const entries = [
      entry({ id: 1, state: 'past' }),
      entry({ id: 2, kind: 'class' }),
      entry({ id: 3 }),
      entry({ id: 4, start_time: '2026-11-25T16:00:00.000Z' }),
    ];
    expect(nextLesson(entries, new Date('2026-11-24T12:00:00Z'))?.id).toBe(3);
    expect(nextLesson(entries, new Date('2026-11-24T16:30:00Z'))?.id).toBe(4);
    expect(nextLesson([], new Date())).toBeNull();
  });
});
