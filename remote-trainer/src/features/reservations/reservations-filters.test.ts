import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { byDay, daysOf, entryIdOf, readFilters, visibleEntries, writeFilters } from './reservations-filters';

const today = '2026-11-26';
const entry = (id: number, date: string, state: TrainerScheduleEntry['state']): TrainerScheduleEntry => ({
  kind: 'lesson',
  id,
  venue_sport_object_id: 1,
  sport_object_name: 'Kort 1',
  start_time: `${date}T16:00:00.000Z`,
  end_time: `${date}T17:00:00.000Z`,
  local_date: date,
  local_start: '17:00',
  local_end: '18:00',
  state,
  display_name: 'Anna D.',
  payment_status: 'paid',
  price: 8000,
  participants: null,
  max_participants: null,
});

describe('reservations filters in the URL', () => {
  it('defaults to the calendar of upcoming entries this week, and ignores nonsense', () => {
    expect(readFilters(new URLSearchParams(''), today)).toEqual({ view: 'week', filter: 'upcoming', week: '2026-11-23', entry: null });
    expect(readFilters(new URLSearchParams('view=grid&filter=all&week=2026-13-01'), today)).toEqual({
      view: 'week',
      filter: 'upcoming',
      week: '2026-11-23',
      entry: null,
    });
    expect(readFilters(new URLSearchParams('view=list&filter=cancelled&week=2026-12-02&entry=class-4'), today)).toEqual({
      view: 'list',
      filter: 'cancelled',
      week: '2026-11-30',
      entry: 'class-4',
    });
  });

  it('writes only what differs from the defaults and keeps the venue', () => {
    const params = new URLSearchParams('venue=2&entry=lesson-1');
    expect(writeFilters(params, { filter: 'past', entry: null }, today).toString()).toBe('venue=2&filter=past');
    expect(writeFilters(params, { view: 'list', week: '2026-12-07' }, today).toString()).toBe(
      'venue=2&entry=lesson-1&view=list&week=2026-12-07',
    );
    expect(writeFilters(new URLSearchParams('filter=past'), { filter: 'upcoming' }, today).toString()).toBe('');
  });
});

describe('what the page reads and lists', () => {
  it('reads the week, or up to eight weeks for the list', () => {
    const base = readFilters(new URLSearchParams(''), today);
    expect(daysOf(base, today)).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(daysOf({ ...base, view: 'list' }, today)).toEqual({ first: today, last: '2027-01-21' });
    expect(daysOf({ ...base, view: 'list', filter: 'past' }, today)).toEqual({ first: '2026-10-01', last: today });
  });

  it('keeps the filter state inside the days, the past newest first', () => {
    const entries = [
      entry(1, '2026-11-20', 'past'),
      entry(2, '2026-11-24', 'past'),
      entry(3, '2026-11-27', 'upcoming'),
      entry(4, '2026-11-28', 'cancelled'),
      entry(5, '2026-11-30', 'upcoming'),
    ];
    const week = readFilters(new URLSearchParams(''), today);
    expect(visibleEntries(entries, week, today).map((e) => e.id)).toEqual([3]);
    expect(visibleEntries(entries, { ...week, filter: 'past' }, today).map((e) => e.id)).toEqual([2]);
    expect(visibleEntries(entries, { ...week, view: 'list', filter: 'past' }, today).map((e) => e.id)).toEqual([2, 1]);
    expect(visibleEntries(entries, { ...week, view: 'list' }, today).map((e) => e.id)).toEqual([3, 5]);
    expect([...byDay(entries.slice(0, 2)).keys()]).toEqual(['2026-11-20', '2026-11-24']);
  });
});

describe('an entry’s key in the address', () => {
  it('tells apart the sessions of one course, which share the course’s id, and keeps lessons and classes short', () => {
    const session = (date: string) => ({ ...entry(3, date, 'upcoming'), kind: 'course' as const });
    expect([entryIdOf(session('2026-12-01')), entryIdOf(session('2026-12-03'))]).toEqual(['course-3-2026-12-01', 'course-3-2026-12-03']);
    expect(entryIdOf(entry(12, '2026-12-01', 'past'))).toBe('lesson-12');
  });
});
